import net from 'node:net';
import { listenAddress, listenOrExplain } from './port.ts';

// Runs before the build (`prestart`): a taken port is said at once, not after a whole build.
const { port, host } = listenAddress();
const probe = net.createServer();
if (await listenOrExplain(probe, port, host)) probe.close();
