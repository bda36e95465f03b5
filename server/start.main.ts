import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSiteServer } from './app.ts';
import { listenAddress, listenOrExplain } from './port.ts';
import { claimOrExplain } from './leadStore.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const { port, host } = listenAddress();

// `npm run serve` starts without a build: no built site is said in words, not a stack trace.
const server = (() => {
  try {
    return createSiteServer({ root });
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
    return undefined;
  }
})();
// The port can be taken between `prestart`'s check and here: listenOrExplain says so in words.
// One server to a lead inbox (server/inboxLock.ts): another holding it is said in one line, and this one stops.
if (server && claimOrExplain() && (await listenOrExplain(server, port, host))) {
  // The port it really listens on (PORT=0 asks the system for any free one).
  const { port: listening } = server.address() as AddressInfo;
  console.log(`Hushpane site: http://localhost:${listening} (serving ${root})`);
}
