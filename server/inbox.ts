import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import Negotiator from 'negotiator';
import type { z } from 'zod';
import { site } from '../src/config/site.ts';
import {
  confirmations,
  emailjsSendPath,
  emailjsSendSchema,
  formMeta,
  leadForms,
  quoteTemplateSchema,
  submissionIdHeader,
  submissionIdSchema,
  type LeadFormName,
} from '../src/lib/leads/schemas.ts';
import { localInbox } from '../src/config/env.ts';
import { formWords } from '../src/content/forms.ts';
import { chosenSlots } from '../src/lib/leads/surveyConfirmation.ts';
import {
  appendLead,
  inboxFile,
  nodeFiles,
  type InboxFiles,
  type Lead,
  type StoreOutcome,
} from './leadStore.ts';
import { readRequestPath } from './requestPath.ts';
import { oneLine } from './terminal.ts';

// The local lead inbox: stands in for EmailJS and the form-collection service until real keys are configured.
export const inboxPaths = {
  emailjsSend: emailjsSendPath,
  emailjsSendForm: '/api/v1.0/email/send-form',
  forms: localInbox.formEndpoint,
} as const;

/** Bodies larger than this are refused with 413 (a lead is a few kilobytes at most). */
export const maxBodyBytes = 64 * 1024;

class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** The visitor's browser went away mid-upload: nobody is left to answer. */
class UploadDropped extends HttpError {}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > maxBodyBytes) throw new HttpError(413, 'Request body too large');
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBodyBytes) throw new HttpError(413, 'Request body too large');
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new UploadDropped(
      400,
      `The upload was cut off (${error instanceof Error ? error.message : 'aborted'})`,
    );
  }
  // A connection closed mid-body ends the stream early rather than failing it.
  if (!req.complete) throw new UploadDropped(400, `The upload was cut off after ${size} bytes`);
  return Buffer.concat(chunks);
}

/** The media type of a Content-Type header, lower-cased and without its parameters (`charset`, `boundary`). */
const mediaTypeOf = (header = '') => header.replace(/;.*$/s, '').trim().toLowerCase();

const isJsonPost = (req: IncomingMessage) => mediaTypeOf(req.headers['content-type']) === 'application/json';

/** Parse JSON, urlencoded or multipart bodies into fields (nested JSON kept as objects). */
async function parseBody(req: IncomingMessage, body: Buffer): Promise<Record<string, unknown>> {
  const type = req.headers['content-type'] ?? '';
  if (isJsonPost(req)) {
    try {
      const data: unknown = JSON.parse(body.toString('utf8'));
      if (data && typeof data === 'object' && !Array.isArray(data)) return data as Record<string, unknown>;
    } catch {
      // fall through to the error below
    }
    throw new HttpError(400, 'The body is not a JSON object');
  }
  if (['application/x-www-form-urlencoded', 'multipart/form-data'].includes(mediaTypeOf(type))) {
    try {
      // As sent: a multipart boundary is case-sensitive.
      const form = await new Request('http://inbox.local/', {
        method: 'POST',
        headers: { 'content-type': type },
        body: new Uint8Array(body),
      }).formData();
      const fields: Record<string, string> = {};
      for (const [key, value] of form) if (typeof value === 'string') fields[key] = value;
      return fields;
    } catch {
      throw new HttpError(400, 'The form body could not be read');
    }
  }
  throw new HttpError(415, 'Send JSON, urlencoded or multipart form data');
}

function check<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data);
  if (!result.success) {
    const reasons = result.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`);
    throw new HttpError(400, reasons.join('; '));
  }
  return result.data;
}

const asStrings = (values: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v ?? '')]));

/** The submission id the site's own script sends as a header (a no-script post has none). */
function submissionIdOf(req: IncomingMessage): string | undefined {
  const value = req.headers[submissionIdHeader.toLowerCase()];
  if (value === undefined || value === '') return undefined;
  return check(submissionIdSchema, value);
}

/** What an inbox path makes of a body: the lead to store, or nothing (a honeypot caught a bot). */
type Reading = { lead: Omit<Lead, 'received'> } | { spam: true; form: LeadFormName };

const formNames = new Map(Object.entries(leadForms)) as Map<LeadFormName, (typeof leadForms)[LeadFormName]>;

function readFormPost(fields: Record<string, unknown>): Reading {
  const name = fields[formMeta.formName];
  const form =
    typeof name === 'string' && formNames.has(name as LeadFormName) ? (name as LeadFormName) : undefined;
  if (!form)
    throw new HttpError(400, `Unknown form: set ${formMeta.formName} to ${[...formNames.keys()].join(', ')}`);
  if (String(fields[formMeta.honeypot] ?? '') !== '') return { spam: true, form };
  const mark = fields[formMeta.suspect];
  const suspect = typeof mark === 'string' && mark !== '' ? mark.slice(0, 200) : undefined;
  const lead = { form, via: 'form' as const, fields: asStrings(check(formNames.get(form)!, fields)) };
  return { lead: suspect ? { ...lead, suspect } : lead };
}

function readEmailjsSend(data: Record<string, unknown>): Reading {
  const { template_params } = check(emailjsSendSchema, data);
  return { lead: { form: 'quote', via: 'emailjs', fields: asStrings(template_params) } };
}

function readEmailjsSendForm(fields: Record<string, unknown>): Reading {
  const { lib_version, user_id, service_id, template_id, ...rest } = fields;
  check(emailjsSendSchema.omit({ template_params: true }), { lib_version, user_id, service_id, template_id });
  return { lead: { form: 'quote', via: 'emailjs', fields: asStrings(check(quoteTemplateSchema, rest)) } };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The page the visitor posted from, as a path on this site: `//evil.example` or `/\evil.example` is no other host. */
function backLink(req: IncomingMessage): string {
  const referer = req.headers.referer;
  if (!referer || !URL.canParse(referer)) return '/';
  const url = new URL(referer);
  return url.host === req.headers.host ? url.pathname.replace(/^[/\\]+/, '/') : '/';
}

function htmlPage(title: string, body: string, back: string, more = ''): string {
  return `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.6;color:#1b2a36">
<main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>${more}<p><a href="${escapeHtml(back)}">Back to the page you were on</a></p></main>
</body>
</html>`;
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'no-store' });
  res.end(body);
}

