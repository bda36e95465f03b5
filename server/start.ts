import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSiteServer } from './app.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const port = Number(process.env.PORT ?? 4321);
// Local only: this is a preview of the static site, not a public server.
const host = process.env.HOST ?? '127.0.0.1';

createSiteServer({ root }).listen(port, host, () => {
  console.log(`Hushpane site: http://localhost:${port} (serving ${root})`);
});
