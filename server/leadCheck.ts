import type { IncomingMessage } from 'node:http';
import type { z } from 'zod';
import {
  emailjsSendSchema,
  formMeta,
  leadForms,
  quoteTemplateSchema,
  submissionIdHeader,
  submissionIdSchema,
  type LeadFormName,
} from '../src/lib/leads/schemas.ts';
import { HttpError } from './httpError.ts';
import type { Lead } from './leadStore.ts';

// Check: who may post here, and what a body holds, by the forms' own schemas.

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
export function submissionIdOf(req: IncomingMessage): string | undefined {
  const value = req.headers[submissionIdHeader.toLowerCase()];
  if (value === undefined || value === '') return undefined;
  return check(submissionIdSchema, value);
}

/** What an inbox path makes of a body: the lead to store, or nothing (a honeypot caught a bot). */
export type Reading = { lead: Omit<Lead, 'received'> } | { spam: true; form: LeadFormName };

const formNames = new Map(Object.entries(leadForms)) as Map<LeadFormName, (typeof leadForms)[LeadFormName]>;

export function readFormPost(fields: Record<string, unknown>): Reading {
  const name = fields[formMeta.formName];
  const form =
    typeof name === 'string' && formNames.has(name as LeadFormName) ? (name as LeadFormName) : undefined;
  if (!form)
    throw new HttpError(400, `Unknown form: set ${formMeta.formName} to ${[...formNames.keys()].join(', ')}`);
  if (String(fields[formMeta.honeypot] ?? '') !== '') return { spam: true, form };
  const mark = fields[formMeta.suspect];
  const suspect = typeof mark === 'string' && mark !== '' ? mark.slice(0, 200) : undefined;
  // What every post carries besides the form's own fields; any other name the schema does not know is refused.
  const {
    [formMeta.formName]: _name,
    [formMeta.honeypot]: _trap,
    [formMeta.suspect]: _mark,
    ...values
  } = fields;
  const lead = { form, via: 'form' as const, fields: asStrings(check(formNames.get(form)!, values)) };
  return { lead: suspect ? { ...lead, suspect } : lead };
}

export function readEmailjsSend(data: Record<string, unknown>): Reading {
  const { template_params } = check(emailjsSendSchema, data);
  return { lead: { form: 'quote', via: 'emailjs', fields: asStrings(template_params) } };
}

export function readEmailjsSendForm(fields: Record<string, unknown>): Reading {
  const { lib_version, user_id, service_id, template_id, ...rest } = fields;
  check(emailjsSendSchema.omit({ template_params: true }), { lib_version, user_id, service_id, template_id });
  return { lead: { form: 'quote', via: 'emailjs', fields: asStrings(check(quoteTemplateSchema, rest)) } };
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
export function foreignHost(req: IncomingMessage): string | undefined {
  const host = req.headers.host ?? '';
  const match = /^(\[[\d:.a-f]+\]|[^:[\]]+)(?::(\d{1,5}))?$/i.exec(host);
  const [, name = '', port = '80'] = match ?? [];
  if (ownHostNames().has(name.toLowerCase()) && Number(port) === req.socket.localPort) return undefined;
  return host;
}

/** A post from another website open in the visitor's browser is refused; the site's own pages and tools are not. */
export function foreignOrigin(req: IncomingMessage): string | undefined {
  const origin = req.headers.origin;
  if (origin === undefined) return undefined;
  if (URL.canParse(origin) && new URL(origin).host === req.headers.host) return undefined;
  return origin;
}
