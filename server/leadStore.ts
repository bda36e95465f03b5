import { chmodSync, statSync } from 'node:fs';
import { mkdir, open, readFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { claimInbox as claimLock, InboxTaken } from './inboxLock.ts';
import { setting } from './setting.ts';
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

/** `LEADS_INBOX`, or `leads/inbox.jsonl` when it is unset or blank (`path.resolve('')` is the working folder). */
export function inboxFile(): string {
  return path.resolve(setting(process.env.LEADS_INBOX) ?? path.join('leads', 'inbox.jsonl'));
}

/** The inbox holds names, e-mails and phones: its owner alone reads it, and the folder it is created in. */
const fileMode = 0o600;
const folderMode = 0o700;

/**
 * Makes `file` this process's inbox (server/inboxLock.ts: one server to an inbox), or throws the sentence that says
 * which process holds it. An inbox an earlier version left readable by others is made its owner's alone.
 */
export function claimInbox(file = inboxFile()): void {
  claimLock(file);
  try {
    if (statSync(file).mode & 0o077) chmodSync(file, fileMode);
  } catch {
    // no file yet: it is created with fileMode
  }
}

/** An open inbox file: the few operations the store uses (Node's FileHandle has them). */
export interface InboxHandle {
  stat(): Promise<{ size: number }>;
  read(buffer: Buffer, offset: number, length: number, position: number): Promise<{ bytesRead: number }>;
  write(buffer: Buffer, offset: number, length: number, position?: number): Promise<{ bytesWritten: number }>;
  truncate(length: number): Promise<void>;
  sync(): Promise<void>;
  close(): Promise<void>;
}

/** Claims the inbox for a server about to start, or says in one line why not and makes the process exit with 1. */
export function claimOrExplain(file = inboxFile()): boolean {
  try {
    claimInbox(file);
    return true;
  } catch (error) {
    if (!(error instanceof InboxTaken)) throw error;
    console.error(error.message);
    process.exitCode = 1;
    return false;
  }
}

/** The file system as the store uses it: Node's own, or a test's that fails on purpose (a full disk, a bad read). */
export interface InboxFiles {
  readFile(file: string, encoding: 'utf8'): Promise<string>;
  /** `a+` appends (where the store writes a lead); `r+` writes in place (where it erases one it could not cut). */
  open(file: string, flags: 'a+' | 'r+', mode?: number): Promise<InboxHandle>;
  mkdir(dir: string, options: { recursive: true; mode?: number }): Promise<unknown>;
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

/**
 * Writes all of `data` at the end of the file (a write may take only part of it), or at `position` on a handle
 * opened `r+`. `written` counts the bytes that reached the file, also when a later part fails.
 */
async function writeAll(
  handle: InboxHandle,
  data: Buffer,
  written = { bytes: 0 },
  position?: number,
): Promise<void> {
  while (written.bytes < data.length) {
    const at = position === undefined ? undefined : position + written.bytes;
    written.bytes += (await handle.write(data, written.bytes, data.length - written.bytes, at)).bytesWritten;
  }
}

/** What a withdrawn lead's bytes are overwritten with: no lead (readers and the ids skip it), no personal details. */
const withdrawnMarks = [
  '{"withdrawn":"a lead the visitor was told was not received (the disk failed); its details were erased"}',
  '{"withdrawn":true}',
];

/**
 * The `length` bytes a failed append left at `at` (its leading line break, if any, and the line or part of it),
 * overwritten with a withdrawn mark padded with spaces, or spaces alone where none fits: for when the file cannot
 * be cut back.
 */
async function eraseInPlace(file: string, files: InboxFiles, at: number, written: Buffer): Promise<void> {
  const erased = Buffer.alloc(written.length, ' ');
  const lead = written[0] === 0x0a ? 1 : 0;
  const whole = written.at(-1) === 0x0a ? 1 : 0;
  if (lead) erased[0] = 0x0a;
  if (whole) erased[erased.length - 1] = 0x0a;
  const mark = withdrawnMarks.find((m) => Buffer.byteLength(m) <= erased.length - lead - whole);
  if (mark) erased.write(mark, lead);
  const handle = await files.open(file, 'r+');
  try {
    await writeAll(handle, erased, { bytes: 0 }, at);
    await handle.sync().catch(() => undefined);
  } finally {
    await handle.close().catch(() => undefined);
  }
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
 * A failed append taken back: cut off the file; where the cut fails, erased where it is, so that no reader (nor a
 * restarted server's ids) takes the lead the visitor is told was not received, and their resend is stored once. The
 * cut is tried again before the next append unless the erasing did its work.
 */
async function withdraw(handle: InboxHandle, file: string, files: InboxFiles, size: number, written: Buffer) {
  try {
    return await takeBack(handle, file, size);
  } catch {
    // the file could not be cut back (or the cut not flushed): see what it holds
  }
  const now = await handle.stat().catch(() => undefined);
  // Cut, though not flushed, or nothing was written: the next append cuts and flushes again.
  if (now?.size === size || written.length === 0) return;
  await eraseInPlace(file, files, size, written).then(
    () => unfinished.delete(file),
    () => undefined,
  );
}

/**
 * Writes `line` at the end of the file and flushes it, or leaves the file as it was: a full disk must leave no part
 * line (the file stays JSON Lines), and no whole line the visitor was told was not received (their retry would
 * store it twice), the final newline included.
 */
async function appendLine(file: string, line: string, files: InboxFiles): Promise<void> {
  await files.mkdir(path.dirname(file), { recursive: true, mode: folderMode });
  const handle = await files.open(file, 'a+', fileMode);
  try {
    const before = unfinished.get(file);
    if (before !== undefined) await takeBack(handle, file, before);
    const { size } = await handle.stat();
    // A half line left by a crash or a hand edit must not swallow this lead.
    const text = Buffer.from((await endsMidLine(handle, size)) ? `\n${line}` : line, 'utf8');
    const written = { bytes: 0 };
    try {
      await writeAll(handle, text, written);
      await handle.sync();
    } catch (failure) {
      await withdraw(handle, file, files, size, text.subarray(0, written.bytes));
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
    claimInbox(file);
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
