import net from 'node:net';
import { listenAddress, listenOrExplain } from './port.ts';
import { claimOrExplain } from './leadStore.ts';

// Runs before the build (`prestart`): a taken port, or a lead inbox another server holds, is said at once, not after
// a whole build (the inbox is let go again when this check exits).
const { port, host } = listenAddress();
const probe = net.createServer();
if (await listenOrExplain(probe, port, host)) {
  probe.close();
  claimOrExplain();
}
