// HTTP/2 with TLS in front of `npm start`'s server, as a CDN serves the site: the bench's `--http2` (bench/run.ts).
// A self-signed certificate for localhost (openssl), which the bench's Chromium is told to accept; every request is
// passed on to the HTTP/1.1 server as it came (its encoding and Fetch Metadata headers too) and its answer sent back
// unchanged, so the pages, copies and headers are the same and only the protocol differs.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Headers HTTP/2 forbids (connection-specific), dropped from the HTTP/1.1 answer. */
const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

/** A key and self-signed certificate for localhost, made for this run. */
function selfSigned() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-tls-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/** Serves `backend` (an `http://127.0.0.1:port` origin) over HTTP/2 and TLS; resolves to its https origin. */
export async function http2Front(backend: string): Promise<{ origin: string; close: () => void }> {
  const agent = new http.Agent({ keepAlive: true });
  const server = http2.createSecureServer(selfSigned());
  server.on('stream', (stream, headers) => {
    const forwarded = Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':')));
    const request = http.request(
      `${backend}${headers[':path']}`,
      { method: headers[':method'], headers: forwarded, agent },
      (response) => {
        const answer: http2.OutgoingHttpHeaders = { ':status': response.statusCode ?? 502 };
        for (const [name, value] of Object.entries(response.headers))
          if (!hopByHop.has(name) && value !== undefined) answer[name] = value;
        if (stream.destroyed) return response.resume();
        stream.respond(answer);
        response.pipe(stream);
      },
    );
    request.on('error', () => stream.destroyed || stream.close(http2.constants.NGHTTP2_INTERNAL_ERROR));
    stream.on('error', () => request.destroy());
    request.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `https://localhost:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.close();
      agent.destroy();
    },
  };
}
