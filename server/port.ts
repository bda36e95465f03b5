import type { Server } from 'node:net';
import { setting } from './setting.ts';

/** Where `npm start` serves: `PORT` (default 4321) on `HOST` (default loopback only: a preview, not a public server). */
export function listenAddress(env: NodeJS.ProcessEnv = process.env) {
  return { port: Number(setting(env.PORT) ?? 4321), host: setting(env.HOST) ?? '127.0.0.1' };
}

/** Why the server cannot listen, in words for whoever typed `npm start`, with what to do about it. */
export function listenFailure(error: NodeJS.ErrnoException, port: number): string {
  const another = 'choose another port, for example: PORT=8080 npm start';
  switch (error.code) {
    case 'EADDRINUSE':
      return `Port ${port} is already in use (another \`npm start\` or \`npm run dev\`?). Stop that server, or ${another}`;
    case 'EACCES':
      return `Port ${port} is not open to this user: ${another}`;
    case 'ERR_SOCKET_BAD_PORT':
      return `PORT must be a whole number from 1 to 65535: ${another}`;
    default:
      return `Cannot serve on port ${port} (${error.message}): ${another}`;
  }
}

/** Listens, or says plainly why it cannot (no stack trace) and makes the process exit with 1. */
export function listenOrExplain(server: Server, port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const fail = (error: NodeJS.ErrnoException) => {
      console.error(listenFailure(error, port));
      process.exitCode = 1;
      resolve(false);
    };
    server.once('error', fail);
    try {
      server.listen(port, host, () => {
        server.off('error', fail);
        resolve(true);
      });
    } catch (error) {
      fail(error as NodeJS.ErrnoException);
    }
  });
}
