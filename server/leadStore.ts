import { mkdir, open, readFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { buildQuoteParams } from '../src/lib/leads/payload.ts';
import type { LeadFormName, QuoteValues } from '../src/lib/leads/schemas.ts';

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

/** An open inbox file: the few operations the store uses (Node's FileHandle has them). */
export interface InboxHandle {
  stat(): Promise<{ size: number }>;
  read(buffer: Buffer, offset: number, length: number, position: number): Promise<{ bytesRead: number }>;
  write(buffer: Buffer, offset: number, length: number): Promise<{ bytesWritten: number }>;
  truncate(length: number): Promise<void>;
  sync(): Promise<void>;
  close(): Promise<void>;
}

/** The file system as the store uses it: Node's own, or a test's that fails on purpose (a full disk, a bad read). */
export interface InboxFiles {
  readFile(file: string, encoding: 'utf8'): Promise<string>;
  open(file: string, flags: 'a+'): Promise<InboxHandle>;
  mkdir(dir: string, options: { recursive: true }): Promise<unknown>;
}

export const nodeFiles: InboxFiles = { readFile, open, mkdir };

let queue: Promise<unknown> = Promise.resolve();
/** Submission ids stored in each inbox file, each with what its lead says; read from the file on first use. */
const storedIds = new Map<string, Map<string, string>>();

/**
 * What a lead says, however it was sent (a digest): its form and fields, in any order, without when it came or its
 * time-trap mark. A quote says the same through EmailJS's nine params as through the form endpoint's fields.
 */
export function leadContent({ form, via, fields = {} }: Pick<Lead, 'form' | 'via' | 'fields'>): string {
  let said: Record<string, string> = fields;
  try {
    if (form === 'quote' && via === 'form') said = { ...buildQuoteParams(fields as unknown as QuoteValues) };
  } catch {
    // a line edited by hand lacks a field: its own fields stand for it, and its id is still remembered
  }
  const sorted = Object.keys(said)
    .sort()
    .map((name) => [name, said[name]]);
  return createHash('sha256')
    .update(JSON.stringify([form, sorted]))
    .digest('base64');
}

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
async function idsIn(file: string, files: InboxFiles): Promise<Map<string, string>> {
  let ids = storedIds.get(file);
  if (ids) return ids;
  ids = new Map();
  const text = await readInbox(file, files);
  for (const line of text.split('\n')) {
    try {
      const lead = JSON.parse(line) as Lead;
      if (typeof lead.submissionId === 'string') ids.set(lead.submissionId, leadContent(lead));
    } catch {
      // a line cut short by a crash, or edited by hand: not a lead
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

/** What became of a lead: stored now, stored before under its key (a resend), or another lead under a used key. */
export type StoreOutcome = 'stored' | 'already stored' | 'key used for another lead';

/**
 * Append one lead as a JSON line and flush it to disk before the caller answers. Writes nothing when its submission
 * id is already in the file: a resend of the same lead (after a slow answer), or another lead under that key, which
 * the key must never swallow (the caller refuses it).
 */
export function appendLead(
  lead: Lead,
  file = inboxFile(),
  files: InboxFiles = nodeFiles,
): Promise<StoreOutcome> {
  const write = queue.then(async (): Promise<StoreOutcome> => {
    const ids = await idsIn(file, files);
    const content = leadContent(lead);
    const stored = lead.submissionId === undefined ? undefined : ids.get(lead.submissionId);
    if (stored !== undefined) return stored === content ? 'already stored' : 'key used for another lead';
    await appendLine(file, `${JSON.stringify(lead)}\n`, files);
    if (lead.submissionId) ids.set(lead.submissionId, content);
    return 'stored';
  });
  queue = write.catch(() => undefined);
  return write;
}
