import { mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSiteServer } from '../../server/app.ts';

describe('site server', () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
    vi.restoreAllMocks();
  });

  it('keeps serving when a file it listed at start-up is gone (a rebuild under a running server)', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'hushpane-dist-'));
    roots.push(root);
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Home</title>');
    writeFileSync(path.join(root, '404.html'), '<!doctype html><title>Not found</title>');
    writeFileSync(path.join(root, 'about.html'), '<!doctype html><title>About</title>');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = createSiteServer({ root });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      unlinkSync(path.join(root, 'about.html'));
      const gone = await fetch(`${base}/about`).then(
        async (res) => (await res.text()).includes('About'),
        () => false,
      );
      expect(gone).toBe(false);
      expect(logged).toHaveBeenCalledWith(
        'server: could not read /about:',
        expect.stringContaining('ENOENT'),
      );
      const home = await fetch(`${base}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<title>Home</title>');
    } finally {
      server.close();
    }
  });
});
