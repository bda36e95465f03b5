import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSiteServer } from './app.ts';
import { listenAddress, listenOrExplain } from './port.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const { port, host } = listenAddress();

// The port can be taken between `prestart`'s check and here: listenOrExplain says so in words.
const server = createSiteServer({ root });
if (await listenOrExplain(server, port, host)) {
  // The port it really listens on (PORT=0 asks the system for any free one).
  const { port: listening } = server.address() as AddressInfo;
  console.log(`Hushpane site: http://localhost:${listening} (serving ${root})`);
}
