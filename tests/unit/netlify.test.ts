// netlify.toml against the files Cloudflare Pages reads, so the two hosts cannot drift apart.
import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { parseHeadersFile } from '../../server/headers.ts';
import { wranglerConfig } from '../host/support/wrangler.ts';
import packageJson from '../../package.json' with { type: 'json' };

interface NetlifyConfig {
  build: { command: string; publish: string; environment: Record<string, string> };
  headers?: unknown[];
  redirects: { from: string; to: string; status: number; force?: boolean }[];
}
const netlify = parse(readFileSync('netlify.toml', 'utf8')) as unknown as NetlifyConfig;

/** public/_redirects as [from, to, status] rows. */
const cloudflareRedirects = readFileSync('public/_redirects', 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => line.trim().split(/\s+/));

describe('netlify.toml', () => {
  it('builds and publishes what Cloudflare Pages does, on the pinned Node major', () => {
    expect(netlify.build.command).toBe('npm run build');
    expect(netlify.build.publish).toBe(wranglerConfig.pages_build_output_dir);
    const pinned = /\d+/.exec(packageJson.devDependencies.node)?.[0];
    expect(netlify.build.environment.NODE_VERSION).toBe(pinned);
  });

  it('adds no header: both hosts read dist/_headers, written from public/_headers with the CSP hashes', () => {
    // A [[headers]] block here would be a second copy of public/_headers, free to drift from it.
    expect(netlify.headers).toBeUndefined();
    expect(parseHeadersFile(readFileSync('public/_headers', 'utf8')).length).toBeGreaterThan(0);
  });

  it('hides the same paths as public/_redirects: 404 with the 404 page', () => {
    const hidden = cloudflareRedirects.filter(([from, to]) => to === '/_not-found' && !from!.includes('*'));
    expect(hidden.map(([from]) => from)).toEqual(['/_headers', '/_redirects', '/_routes.json', '/404']);
    expect(netlify.redirects).toEqual(
      hidden.map(([from]) => ({ from, to: '/404.html', status: 404, force: true })),
    );
  });
});
