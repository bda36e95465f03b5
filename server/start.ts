import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSiteServer } from './app.ts';
import { listenAddress, listenOrExplain } from './port.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const { port, host } = listenAddress();

// The port can be taken between `prestart`'s check and here: listenOrExplain says so in words.
if (await listenOrExplain(createSiteServer({ root }), port, host)) {
  console.log(`Hushpane site: http://localhost:${port} (serving ${root})`);
}
