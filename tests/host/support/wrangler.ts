import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { parse } from 'smol-toml';

/** The host's settings (wrangler.toml): the built folder and the compatibility date. */
export const wranglerConfig = parse(readFileSync('wrangler.toml', 'utf8')) as {
  pages_build_output_dir: string;
  compatibility_date: string;
};

// Offline and quiet: no usage metrics, no error reports, no npm update check (it runs with the banner), no fetch of
// workers.cloudflare.com/cf.json (the request.cf data, which a static site never reads).
const offline = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  NO_COLOR: '1',
};

export interface PagesDev {
  base: string;
  stop: () => Promise<void>;
}

/** Serves `dir` with `wrangler pages dev` (Cloudflare's runtime, locally); rejects with wrangler's output if it does not start. */
export async function pagesDev(dir: string, port: number, timeoutMs = 60_000): Promise<PagesDev> {
  // Else the page checks could read whatever already answers on that port.
  for (const p of [port, port + 1]) await claimPort(p);
  const args = [
    'pages',
    'dev',
    dir,
    `--compatibility-date=${wranglerConfig.compatibility_date}`,
    '--port',
    String(port),
  ];
  args.push('--ip', '127.0.0.1', '--inspector-port', String(port + 1), '--log-level', 'warn');
  const child = spawn('node_modules/.bin/wrangler', args, {
    env: { ...process.env, ...offline },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const stop = () => stopGroup(child);
  const ready = new Promise<void>((resolve, reject) => {
    const fail = (why: string) => {
      reject(
        new Error(`wrangler pages dev did not start (${why}): \`npx wrangler ${args.join(' ')}\`\n${output}`),
      );
    };
    const timer = setTimeout(() => fail(`no answer on port ${port} after ${timeoutMs / 1000} s`), timeoutMs);
    child.once('error', (error) => fail(error.message));
    child.once('exit', (code) => fail(`exit code ${code}`));
    const poll = async () => {
      while (child.exitCode === null) {
        const up = await fetch(`http://127.0.0.1:${port}/`).then(
          (res) => res.ok,
          () => false,
        );
        if (up) {
          clearTimeout(timer);
          return resolve();
        }
        await new Promise((r) => setTimeout(r, 250));
      }
    };
    void poll();
  });
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += String(chunk)));
  try {
    await ready;
  } catch (error) {
    await stop();
    throw error;
  }
  child.removeAllListeners('exit');
  return { base: `http://127.0.0.1:${port}`, stop };
}

async function stopGroup(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = once(child, 'exit');
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

/** Fails, naming the port, when something listens on it already. */
async function claimPort(port: number) {
  const probe = net.createServer();
  probe.listen(port, '127.0.0.1');
  // once() rejects on the server's 'error' event (EADDRINUSE).
  await once(probe, 'listening').catch((error: Error) => {
    throw new Error(
      `Port ${port} is not free (${error.message}): stop what listens there or set HOST_CHECK_PORT`,
    );
  });
  await new Promise((resolve) => probe.close(resolve));
}
