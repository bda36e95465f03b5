import type { IncomingMessage, ServerResponse } from 'node:http';
import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import {
  emailjsSendSchema,
  formMeta,
  leadForms,
  quoteTemplateSchema,
  type LeadFormName,
} from '../src/lib/leads/schemas.ts';

// The local lead inbox: stands in for EmailJS and the form-collection service until real keys are configured.
export const inboxPaths = {
  emailjsSend: '/api/v1.0/email/send',
  emailjsSendForm: '/api/v1.0/email/send-form',
  forms: '/api/forms',
} as const;

/** Bodies larger than this are refused with 413 (a lead is a few kilobytes at most). */
export const maxBodyBytes = 64 * 1024;

export interface Lead {
  received: string;
  form: LeadFormName;
  via: 'emailjs' | 'form';
  fields: Record<string, string>;
}

export function inboxFile(): string {
  return path.resolve(process.env.LEADS_INBOX ?? path.join('leads', 'inbox.jsonl'));
}

let queue: Promise<unknown> = Promise.resolve();

/** Append one lead as a JSON line and flush it to disk before the caller answers. */
export function appendLead(lead: Lead, file = inboxFile()): Promise<void> {
  const write = queue.then(async () => {
    await mkdir(path.dirname(file), { recursive: true });
    const handle = await open(file, 'a');
    try {
      await handle.appendFile(`${JSON.stringify(lead)}\n`, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
  });
  queue = write.catch(() => undefined);
  return write;
}

class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > maxBodyBytes) throw new HttpError(413, 'Request body too large');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBodyBytes) throw new HttpError(413, 'Request body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Parse JSON, urlencoded or multipart bodies into flat string fields (nested JSON kept as objects). */
async function parseBody(req: IncomingMessage, body: Buffer): Promise<Record<string, unknown>> {
  const type = String(req.headers['content-type'] ?? '').toLowerCase();
  if (type.startsWith('application/json')) {
    try {
      const data: unknown = JSON.parse(body.toString('utf8'));
      if (data && typeof data === 'object' && !Array.isArray(data)) return data as Record<string, unknown>;
    } catch {
      // fall through to the error below
    }
    throw new HttpError(400, 'The body is not a JSON object');
  }
  if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
    try {
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

function reasons(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');
}

function check<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data);
  if (!result.success) throw new HttpError(400, reasons(result.error));
  return result.data;
}

function asStrings(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v ?? '')]));
}

function formNameOf(fields: Record<string, unknown>): LeadFormName {
  const name = fields[formMeta.formName];
  if (typeof name === 'string' && name in leadForms) return name as LeadFormName;
  if ('firstName' in fields) return 'quote';
  if ('from_name' in fields) return 'contact';
  if ('name' in fields) return 'quick-contact';
  throw new HttpError(400, `Unknown form: set ${formMeta.formName} to quote, contact or quick-contact`);
}

function summary(lead: Lead): string {
  const f = lead.fields;
  const who = f.from_name ?? f.name ?? `${f.firstName ?? ''} ${f.lastName ?? ''}`.trim();
  const email = f.from_email ?? f.email ?? '';
  return `lead  ${lead.form} from ${who} <${email}> via ${lead.via} → ${path.relative('.', inboxFile())}`;
}

async function accept(lead: Omit<Lead, 'received'>): Promise<void> {
  const full: Lead = { received: new Date().toISOString(), ...lead };
  await appendLead(full);
  console.log(summary(full));
}

/** The form-collection endpoint: JSON (Formspree-style answers) or a native post (a plain HTML page). */
async function handleForm(fields: Record<string, unknown>): Promise<LeadFormName | 'spam'> {
  const form = formNameOf(fields);
  if (String(fields[formMeta.honeypot] ?? '') !== '') return 'spam';
  const values = check(leadForms[form], fields);
  const context = String(fields[formMeta.context] ?? '').slice(0, 300);
  await accept({
    form,
    via: 'form',
    fields: asStrings({ ...values, ...(context ? { context } : {}) }),
  });
  return form;
}

async function handleEmailjsSend(data: Record<string, unknown>): Promise<void> {
  const envelope = check(emailjsSendSchema, data);
  await accept({ form: 'quote', via: 'emailjs', fields: asStrings(envelope.template_params) });
}

async function handleEmailjsSendForm(fields: Record<string, unknown>): Promise<void> {
  const { lib_version, user_id, service_id, template_id, ...params } = fields;
  check(emailjsSendSchema.omit({ template_params: true }), {
    lib_version,
    user_id,
    service_id,
    template_id,
  });
  const values = check(quoteTemplateSchema, params);
  await accept({ form: 'quote', via: 'emailjs', fields: asStrings(values) });
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function backLink(req: IncomingMessage): string {
  const referer = req.headers.referer;
  if (!referer) return '/';
  try {
    const url = new URL(referer);
    return url.host === req.headers.host ? url.pathname : '/';
  } catch {
    return '/';
  }
}

function htmlPage(title: string, body: string, back: string): string {
  return `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.6;color:#1b2a36">
<main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(back)}">Back to the page you were on</a></p></main>
</body>
</html>`;
}

const confirmations: Record<LeadFormName | 'spam', string> = {
  quote: "Thank you! We'll contact you within 24 hours with your free quote.",
  contact: "Your message has been sent successfully. We'll contact you within 24 hours.",
  'quick-contact': "We'll get back to you within 24 hours.",
  spam: "We'll get back to you within 24 hours.",
};

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, {
    'Content-Type': `${type}; charset=utf-8`,
    'Cache-Control': 'no-store',
  });
  res.end(body);
}

/** The local lead inbox. Returns true when it handled the request. */
export async function handleInbox(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const pathname = new URL(req.url ?? '/', 'http://localhost').pathname.replace(/\/+$/, '');
  const route = Object.values(inboxPaths).find((p) => p === pathname);
  if (!route) return false;
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    send(res, 405, 'text/plain', 'Method Not Allowed: the lead inbox accepts POST only');
    return true;
  }
  const wantsJson = String(req.headers.accept ?? '').includes('application/json');
  const native = route === inboxPaths.forms && !wantsJson;
  try {
    const fields = await parseBody(req, await readBody(req));
    if (route === inboxPaths.emailjsSend) await handleEmailjsSend(fields);
    else if (route === inboxPaths.emailjsSendForm) await handleEmailjsSendForm(fields);
    else {
      const form = await handleForm(fields);
      if (native) {
        send(res, 200, 'text/html', htmlPage('Thank You!', confirmations[form], backLink(req)));
        return true;
      }
      send(res, 200, 'application/json', JSON.stringify({ ok: true }));
      return true;
    }
    send(res, 200, 'text/plain', 'OK');
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    req.resume();
    if (native) {
      const body = `We could not accept that form: ${error.message}. Please go back and check your details.`;
      send(res, error.status, 'text/html', htmlPage('Please check your details', body, backLink(req)));
    } else if (route === inboxPaths.forms) {
      send(res, error.status, 'application/json', JSON.stringify({ errors: [{ message: error.message }] }));
    } else {
      send(res, error.status, 'text/plain', error.message);
    }
  }
  return true;
}