/** Formspree's error shape, which the forms' script reads. */
const sendErrors = (res: ServerResponse, status: number, message: string) =>
  send(res, status, 'application/json', JSON.stringify({ errors: [{ message }] }));

/** The lead was not stored (an unwritable inbox, a full disk): the visitor must know, and how else to reach us. */
const notStored = {
  title: 'Your message was NOT received',
  text: `Your message was not received: it could not be saved. Please call ${site.phone.display} or e-mail ${site.email} instead.`,
  page: 'Something went wrong on our side and your message could not be saved. Please call or e-mail us instead.',
  links: `<p><a href="${escapeHtml(site.phone.href)}">${escapeHtml(site.phone.display)}</a> or <a href="mailto:${escapeHtml(site.email)}">${escapeHtml(site.email)}</a></p>`,
};

/** How a path answers: what the service it stands in for answers (EmailJS: text; Formspree: JSON or a page). */
interface Answer {
  ok(res: ServerResponse, req: IncomingMessage, form: LeadFormName, fields?: Record<string, string>): void;
  error(res: ServerResponse, req: IncomingMessage, error: HttpError): void;
  notStored(res: ServerResponse, req: IncomingMessage): void;
}

const emailjsAnswer: Answer = {
  ok: (res) => send(res, 200, 'text/plain', 'OK'),
  error: (res, _req, error) => send(res, error.status, 'text/plain', error.message),
  // The EmailJS library posts with fetch and hands the body text to the form's script.
  notStored: (res) => sendErrors(res, 503, notStored.text),
};

/** A native post gets a page; a JSON body, or an Accept that prefers JSON (the forms' script), gets JSON. */
const wantsPage = (req: IncomingMessage) =>
  !isJsonPost(req) && new Negotiator(req).mediaType(['text/html', 'application/json']) !== 'application/json';

/** The page a native post is thanked with: a survey request's names the times chosen and says we confirm by phone. */
function thanksPage(req: IncomingMessage, form: LeadFormName, fields: Record<string, string> = {}): string {
  if (form !== 'survey') return htmlPage('Thank You!', confirmations[form].text, backLink(req));
  const { confirmation, slots } = formWords.survey;
  const times = chosenSlots(fields, site.hours, slots)
    .map((slot) => `<li>${escapeHtml(slot)}</li>`)
    .join('');
  const chosen = `<p>${escapeHtml(confirmation.chosen)}</p><ul>${times}</ul>`;
  return htmlPage(confirmation.title, confirmation.text, backLink(req), chosen);
}

const formAnswer: Answer = {
  ok: (res, req, form, fields) =>
    wantsPage(req)
      ? send(res, 200, 'text/html', thanksPage(req, form, fields))
      : send(res, 200, 'application/json', JSON.stringify({ ok: true })),
  error: (res, req, error) =>
    wantsPage(req)
      ? send(
          res,
          error.status,
          'text/html',
          htmlPage(
            'Please check your details',
            `We could not accept that form: ${error.message}. Please go back and check your details.`,
            backLink(req),
          ),
        )
      : sendErrors(res, error.status, error.message),
  notStored: (res, req) =>
    wantsPage(req)
      ? send(res, 503, 'text/html', htmlPage(notStored.title, notStored.page, backLink(req), notStored.links))
      : sendErrors(res, 503, notStored.text),
};

