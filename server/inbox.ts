import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { emailjsSendPath, submissionIdHeader } from '../src/lib/leads/schemas.ts';
import { surveyReference } from '../src/lib/leads/surveyReference.ts';
import { localInbox } from '../src/config/env.ts';
import { HttpError, UploadDropped } from './httpError.ts';
import { parseBody, readBody } from './leadBody.ts';
import {
  foreignHost,
  foreignOrigin,
  readEmailjsSend,
  readEmailjsSendForm,
  readFormPost,
  submissionIdOf,
  type Reading,
} from './leadCheck.ts';
import { emailjsAnswer, formAnswer, send, type Answer } from './leadAnswer.ts';
import {
  appendLead,
  inboxFile,
  nodeFiles,
  type InboxFiles,
  type Lead,
  type StoreOutcome,
} from './leadStore.ts';
import { readRequestPath } from './requestPath.ts';
import type { LeadPage } from './leadPage.ts';
import { oneLine } from './terminal.ts';

// The local lead inbox: stands in for EmailJS and the form-collection service until real keys are configured. Each
// post is parsed (leadBody.ts), checked (leadCheck.ts), stored (leadStore.ts) and answered (leadAnswer.ts).
export const inboxPaths = {
  emailjsSend: emailjsSendPath,
  emailjsSendForm: '/api/v1.0/email/send-form',
  forms: localInbox.formEndpoint,
} as const;

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

export { maxBodyBytes } from './leadBody.ts';
export { appendLead, inboxFile, type Lead } from './leadStore.ts';

/**
 * The local lead inbox. Returns true when it handled the request. `files` is where it stores (tests fail it); `page`
 * dresses its pages as the site's (server/leadPage.ts).
 */
export async function handleInbox(
  req: IncomingMessage,
  res: ServerResponse,
  pathname = readRequestPath(req.url)?.pathname,
  files: InboxFiles = nodeFiles,
  page?: LeadPage,
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
      route.answer.ok(res, req, reading.form, undefined, page);
      return true;
    }
    const submissionId = submissionIdOf(req);
    const lead: Lead = {
      received: new Date().toISOString(),
      ...reading.lead,
      ...(submissionId && { submissionId }),
    };
    // A survey request posted without the form's script has no reference yet: the answer and the lead get one.
    if (lead.form === 'survey' && !lead.fields.reference)
      lead.fields = { ...lead.fields, reference: surveyReference(submissionId ?? randomUUID()) };
    let outcome: StoreOutcome;
    try {
      outcome = await appendLead(lead, inboxFile(), files);
    } catch (failure) {
      const reason = failure instanceof Error ? failure.message : String(failure);
      console.error(
        summary(lead, `NOT stored in ${inboxFile()} (${reason}): the visitor was asked to call or e-mail`),
      );
      route.answer.notStored(res, req, page);
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
    route.answer.ok(res, req, lead.form, lead.fields, page);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    if (error instanceof UploadDropped) {
      console.warn(oneLine(`inbox: ${req.method} ${pathname}: ${error.message}`));
      res.destroy();
      return true;
    }
    req.resume();
    route.answer.error(res, req, error, page);
  }
  return true;
}
