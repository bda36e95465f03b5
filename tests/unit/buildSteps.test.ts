import { describe, expect, it } from 'vitest';
import { buildOrderProblem, buildSteps } from '../../src/integrations/buildSteps.ts';
import { tidiedHtml } from '../../src/integrations/tidyHtml.ts';
import { seenPages } from '../../src/integrations/seenPages.ts';
import { criticalCss } from '../../src/integrations/criticalCss.ts';
import { islandModules } from '../../src/integrations/islandModules.ts';
import { scriptFiles } from '../../src/integrations/scriptFiles.ts';
import { securityHeaders } from '../../src/integrations/securityHeaders.ts';
import { precompressed } from '../../src/integrations/precompress.ts';

const order = buildSteps.map((s) => s.name);

describe('the build steps run in the one stated order', () => {
  it('names each step by the name its integration carries', () => {
    const made = [
      tidiedHtml,
      seenPages,
      criticalCss,
      islandModules,
      scriptFiles,
      securityHeaders,
      precompressed,
    ];
    expect(made.map((step) => step().name)).toEqual(order);
  });

  it('finds nothing wrong in that order, with other integrations between and a step left out', () => {
    expect(buildOrderProblem(['@astrojs/react', ...order.slice(0, -1), '@astrojs/sitemap'])).toBeUndefined();
  });

  it('names the step out of place, the one it follows and why it must come first', () => {
    const swapped = ['hushpane-tidy-html', 'hushpane-critical-css', 'hushpane-seen-pages'];
    const problem = buildOrderProblem(swapped);
    expect(problem).toContain('runs the build step hushpane-seen-pages after hushpane-critical-css');
    expect(problem).toContain(buildSteps[1].why);
    expect(buildOrderProblem(['hushpane-precompress', 'hushpane-security-headers'])).toContain(
      'hushpane-security-headers after hushpane-precompress',
    );
  });
});
