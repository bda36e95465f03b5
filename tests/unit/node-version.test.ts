import { execFileSync } from 'node:child_process';
import { readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const pkg = JSON.parse(read('package.json')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};
const major = (range: string) => Number(/\d+/.exec(range)?.[0]);

describe('the Node version, stated where tools and people look', () => {
  it('.nvmrc, .node-version, engines and the node devDependency name the same major version', () => {
    const runs = major(pkg.devDependencies.node!);
    expect(runs).toBeGreaterThanOrEqual(24);
    expect(major(read('.nvmrc'))).toBe(runs);
    expect(major(read('.node-version'))).toBe(runs);
    expect(pkg.engines.node).toBe(`>=${runs}`);
  });

  it('the tests run on that Node (the devDependency), not the system one', () => {
    expect(major(process.versions.node)).toBe(major(pkg.devDependencies.node!));
  });

  it('`node server/checkPort.ts` reaches a plain-JavaScript version check first (a link to checkPort.mjs)', () => {
    expect(readlinkSync(path.join(root, 'server', 'checkPort.ts'))).toBe('checkPort.mjs');
    // The check itself passes on this Node and hands over to the TypeScript port check.
    expect(() =>
      execFileSync(process.execPath, [path.join(root, 'server', 'checkPort.ts')], {
        env: { ...process.env, PORT: '0' },
        stdio: 'pipe',
      }),
    ).not.toThrow();
  });
});