/** The inbox: each path, what it reads a body as, and how it answers. */
const inbox = new Map<string, { read: (body: Record<string, unknown>) => Reading; answer: Answer }>([
  [inboxPaths.emailjsSend, { read: readEmailjsSend, answer: emailjsAnswer }],
  [inboxPaths.emailjsSendForm, { read: readEmailjsSendForm, answer: emailjsAnswer }],
  [inboxPaths.forms, { read: readFormPost, answer: formAnswer }],
]);

/** The lead in one terminal line, and what became of it. */
function summary(lead: Lead, outcome: string): string {
  const f = lead.fields;
  const who = f.from_name ?? f.name ?? `${f.firstName ?? ''} ${f.lastName ?? ''}`.trim();
  const email = f.from_email ?? f.email ?? '';
  const id = lead.submissionId ? ` [${lead.submissionId}]` : '';
  const suspect = lead.suspect ? ` SUSPECT (${lead.suspect})` : '';
  return oneLine(`lead  ${lead.form}${id} from ${who} <${email}> via ${lead.via}${suspect} ${outcome}`);
}

/** The names this server answers to: loopback, and the one HOST names (not a wildcard such as 0.0.0.0). */
function ownHostNames(): Set<string> {
  const names = new Set(['localhost', '127.0.0.1', '[::1]']);
  const host = process.env.HOST?.toLowerCase();
  if (host && !['0.0.0.0', '::', '[::]'].includes(host))
    names.add(host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);
  return names;
}

/**
 * A post to another name than this server's own is refused: a foreign page whose name has been made to resolve to
 * 127.0.0.1 (DNS rebinding) is "same origin" with itself, and only its Host header gives it away.
 */
function foreignHost(req: IncomingMessage): string | undefined {
  const host = req.headers.host ?? '';
  const match = /^(\[[\d:.a-f]+\]|[^:[\]]+)(?::(\d{1,5}))?$/i.exec(host);
  const [, name = '', port = '80'] = match ?? [];
  if (ownHostNames().has(name.toLowerCase()) && Number(port) === req.socket.localPort) return undefined;
  return host;
}

/** A post from another website open in the visitor's browser is refused; the site's own pages and tools are not. */
function foreignOrigin(req: IncomingMessage): string | undefined {
  const origin = req.headers.origin;
  if (origin === undefined) return undefined;
  if (URL.canParse(origin) && new URL(origin).host === req.headers.host) return undefined;
  return origin;
}

export { appendLead, inboxFile, type Lead } from './leadStore.ts';

/** The local lead inbox. Returns true when it handled the request. `files` is where it stores (tests fail it). */
export async function handleInbox(
  req: IncomingMessage,
  res: ServerResponse,
  pathname = readRequestPath(req.url)?.pathname,
  files: InboxFiles = nodeFiles,
): Promise<boolean> {
  const route = pathname === undefined ? undefined : inbox.get(pathname.replace(/\/+$/, ''));
  if (!route) return false;
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    send(res, 405, 'text/plain', 'Method Not Allowed: the lead inbox accepts POST only');
    return true;
  }
  try {
    const misdirected = foreignHost(req);
    if (misdirected !== undefined)
      throw new HttpError(
        421,
        `This inbox answers at localhost:${req.socket.localPort} only: Host ${JSON.stringify(misdirected)} is not this server`,
      );
    const foreign = foreignOrigin(req);
    if (foreign) throw new HttpError(403, `Posts from other websites are refused (Origin: ${foreign})`);
    const reading = route.read(await parseBody(req, await readBody(req)));
    if ('spam' in reading) {
      route.answer.ok(res, req, reading.form);
      return true;
    }
    const submissionId = submissionIdOf(req);
    const lead: Lead = {
      received: new Date().toISOString(),
      ...reading.lead,
      ...(submissionId && { submissionId }),
    };
    let outcome: StoreOutcome;
    try {
      outcome = await appendLead(lead, inboxFile(), files);
    } catch (failure) {
      const reason = failure instanceof Error ? failure.message : String(failure);
      console.error(
        summary(lead, `NOT stored in ${inboxFile()} (${reason}): the visitor was asked to call or e-mail`),
      );
      route.answer.notStored(res, req);
      return true;
    }
    if (outcome === 'key used for another lead') {
      console.warn(summary(lead, 'NOT stored: its key was already used for a different lead (422)'));
      throw new HttpError(
        422,
        `${submissionIdHeader} ${submissionId} was already used for a different message: nothing was stored. Send it again as a new submission`,
      );
    }
    console.log(
      summary(
        lead,
        outcome === 'stored' ? `→ ${path.relative('.', inboxFile())}` : '(already stored: not written again)',
      ),
    );
    route.answer.ok(res, req, lead.form, lead.fields);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    if (error instanceof UploadDropped) {
      console.warn(oneLine(`inbox: ${req.method} ${pathname}: ${error.message}`));
      res.destroy();
      return true;
    }
    req.resume();
    route.answer.error(res, req, error);
  }
  return true;
}
