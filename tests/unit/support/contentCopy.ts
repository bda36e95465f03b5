import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, vi } from 'vitest';

/**
 * The test file's own copy of src/content, changed by `prepare`, which the site's modules read (`CONTENT_DIR`) when a
 * test imports them; removed after the file's tests.
 */
export function withContentCopy(prepare: (dir: string) => void) {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'hushpane-content-'));
    cpSync('src/content', dir, { recursive: true });
    prepare(dir);
    vi.stubEnv('CONTENT_DIR', dir);
    vi.resetModules();
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
    rmSync(dir, { recursive: true, force: true });
  });
}
