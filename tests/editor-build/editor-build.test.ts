import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../src/routes.ts';

// `npm run build:editor` as CI runs it: the whole site for a Cloudflare Worker, Keystatic saving to GitHub.
const out = 'dist-editor';
const repo = process.env.PUBLIC_KEYSTATIC_GITHUB_REPO ?? 'hushpane/hushpane-site';

/** Every route of the Worker's manifest (its server chunks) with whether it was prerendered. */
function builtRoutes(): Map<string, boolean> {
  const chunks = path.join(out, 'server', 'chunks');
  const found = new Map<string, boolean>();
  for (const file of readdirSync(chunks).filter((f) => f.endsWith('.mjs'))) {
    const code = readFileSync(path.join(chunks, file), 'utf8');
    for (const [, route, prerender] of code.matchAll(
      /"route":"([^"]+)"(?:(?!"route":)[^])*?"prerender":(true|false)/g,
    ))
      found.set(route!, prerender === 'true');
  }
  return found;
}

beforeAll(() => {
  const build = spawnSync('npm', ['run', 'build:editor'], {
    encoding: 'utf8',
    env: { ...process.env, PUBLIC_KEYSTATIC_GITHUB_REPO: repo },
  });
  if (build.status !== 0) throw new Error(`npm run build:editor failed:\n${build.stdout}${build.stderr}`);
});

describe('npm run build:editor', () => {
  it("runs only the editor's routes on demand: /keystatic and /api/keystatic", () => {
    const onDemand = [...builtRoutes()]
      .filter(([, prerendered]) => !prerendered)
      .map(([route]) => route)
      // Astro's own endpoints with any adapter: server islands (the site has none) and images (all built ahead).
      .filter((route) => !['/_server-islands/[name]', '/_image'].includes(route));
    expect(onDemand.sort()).toEqual(['/api/keystatic/[...params]', '/keystatic/[...params]']);
  });

  it('prerenders every public page as the public build does', () => {
    const manifest = builtRoutes();
    for (const { path: route } of routes) {
      const file = route === '/' ? 'index.html' : `${route.slice(1)}.html`;
      expect(existsSync(path.join(out, 'client', file)), file).toBe(true);
      expect(manifest.get(route) ?? true, route).toBe(true);
    }
    expect(existsSync(path.join(out, 'client', '404.html'))).toBe(true);
    expect(readFileSync(path.join(out, 'client', '_headers'), 'utf8')).toContain('Content-Security-Policy');
  });

  it('saves to the GitHub repository it was given, and leaves wrangler pointed at the public site', () => {
    const api = readdirSync(path.join(out, 'server', 'chunks')).find((f) =>
      /^keystatic-api.*\.mjs$/.test(f),
    )!;
    expect(readFileSync(path.join(out, 'server', 'chunks', api), 'utf8')).toContain(repo);
    const worker = JSON.parse(readFileSync(path.join(out, 'server', 'wrangler.json'), 'utf8')) as {
      name: string;
      main: string;
    };
    expect(worker).toMatchObject({ name: 'hushpane-editor', main: 'entry.mjs' });
    expect(existsSync('.wrangler/deploy/config.json')).toBe(false);
  });
});
