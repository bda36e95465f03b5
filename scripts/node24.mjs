// Each `node <script>.ts` of package.json is a link to this file (`scripts/test.ts` → `node24.mjs`), so that on a Node
// that cannot run TypeScript (a system Node 20) the script says in one line what to do, not ERR_UNKNOWN_FILE_EXTENSION.
// On Node 24 it runs the script itself: `<script>.main.ts`, beside the link.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';

const link = process.argv[1] ?? '';
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const script = path.relative(root, path.resolve(link));
  /** @type {{ scripts: Record<string, string> }} */
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const name = Object.keys(pkg.scripts).find((key) => pkg.scripts[key] === `node ${script}`);
  const npm = !name
    ? `npm exec -- node ${script}`
    : ['test', 'start'].includes(name)
      ? `npm ${name}`
      : `npm run ${name}`;
  process.stderr.write(
    `${script} needs Node 24 (this is ${process.version}): run it as \`${npm}\`, which uses the project's own Node 24, or \`nvm use\` first (.nvmrc).\n`,
  );
  process.exit(1);
}
await import(pathToFileURL(link.replace(/\.ts$/, '.main.ts')).href);
