import net from 'node:net';

/**
 * Sends `request` as raw bytes and resolves with the status code of the answer, 0 when the server closed the
 * connection without one, or -1 when it is still waiting (a body shorter than its Content-Length).
 */
export function rawRequest(port: number, request: string | Buffer, timeoutMs = 2000): Promise<number> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let head = '';
    const done = (status: number) => {
      socket.destroy();
      resolve(status);
    };
    socket.setTimeout(timeoutMs, () => done(-1));
    socket.on('data', (chunk) => {
      head += chunk.toString('latin1');
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(head);
      if (match) done(Number(match[1]));
    });
    socket.on('error', () => done(0));
    socket.on('close', () => done(0));
    // Not end(): a half-closed connection may be dropped before the answer is written.
    socket.write(request);
  });
}

/** Sends `request` as raw bytes and resolves with the head of the answer (status line and headers). */
export function rawHead(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      const end = text.indexOf('\r\n\r\n');
      if (end !== -1) {
        socket.destroy();
        resolve(text.slice(0, end + 2));
      }
    });
    socket.on('error', reject);
    socket.write(request);
  });
}

/** Sends `request` (with `Connection: close`) as raw bytes and resolves with the whole answer as UTF-8 text. */
export function rawAnswer(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
    socket.write(request);
  });
}
