import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

// One server to an inbox: two processes appending to one file (`npm run dev` beside `npm start`) would each remember
// only their own submission ids, so a lead resent to the other would be stored twice. The first to use the inbox
// writes its process id in `<inbox>.lock`; another finds it there and is refused, until that process is gone (a lock
// left by a crash or kill -9 names a process that no longer runs, and is taken over).

/** The inbox is held by another running process. */
export class InboxTaken extends Error {}

/** The inboxes this process holds, released when it exits. */
const held = new Set<string>();

const lockOf = (file: string) => `${file}.lock`;

/**
 * Whether a process with this id is running (EPERM: it runs, as another user). A server killed (kill -9) but not yet
 * reaped by its parent is a zombie: it still answers signal 0, though it will never write again, so on Linux its
 * state in /proc says it is gone (a restart at once after a kill found its own inbox "in use" by the dead server).
 */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    return !/^\d+ \(.*\) Z/s.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

/** The process id a lock file names, or undefined when it names none (empty, cut short, edited). */
function holderOf(lock: string): number | undefined {
  try {
    const pid = Number(readFileSync(lock, 'utf8').trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** A path as typed from the project folder, or in full when it lies outside it. */
const shown = (file: string) => {
  const relative = path.relative('.', file);
  return relative && !relative.startsWith('..') ? relative : file;
};

/** The command that started this server, to say again with another inbox. */
const command = () => {
  const script = process.env.npm_lifecycle_event;
  if (script === 'start') return 'npm start';
  return script && ['dev', 'edit', 'serve'].includes(script) ? `npm run ${script}` : 'npm start';
};

/** What the second server is told: which process, which file, and how to give this one its own. */
const takenMessage = (file: string, pid: number) =>
  `The lead inbox ${shown(file)} is in use by another server (process ${pid}, lock file ${shown(lockOf(file))}): ` +
  `stop that server, or give this one its own inbox, for example: LEADS_INBOX=leads/other.jsonl ${command()}`;

function release() {
  for (const file of held) if (holderOf(lockOf(file)) === process.pid) rmSync(lockOf(file), { force: true });
}

/**
 * Makes `file` this process's inbox (creating its folder, not readable by others), or throws InboxTaken with the
 * sentence to show when another running process holds it. Cheap once held.
 */
export function claimInbox(file: string): void {
  if (held.has(file)) return;
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const lock = lockOf(file);
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(lock, 'wx', 0o600);
      try {
        writeSync(fd, `${process.pid}\n`);
      } finally {
        closeSync(fd);
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const pid = holderOf(lock);
    if (pid === process.pid) break;
    if (pid !== undefined && running(pid)) throw new InboxTaken(takenMessage(file, pid));
    // A stale lock (its process is gone) or one being written: taken over, once.
    if (attempt > 0) throw new InboxTaken(takenMessage(file, pid ?? 0));
    rmSync(lock, { force: true });
  }
  if (held.size === 0) {
    process.once('exit', release);
    // Ctrl-C and a plain kill end a process without its 'exit' event: let go first, then end as the signal asks.
    for (const signal of ['SIGINT', 'SIGTERM'] as const)
      process.once(signal, () => {
        release();
        if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
      });
  }
  held.add(file);
}
