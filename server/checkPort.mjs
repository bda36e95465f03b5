// server/checkPort.ts is a link to this file, so `node server/checkPort.ts` by hand on a Node that cannot run
// TypeScript (such as a system Node 20) says what to do instead of failing with ERR_UNKNOWN_FILE_EXTENSION.
import process from 'node:process';

const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  process.stderr.write(
    `server/checkPort.ts needs Node 24 or later; this is Node ${process.version}.\n` +
      'The project brings its own Node 24 (the `node` devDependency): run it through npm, as `npm start` does, or\n' +
      '  npm exec -- node server/checkPort.ts\n' +
      'or switch your Node with `nvm use` (the version is in .nvmrc).\n',
  );
  process.exit(1);
}
await import('./portCheck.ts');
