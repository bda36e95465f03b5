import type { IncomingMessage, ServerResponse } from 'node:http';
import Negotiator from 'negotiator';
import { site } from '../src/config/site.ts';
import { confirmations, type LeadFormName } from '../src/lib/leads/schemas.ts';
import { formWords } from '../src/content/forms.ts';
import { chosenSlots } from '../src/lib/leads/surveyConfirmation.ts';
import { fill } from '../src/lib/templates.ts';
import type { HttpError } from './httpError.ts';
import { isJsonPost } from './leadBody.ts';
import { answerContent, type LeadPage } from './leadPage.ts';

// Answer: what each path says back, as the service it stands in for would (EmailJS: text; Formspree: JSON or a page).

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The page the visitor posted from, as a path on this site: `//evil.example` or `/\evil.example` is no other host. */
function backLink(req: IncomingMessage): string {
  const referer = req.headers.referer;
  if (!referer || !URL.canParse(referer)) return '/';
  const url = new URL(referer);
  return url.host === req.headers.host ? url.pathname.replace(/^[/\\]+/, '/') : '/';
}

/**
 * An answer page: in the site's own page (server/leadPage.ts) under `npm start`, or a plain one where there is no
 * built site (`npm run dev`, whose pages carry no CSP: its `<style>` element applies there).
 */
function htmlPage(page: LeadPage | undefined, title: string, body: string, back: string, more = ''): string {
  const content = answerContent(escapeHtml(title), escapeHtml(body), more, escapeHtml(back));
  if (page) return page(escapeHtml(title), content);
  return `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.6;color:#1b2a36}</style></head>
<body><main>${content}</main></body>
</html>`;
}

export function send(res: ServerResponse, status: number, type: string, body: string): void {
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
export interface Answer {
  ok(
    res: ServerResponse,
    req: IncomingMessage,
    form: LeadFormName,
    fields?: Record<string, string>,
    page?: LeadPage,
  ): void;
  error(res: ServerResponse, req: IncomingMessage, error: HttpError, page?: LeadPage): void;
  notStored(res: ServerResponse, req: IncomingMessage, page?: LeadPage): void;
}

export const emailjsAnswer: Answer = {
  ok: (res) => send(res, 200, 'text/plain', 'OK'),
  error: (res, _req, error) => send(res, error.status, 'text/plain', error.message),
  // The EmailJS library posts with fetch and hands the body text to the form's script.
  notStored: (res) => sendErrors(res, 503, notStored.text),
};

/** A native post gets a page; a JSON body, or an Accept that prefers JSON (the forms' script), gets JSON. */
const wantsPage = (req: IncomingMessage) =>
  !isJsonPost(req) && new Negotiator(req).mediaType(['text/html', 'application/json']) !== 'application/json';

/** The page a native post is thanked with: a survey request's names the times chosen and says we confirm by phone. */
function thanksPage(
  req: IncomingMessage,
  form: LeadFormName,
  fields: Record<string, string> = {},
  page?: LeadPage,
): string {
  if (form !== 'survey') return htmlPage(page, 'Thank You!', confirmations[form].text, backLink(req));
  const { confirmation, slots } = formWords.survey;
  const times = chosenSlots(fields, site.hours, slots)
    .map((slot) => `<li>${escapeHtml(slot)}</li>`)
    .join('');
  const reference = fields.reference
    ? `<p><strong>${escapeHtml(fill(confirmation.reference, { reference: fields.reference }))}</strong></p>`
    : '';
  const emailed = fields.email
    ? `<p>${escapeHtml(fill(confirmation.emailed, { email: fields.email }))}</p>`
    : '';
  const chosen = `${reference}<p>${escapeHtml(confirmation.chosen)}</p><ul>${times}</ul>${emailed}`;
  return htmlPage(page, confirmation.title, confirmation.text, backLink(req), chosen);
}

export const formAnswer: Answer = {
  ok: (res, req, form, fields, page) =>
    wantsPage(req)
      ? send(res, 200, 'text/html', thanksPage(req, form, fields, page))
      : send(res, 200, 'application/json', JSON.stringify({ ok: true })),
  error: (res, req, error, page) =>
    wantsPage(req)
      ? send(
          res,
          error.status,
          'text/html',
          htmlPage(
            page,
            'Please check your details',
            `We could not accept that form: ${error.message}. Please go back and check your details.`,
            backLink(req),
          ),
        )
      : sendErrors(res, error.status, error.message),
  notStored: (res, req, page) =>
    wantsPage(req)
      ? send(
          res,
          503,
          'text/html',
          htmlPage(page, notStored.title, notStored.page, backLink(req), notStored.links),
        )
      : sendErrors(res, 503, notStored.text),
};
