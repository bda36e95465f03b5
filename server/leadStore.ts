import { mkdir, open, readFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { LeadFormName } from '../src/lib/leads/schemas.ts';

// The local inbox's store: one JSON line per lead in one file, each submission id stored once.

export interface Lead {
  received: string;
  form: LeadFormName;
  via: 'emailjs' | 'form';
  /** The browser's id for this submission: a resubmit of the same one is stored once. */
  submissionId?: string;
  fields: Record<string, string>;
  /** The time trap's mark (src/lib/leads/payload.ts): stored and shown, never a reason to drop the lead. */
  suspect?: string;
}

export function inboxFile(): string {
  return path.resolve(process.env.LEADS_INBOX ?? path.join('leads', 'inbox.jsonl'));
}

/** An open inbox file: the few operations the store uses. */
export type InboxHandle = Pick<FileHandle, 'stat' | 'read' | 'write' | 'truncate' | 'sync' | 'close'>;

/** The file system as the store uses it: Node's own, or a test's that fails on purpose (a full disk, a bad read). */
export interface InboxFiles {
  readFile(file: string, encoding: 'utf8'): Promise<string>;
  open(file: string, flags: 'a+'): Promise<InboxHandle>;
  mkdir(dir: string, options: { recursive: true }): Promise<unknown>;
}

export const nodeFiles: InboxFiles = { readFile, open, mkdir };

let queue: Promise<unknown> = Promise.resolve();
/** Submission ids stored in each inbox file, read from the file on first use. */
const storedIds = new Map<string, Set<string>>();

/** The file's text; empty when there is no file yet. Any other failure rejects, so nothing is taken as read. */
async function readInbox(file: string, files: InboxFiles): Promise<string> {
  try {
    return await files.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
    throw error;
  }
}

/**
 * The ids already stored, read once per file. A failed read is not remembered as "no ids": the lead that needed it
 * is refused (503, not received: the visitor is told to call or e-mail) and the next lead reads the file again,
 * rather than risk storing a lead twice.
 */
async function idsIn(file: string, files: InboxFiles): Promise<Set<string>> {
  let ids = storedIds.get(file);
  if (ids) return ids;
  ids = new Set();
  const text = await readInbox(file, files);
  for (const line of text.split('\n')) {
    try {
      const id = (JSON.parse(line) as Partial<Lead>).submissionId;
      if (typeof id === 'string') ids.add(id);
    } catch {
      // a line cut short by a crash: not a lead
    }
  }
  storedIds.set(file, ids);
  return ids;
}

/** Whether the file's last byte is something other than a line break (an empty file ends no line). */
async function endsMidLine(handle: InboxHandle, size: number): Promise<boolean> {
  if (size === 0) return false;
  const last = Buffer.alloc(1);
  await handle.read(last, 0, 1, size - 1);
  return last[0] !== 0x0a;
}

/** Writes all of `data` at the end of the file (a write may take only part of it). */
async function writeAll(handle: InboxHandle, data: Buffer): Promise<void> {
  for (let done = 0; done < data.length;)
    done += (await handle.write(data, done, data.length - done)).bytesWritten;
}

/** The size each file must be cut back to before anything else is written: a failed append not yet taken back. */
const unfinished = new Map<string, number>();

/** Cuts the file back to `size` and flushes that; remembers to do it before the next append if it fails now. */
async function takeBack(handle: InboxHandle, file: string, size: number): Promise<void> {
  unfinished.set(file, size);
  await handle.truncate(size);
  await handle.sync();
  unfinished.delete(file);
}

/**
 * Writes `line` at the end of the file and flushes it, or leaves the file as it was: a full disk must leave no part
 * line (the file stays JSON Lines), and no whole line the visitor was told was not received (their retry would
 * store it twice), the final newline included.
 */
async function appendLine(file: string, line: string, files: InboxFiles): Promise<void> {
  await files.mkdir(path.dirname(file), { recursive: true });
  const handle = await files.open(file, 'a+');
  try {
    const before = unfinished.get(file);
    if (before !== undefined) await takeBack(handle, file, before);
    const { size } = await handle.stat();
    // A half line left by a crash or a hand edit must not swallow this lead.
    const text = (await endsMidLine(handle, size)) ? `\n${line}` : line;
    try {
      await writeAll(handle, Buffer.from(text, 'utf8'));
      await handle.sync();
    } catch (failure) {
      await takeBack(handle, file, size).catch(() => undefined);
      throw failure;
    }
  } finally {
    // Once flushed, the lead is on disk whatever closing says; before that, the failure above is the one to tell.
    await handle.close().catch(() => undefined);
  }
}

/**
 * Append one lead as a JSON line and flush it to disk before the caller answers. Resolves false, writing nothing,
 * when a lead with the same submission id is already in the file (a resubmit after a slow answer).
 */
export function appendLead(lead: Lead, file = inboxFile(), files: InboxFiles = nodeFiles): Promise<boolean> {
  const write = queue.then(async () => {
    const ids = await idsIn(file, files);
    if (lead.submissionId && ids.has(lead.submissionId)) return false;
    await appendLine(file, `${JSON.stringify(lead)}\n`, files);
    if (lead.submissionId) ids.add(lead.submissionId);
    return true;
  });
  queue = write.catch(() => undefined);
  return write;
}
