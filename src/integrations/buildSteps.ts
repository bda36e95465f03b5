import type { AstroIntegration } from 'astro';

/**
 * The build's own steps that rewrite the built site, in the order they must run, and why. Astro runs the
 * `astro:build:done` hooks in the order of `integrations` in astro.config.ts; `buildStepsInOrder()` (listed there)
 * stops the build when that order breaks this one. A step may be absent (the editor's build has no precompression).
 */
export const buildSteps = [
  {
    name: 'hushpane-tidy-html',
    why: 'first: Astro’s island style leaves the body, so every copy, rewrite and hash below sees the tidied page',
  },
  {
    name: 'hushpane-seen-pages',
    why: 'before the critical CSS: the next-page copies are the pages as built, for a visitor who holds the stylesheet',
  },
  {
    name: 'hushpane-critical-css',
    why: 'after the copies: only a first visit’s page carries its first screen’s CSS inline',
  },
  {
    name: 'hushpane-island-modules',
    why: 'after the copies: first visits and next pages alike list their islands’ modules',
  },
  {
    name: 'hushpane-script-files',
    why: 'after the copies (a next page loads the shared script files, a first visit runs them inline)',
  },
  {
    name: 'hushpane-security-headers',
    why: 'after every step that rewrites the pages: the CSP lists the hashes of their final inline scripts and styles',
  },
  {
    name: 'hushpane-precompress',
    why: 'last: it compresses every file as the steps above left it',
  },
] as const;

/** The first build step out of order among `names` (the integrations' names, in order), said plainly; none when in order. */
export function buildOrderProblem(names: readonly string[]): string | undefined {
  const order: readonly string[] = buildSteps.map((s) => s.name);
  const present = names.filter((n) => order.includes(n));
  for (let i = 1; i < present.length; i++) {
    const [before, after] = [present[i - 1]!, present[i]!];
    if (order.indexOf(before) > order.indexOf(after)) {
      const step = buildSteps.find((s) => s.name === after)!;
      return (
        `astro.config.ts runs the build step ${after} after ${before}; it must come before it (${step.why}). ` +
        `The order, from src/integrations/buildSteps.ts: ${order.join(', ')}.`
      );
    }
  }
  return undefined;
}

/** Stops the build, naming the step out of place, when astro.config.ts lists the build steps in another order. */
export const buildStepsInOrder = (): AstroIntegration => ({
  name: 'hushpane-build-steps-in-order',
  hooks: {
    'astro:config:done': ({ config }) => {
      const problem = buildOrderProblem(config.integrations.map((i) => i.name));
      if (problem) throw new Error(problem);
    },
  },
});
