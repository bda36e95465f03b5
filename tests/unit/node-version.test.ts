import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const pkg = JSON.parse(read('package.json')) as {
  engines: { node: string };
  scripts: Record<string, string>;
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

  // Each `node <script>.ts` an npm script runs, as someone reads it in package.json and runs it by hand.
  const scripts = [
    ...new Set(
      Object.values(pkg.scripts).flatMap((run) => [...run.matchAll(/\bnode (\S+\.ts)\b/g)].map((m) => m[1]!)),
    ),
  ];

  it('every `node <script>.ts` of package.json is a link to the plain-JavaScript check, its script beside it', () => {
    expect(scripts.length).toBeGreaterThanOrEqual(7);
    for (const script of scripts) {
      expect(realpathSync(path.join(root, script)), script).toBe(
        realpathSync(path.join(root, 'scripts', 'node24.mjs')),
      );
      expect(existsSync(path.join(root, script.replace(/\.ts$/, '.main.ts'))), script).toBe(true);
    }
    // On this Node the check hands over to the script: the port check passes for any free port.
    expect(() =>
      execFileSync(process.execPath, [path.join(root, 'server', 'checkPort.ts')], {
        env: { ...process.env, PORT: '0' },
        stdio: 'pipe',
      }),
    ).not.toThrow();
  });

  it('run by hand on a Node older than 24, each says in one line how to run it instead of a stack trace', () => {
    // An older Node as the check sees one (its version), and the system's own Node where it is older (Node 20 here).
    const older = `data:text/javascript,${encodeURIComponent(
      'for (const [k, v] of [["version", "v20.20.2"], ["versions", { ...process.versions, node: "20.20.2" }]]) Object.defineProperty(process, k, { value: v });',
    )}`;
    const system = ['/usr/bin/node', '/usr/local/bin/node'].find(
      (node) => existsSync(node) && major(execFileSync(node, ['--version'], { encoding: 'utf8' })) < 24,
    );
    for (const script of scripts) {
      const runs = [[process.execPath, '--import', older, script], ...(system ? [[system, script]] : [])];
      for (const [node, ...args] of runs) {
        const run = spawnSync(node!, args, { cwd: root, encoding: 'utf8' });
        const npm = Object.entries(pkg.scripts).find(([, r]) => r === `node ${script}`)?.[0];
        expect(run.status, `${node} ${script}`).toBe(1);
        expect(run.stdout, script).toBe('');
        expect(run.stderr.trimEnd().split('\n'), script).toEqual([
          expect.stringMatching(new RegExp(`^${script} needs Node 24 \\(this is v20\\.`)),
        ]);
        expect(run.stderr, script).toContain(
          npm
            ? `run it as \`npm ${['test', 'start'].includes(npm) ? '' : 'run '}${npm}\``
            : `npm exec -- node ${script}`,
        );
        expect(run.stderr).toContain('nvm use');
      }
    }
  });
});
