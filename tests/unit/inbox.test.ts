import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, existsSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleInbox, inboxFile, maxBodyBytes } from '../../server/inbox.ts';
import { claimInbox } from '../../server/leadStore.ts';
import { rawAnswer, rawRequest } from './support/rawHttp.ts';
import { faultyFiles } from './support/faultyFiles.ts';
import type { InboxFiles } from '../../server/leadStore.ts';
import {
  contactMessage,
  emailjsEnvelope,
  hostileQuoteParams,
  quickContact,
  quoteValues,
} from './support/leadBodies.ts';
import { buildFormBody } from '../../src/lib/leads/payload.ts';
import { dateSlots, describeSlot, openParts, weekdays } from '../../src/lib/leads/surveySlots.ts';
import { fill } from '../../src/lib/templates.ts';
import { referencePattern, surveyReference } from '../../src/lib/leads/surveyReference.ts';
import { slotMessages, type LeadFormName } from '../../src/lib/leads/schemas.ts';
import { contactContent } from '../../src/content/contact.ts';

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#39;');
import { formWords } from '../../src/content/forms.ts';
import { site } from '../../src/config/site.ts';

let server: http.Server;
let base = '';
let file = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    void handleInbox(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end('not inbox');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  vi.restoreAllMocks();
  file = path.join(mkdtempSync(path.join(tmpdir(), 'inbox-')), 'nested', 'inbox.jsonl');
  process.env.LEADS_INBOX = file;
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

const leads = () =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { form: string; fields: Record<string, string> })
    : [];

const params = hostileQuoteParams;
const envelope = emailjsEnvelope;

const postJson = (p: string, body: unknown, accept = 'application/json', submissionId?: string) =>
  fetch(base + p, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: accept,
      ...(submissionId ? { 'Idempotency-Key': submissionId } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('EmailJS send', () => {
  it('answers 200 OK and appends the quote as one JSON line (creating the folder)', async () => {
    const res = await postJson('/api/v1.0/email/send', envelope, '*/*');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('OK');
    const [lead] = leads();
    expect(lead).toMatchObject({ form: 'quote', via: 'emailjs', fields: params });
    expect(new Date((lead as unknown as { received: string }).received).getTime()).not.toBeNaN();
  });

  it('answers 400 with the reason for a malformed body', async () => {
    const res = await postJson('/api/v1.0/email/send', {
      ...envelope,
      template_params: { ...params, from_email: 'nope', glass_type: '' },
    });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).toContain('from_email: Invalid email address');
    expect(text).toContain('glass_type: Please select glass type');
    expect((await postJson('/api/v1.0/email/send', '{not json')).status).toBe(400);
    expect((await postJson('/api/v1.0/email/send', { ...envelope, service_id: '' })).status).toBe(400);
    expect(leads()).toEqual([]);
  });

  it('refuses a template parameter or envelope key it does not know, by name', async () => {
    for (const body of [
      { ...envelope, template_params: { ...params, best_time: 'Evenings' } },
      { ...envelope, accessToken: 'x' },
    ]) {
      const res = await postJson('/api/v1.0/email/send', body);
      expect(res.status).toBe(400);
      expect(await res.text()).toMatch(/Unknown field (best_time|accessToken): add it to the form's schema/);
    }
    expect(leads()).toEqual([]);
  });

  it('answers 413 past the size limit', async () => {
    const res = await postJson('/api/v1.0/email/send', {
      ...envelope,
      pad: 'x'.repeat(maxBodyBytes),
    });
    expect(res.status).toBe(413);
    expect(leads()).toEqual([]);
  });
});

describe('EmailJS send-form', () => {
  it('accepts multipart form data', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ ...envelope, template_params: undefined, ...params }))
      if (v !== undefined) form.append(k, v);
    const res = await fetch(`${base}/api/v1.0/email/send-form`, { method: 'POST', body: form });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('OK');
    expect(leads()[0]?.fields.from_name).toBe("Zoë O'Brien");
  });

  it('refuses a field the quote’s template parameters do not know', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      ...envelope,
      template_params: undefined,
      ...params,
      best_time: 'x',
    }))
      if (v !== undefined) form.append(k, v);
    const res = await fetch(`${base}/api/v1.0/email/send-form`, { method: 'POST', body: form });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Unknown field best_time');
    expect(leads()).toEqual([]);
  });
});

describe('form endpoint', () => {
  const contact = {
    form_name: 'contact',
    _gotcha: '',
    from_name: '李小龍',
    from_email: 'lee@example.com',
    phone: '020 7946 0001',
    service_type: 'Other',
    message: 'Hello, world',
  };

  it('answers Formspree-style {ok:true} to JSON', async () => {
    const res = await postJson('/api/forms', contact);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(leads()).toMatchObject([
      { form: 'contact', via: 'form', fields: { from_name: '李小龍', message: 'Hello, world' } },
    ]);
  });

  it('answers {errors:[…]} with 400 to an invalid form', async () => {
    const res = await postJson('/api/forms', { ...contact, service_type: '' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { message: string }[] };
    expect(body.errors[0]?.message).toContain('service_type');
    expect(leads()).toEqual([]);
  });

  it('refuses a field the form’s schema does not know, by name, and stores nothing', async () => {
    for (const body of [
      { ...contact, best_time: 'Evenings' },
      {
        ...quickContact,
        _gotcha: '',
        spam_check: 'suspect: sent 0.5 s after the page loaded',
        best_time: 'x',
      },
    ]) {
      const res = await postJson('/api/forms', body);
      expect(res.status).toBe(400);
      const { errors } = (await res.json()) as { errors: { message: string }[] };
      expect(errors.map((e) => e.message).join('; ')).toContain(
        "Unknown field best_time: add it to the form's schema in src/lib/leads/schemas.ts",
      );
    }
    expect(leads()).toEqual([]);
  });

  it('drops a filled honeypot without storing it', async () => {
    const res = await postJson('/api/forms', { ...contact, _gotcha: 'bot' });
    expect(res.status).toBe(200);
    expect(leads()).toEqual([]);
  });

  it('answers a native urlencoded post with a plain confirmation page and a link back', async () => {
    const res = await fetch(`${base}/api/forms`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'text/html',
        Referer: `${base}/services`,
      },
      body: new URLSearchParams({
        form_name: 'quick-contact',
        _gotcha: '',
        name: '<b>Bold</b>',
        email: 'a@example.com',
        phone: '020 7946 0002',
        message: '',
      }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('Thank You!');
    expect(html).toContain('href="/services"');
    expect(html).not.toContain('<b>Bold</b>');
    expect(leads()[0]).toMatchObject({ form: 'quick-contact', fields: { name: '<b>Bold</b>' } });
  });

  it('thanks a native survey request by naming its times and saying we confirm by phone', async () => {
    const { confirmation, slots } = formWords.survey;
    const dated = dateSlots(site.hours, new Date(), contactContent.surveyPage.leadTimeHours).at(-1)!;
    const res = await fetch(`${base}/api/forms`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
      body: new URLSearchParams({
        form_name: 'survey',
        _gotcha: '',
        name: 'Ann Lee',
        phone: '020 7946 0007',
        postcode: 'SW3 4AB',
        slot_1: 'tuesday morning',
        slot_2: dated,
        slot_3: '',
        notes: '',
      }),
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(new RegExp(`<h1 [^>]*>${confirmation.title}</h1>`));
    expect(html).toContain(confirmation.text.replaceAll("'", '&#39;'));
    for (const code of ['tuesday morning', dated])
      expect(html).toContain(`<li>${describeSlot(code, site.hours, slots)}</li>`);
    expect(leads()[0]).toMatchObject({
      form: 'survey',
      fields: { name: 'Ann Lee', slot_1: 'tuesday morning', slot_2: dated, slot_3: '' },
    });
    // Posted without the form's script, it has no reference yet: the inbox gives it one, and the page shows it.
    const { reference } = leads()[0]!.fields;
    expect(reference).toMatch(referencePattern);
    expect(html).toContain(fill(confirmation.reference, { reference: reference! }));
  });

  it('keeps the reference a survey request carries, and checks an e-mail address only when one is given', async () => {
    const survey = {
      form_name: 'survey',
      name: 'Ann',
      phone: '020 7946 0007',
      postcode: 'SW3 4AB',
      slot_1: 'tuesday morning',
    };
    const reference = surveyReference(crypto.randomUUID());
    expect((await postJson('/api/forms', { ...survey, email: '', reference })).status).toBe(200);
    expect(leads()[0]!.fields).toMatchObject({ email: '', reference });
    const bad = await postJson('/api/forms', { ...survey, email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('Please enter a valid email address');
    expect((await postJson('/api/forms', { ...survey, reference: 'HP-ILOU00' })).status).toBe(400);
    expect(leads()).toHaveLength(1);
  });

  it('refuses a survey request for a time we are closed, or one already over, and says why', async () => {
    const survey = { form_name: 'survey', name: 'Ann', phone: '020 7946 0007', postcode: 'SW3 4AB' };
    const closedDay = weekdays.find((day) => openParts(site.hours, day).length === 0)!.toLowerCase();
    for (const [slot, reason] of [
      [`${closedDay} morning`, slotMessages.closed],
      ['1999-01-04 afternoon', slotMessages.past],
    ] as const) {
      const res = await postJson('/api/forms', { ...survey, slot_1: 'tuesday morning', slot_2: slot });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ errors: [{ message: `slot_2: ${reason}` }] });
      const page = await fetch(`${base}/api/forms`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
        body: new URLSearchParams({ ...survey, slot_1: slot }),
      });
      expect(page.status).toBe(400);
      expect(await page.text()).toContain(escapeHtml(reason));
    }
    expect(leads()).toEqual([]);
  });

  it('refuses a survey request without a time, or with a time that is not one', async () => {
    const survey = { form_name: 'survey', name: 'Ann', phone: '020 7946 0007', postcode: 'SW3 4AB' };
    for (const [slot, reason] of [
      ['', 'Please choose at least one preferred time'],
      ['2030-02-30 morning', 'Please choose a time from the list'],
    ] as const) {
      const res = await postJson('/api/forms', { ...survey, slot_1: slot });
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(reason);
    }
    expect(leads()).toEqual([]);
  });

  it('validates a native quote post with the quote schema', async () => {
    const res = await fetch(`${base}/api/forms`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ form_name: 'quote', firstName: 'A' }),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('First name must be at least 2 characters');
  });

  it('leaves other paths and refuses other methods', async () => {
    expect((await fetch(`${base}/contact`)).status).toBe(404);
    const res = await fetch(`${base}/api/forms`);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });
});

describe('the time trap', () => {
  const { form_name: _q, ...quick } = quickContact;
  const { form_name: _c, ...contact } = contactMessage;
  const values = { quote: quoteValues, contact, 'quick-contact': quick };
  it.each(Object.entries(values))(
    'stores a %s sent too soon after the page loaded, marked as suspect in the file and the terminal',
    async (form, fields) => {
      const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
      const res = await postJson('/api/forms', buildFormBody(form as LeadFormName, fields, 1200));
      expect(res.status).toBe(200);
      const mark = 'suspect: sent 1.2 s after the page loaded';
      expect(leads()).toMatchObject([{ form, via: 'form', suspect: mark }]);
      expect(log).toHaveBeenCalledWith(
        expect.stringMatching(new RegExp(`^lead  ${form} .* SUSPECT \\(${mark}\\) →`)),
      );
    },
  );
});

describe('submission ids (the Idempotency-Key header)', () => {
  const quick = {
    form_name: 'quick-contact',
    _gotcha: '',
    name: 'Ada',
    email: 'ada@example.com',
    phone: '020 7946 0003',
    message: 'Hello',
  };
  const post = (id: string, p = '/api/forms', body: unknown = quick) => postJson(p, body, undefined, id);

  it('stores a resubmitted lead once and answers both sends alike', async () => {
    const first = await post('sub-0001-aaaa');
    const again = await post('sub-0001-aaaa');
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(await again.json()).toEqual({ ok: true });
    expect(leads()).toHaveLength(1);
    expect(leads()[0]).toMatchObject({ submissionId: 'sub-0001-aaaa', form: 'quick-contact' });
    await post('sub-0002-bbbb');
    expect(leads()).toHaveLength(2);
    expect(leads()[1]!.fields).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      phone: '020 7946 0003',
      message: 'Hello',
    });
  });

  it('stores an EmailJS quote once, whichever path the resubmit takes', async () => {
    const send = '/api/v1.0/email/send';
    await Promise.all([post('quote-7777-cccc', send, envelope), post('quote-7777-cccc', send, envelope)]);
    const quote = { form_name: 'quote', ...quoteValues, additionalInfo: params.message };
    expect((await post('quote-7777-cccc', '/api/forms', quote)).status).toBe(200);
    expect(leads()).toHaveLength(1);
    expect(leads()[0]).toMatchObject({ submissionId: 'quote-7777-cccc', fields: params });
  });

  it('refuses another lead under a key already used (422) and stores nothing, but takes the same lead resent', async () => {
    expect((await post('sub-0010-aaaa')).status).toBe(200);
    const other = await post('sub-0010-aaaa', '/api/forms', { ...quick, message: 'A different question' });
    expect(other.status).toBe(422);
    expect(JSON.stringify(await other.json())).toContain('already used for a different message');
    // The same lead, spelled differently: keys in another order, spaces the schema trims, another time-trap mark.
    const { message, phone, ...rest } = quick;
    const resent = {
      message: `${message}  `,
      ...rest,
      phone: ` ${phone}`,
      spam_check: 'suspect: sent 1.0 s after',
    };
    expect((await post('sub-0010-aaaa', '/api/forms', resent)).status).toBe(200);
    expect(leads()).toHaveLength(1);
    expect(leads()[0]!.fields.message).toBe('Hello');
  });

  it('refuses another quote under a used key on either path (422), and takes the same quote on the other', async () => {
    const send = '/api/v1.0/email/send';
    expect((await post('quote-0011-cccc', send, envelope)).status).toBe(200);
    const changed = {
      ...envelope,
      template_params: { ...params, window_dimensions: '90 x 120 cm, 3 windows' },
    };
    const refused = await post('quote-0011-cccc', send, changed);
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('already used for a different message');
    const quote = { form_name: 'quote', ...quoteValues, additionalInfo: params.message };
    expect((await post('quote-0011-cccc', '/api/forms', { ...quote, numberOfWindows: '9' })).status).toBe(
      422,
    );
    expect((await post('quote-0011-cccc', '/api/forms', quote)).status).toBe(200);
    expect(leads()).toHaveLength(1);
    expect(leads()[0]!.fields).toEqual(params);
  });

  it('remembers what each key stored in an earlier run: another lead under it is refused', async () => {
    mkdirSync(path.dirname(file), { recursive: true });
    const { form_name: form, _gotcha, ...fields } = quick;
    writeFileSync(file, `${JSON.stringify({ form, via: 'form', submissionId: 'old-run-0012', fields })}\n`);
    expect((await post('old-run-0012', '/api/forms', { ...quick, name: 'Bea' })).status).toBe(422);
    expect((await post('old-run-0012')).status).toBe(200);
    expect(leads()).toHaveLength(1);
  });

  it("refuses template_params beyond the spec's nine, such as a submission_id in the body", async () => {
    const extra = { ...envelope, template_params: { ...params, submission_id: 'quote-8888-dddd' } };
    const res = await postJson('/api/v1.0/email/send', extra);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('submission_id');
    expect(leads()).toEqual([]);
  });

  it('remembers the ids already in the inbox file from an earlier run', async () => {
    const { mkdirSync, writeFileSync } = await import('node:fs');
    mkdirSync(path.dirname(file), { recursive: true });
    const { form_name: form, _gotcha, ...fields } = quick;
    writeFileSync(file, `${JSON.stringify({ form, via: 'form', submissionId: 'old-run-0001', fields })}\n`);
    expect((await post('old-run-0001')).status).toBe(200);
    expect(leads()).toHaveLength(1);
  });

  it('remembers an id from a line of the file it cannot read as a lead (edited by hand): never stored twice', async () => {
    mkdirSync(path.dirname(file), { recursive: true });
    const lines = [
      { form: 'quote', via: 'form', submissionId: 'hand-edit-0013', fields: { firstName: 'Zoë' } },
      { form: 'quick-contact', via: 'form', submissionId: 'hand-edit-0014' },
    ];
    writeFileSync(file, lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
    expect([422, 200]).toContain(
      (await post('hand-edit-0013', '/api/forms', { form_name: 'quote', ...quoteValues })).status,
    );
    expect([422, 200]).toContain((await post('hand-edit-0014')).status);
    expect(leads()).toHaveLength(2);
  });

  it('refuses a malformed id', async () => {
    const res = await post('../../etc/passwd');
    expect(res.status).toBe(400);
    expect(leads()).toEqual([]);
  });

  it('prints the id in the one-line summary', async () => {
    await post('sub-0003-dddd');
    expect(console.log).toHaveBeenCalledWith(expect.stringContaining('[sub-0003-dddd]'));
  });
});

describe('what the inbox refuses', () => {
  const contact = {
    form_name: 'contact',
    from_name: 'Ada',
    from_email: 'ada@example.com',
    phone: '020 7946 0004',
    service_type: 'Other',
  };

  it.each(['__proto__', 'toString', 'constructor', 'hasOwnProperty'])(
    'a form_name of %s is a 400 with the known names',
    async (name) => {
      const res = await postJson('/api/forms', { ...contact, form_name: name });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { errors: { message: string }[] };
      expect(body.errors[0]?.message).toBe(
        'Unknown form: set form_name to quote, contact, quick-contact, survey',
      );
    },
  );

  it('does not guess the form from its fields', async () => {
    const { form_name: _, ...unnamed } = contact;
    expect((await postJson('/api/forms', unnamed)).status).toBe(400);
    expect(leads()).toEqual([]);
  });

  it('refuses a post from another website (403) and accepts the site itself or no Origin', async () => {
    const post = (origin?: string) =>
      fetch(`${base}/api/forms`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          ...(origin ? { Origin: origin } : {}),
        },
        body: JSON.stringify(contact),
      });
    const foreign = await post('https://evil.example');
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({
      errors: [{ message: 'Posts from other websites are refused (Origin: https://evil.example)' }],
    });
    expect((await post('null')).status).toBe(403);
    expect(leads()).toEqual([]);
    expect((await post(base)).status).toBe(200);
    expect((await post()).status).toBe(200);
    expect(leads()).toHaveLength(2);
  });
});

describe('the terminal summary', () => {
  it('keeps each lead on one line: typed control characters are shown escaped', async () => {
    const res = await postJson('/api/forms', {
      form_name: 'quick-contact',
      name: 'Eve\nlead  quote from Mallory <m@example.com> via emailjs\u001b[2K\u001b[1A',
      email: 'eve@example.com',
      phone: '020 7946 0005',
    });
    expect(res.status).toBe(200);
    const lines = vi.mocked(console.log).mock.calls.map((call) => String(call[0]));
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/[\n\r]/);
    expect(lines[0]).not.toContain(String.fromCharCode(27));
    expect(lines[0]).toContain('Eve\\nlead  quote from Mallory');
    expect(lines[0]).toContain('\\u001b[2K');
  });

  it('reports a dropped upload in one line', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { port } = server.address() as AddressInfo;
    const net = await import('node:net');
    await new Promise<void>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /api/forms HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"form_`,
        );
        setTimeout(() => socket.destroy(), 50);
      });
      socket.on('close', () => resolve());
    });
    await expect.poll(() => warn.mock.calls.length).toBe(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(
      /^inbox: POST \/api\/forms: The upload was cut off[^\n]*$/,
    );
    expect(error).not.toHaveBeenCalled();
    expect(leads()).toEqual([]);
  });
});

describe('the inbox file', () => {
  const quick = quickContact;

  it('starts each lead on a line of its own, after a half line left by a crash or a hand edit', async () => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, '{"received":"x');
    expect((await postJson('/api/forms', quick)).status).toBe(200);
    expect((await postJson('/api/forms', { ...quick, name: 'Bea' })).status).toBe(200);
    const lines = readFileSync(file, 'utf8').split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe('{"received":"x');
    expect(JSON.parse(lines[1]!)).toMatchObject({ form: 'quick-contact', fields: { name: 'Ada' } });
    expect(JSON.parse(lines[2]!)).toMatchObject({ form: 'quick-contact', fields: { name: 'Bea' } });
    expect(lines[3]).toBe('');
  });

  it('is created readable by its owner only (0600), in a folder others cannot list', async () => {
    expect((await postJson('/api/forms', quick)).status).toBe(200);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o077).toBe(0);
  });

  it('takes an empty or blank LEADS_INBOX as unset: leads/inbox.jsonl, never the working folder', () => {
    for (const value of ['', ' ']) {
      vi.stubEnv('LEADS_INBOX', value);
      expect(inboxFile()).toBe(path.resolve('leads', 'inbox.jsonl'));
    }
    vi.unstubAllEnvs();
  });

  it('writes no empty line into a new or empty file', async () => {
    expect((await postJson('/api/forms', quick)).status).toBe(200);
    expect(readFileSync(file, 'utf8')).toMatch(/^\{[^\n]*\}\n$/);
    writeFileSync(file, '');
    expect((await postJson('/api/forms', { ...quick, name: 'Bea' })).status).toBe(200);
    expect(readFileSync(file, 'utf8')).toMatch(/^\{[^\n]*"Bea"[^\n]*\}\n$/);
  });
});

describe('the Host a post is sent to (DNS rebinding)', () => {
  const body = JSON.stringify(quickContact);
  const post = (port: number, host: string) =>
    `POST /api/forms HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nAccept: application/json\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
  const port = () => (server.address() as AddressInfo).port;

  it.each([
    'evil.example',
    'evil.example:{port}',
    'localhost',
    'localhost:{other}',
    '127.0.0.1.evil.example:{port}',
    'localhost.evil.example:{port}',
    'user@localhost:{port}',
    '',
  ])('refuses a post to Host %j with 421 and stores nothing', async (host) => {
    const answer = await rawAnswer(
      port(),
      post(port(), host.replace('{port}', String(port())).replace('{other}', String(port() + 1))),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 421 /);
    expect(answer).toContain('is not this server');
    expect(leads()).toEqual([]);
  });

  it.each(['localhost:{port}', '127.0.0.1:{port}', '[::1]:{port}', 'LocalHost:{port}'])(
    'takes a post to its own Host %j',
    async (host) => {
      expect(await rawRequest(port(), post(port(), host.replace('{port}', String(port()))))).toBe(200);
      expect(leads()).toHaveLength(1);
    },
  );

  it('takes the name HOST gives it too', async () => {
    vi.stubEnv('HOST', 'glazing.test');
    try {
      expect(await rawRequest(port(), post(port(), `glazing.test:${port()}`))).toBe(200);
      expect(await rawRequest(port(), post(port(), `other.test:${port()}`))).toBe(421);
    } finally {
      vi.unstubAllEnvs();
    }
    expect(leads()).toHaveLength(1);
  });
});

describe('the link back to the page the visitor was on', () => {
  const nativePost = (referer: string) =>
    fetch(`${base}/api/forms`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html', Referer: referer },
      body: new URLSearchParams(quickContact),
    }).then((res) => res.text());

  it.each([
    ['//evil.example/x', '/evil.example/x'],
    ['/\\evil.example', '/evil.example'],
    ['/\\/\\evil.example/a?b=1', '/evil.example/a'],
    ['/quote-request?postcode="><script>', '/quote-request'],
  ])('stays on this site for a Referer path of %j', async (refererPath, href) => {
    const html = await nativePost(base + refererPath);
    expect(html).toContain(`href="${href}"`);
    expect(html).not.toMatch(/href="\/\/|href="\/\\/);
  });
});

describe('what a body is read as', () => {
  const contact = contactMessage;
  const postAs = (type: string, body: string, accept = 'application/json') =>
    fetch(`${base}/api/forms`, { method: 'POST', headers: { 'Content-Type': type, Accept: accept }, body });

  it.each([
    'application/jsonpoison',
    'application/json-seq',
    'application/jsonx; charset=utf-8',
    'application/x-www-form-urlencodedx',
    'multipart/form-data-x; boundary=x',
    'text/plain',
  ])('refuses Content-Type %j with 415', async (type) => {
    const res = await postAs(type, JSON.stringify(contact));
    expect(res.status).toBe(415);
    expect(leads()).toEqual([]);
  });

  it.each([
    'application/json',
    'Application/JSON',
    'application/json; charset=utf-8',
    'application/json ; charset=UTF-8',
  ])('reads Content-Type %j as JSON', async (type) => {
    expect((await postAs(type, JSON.stringify(contact))).status).toBe(200);
    expect(leads()).toHaveLength(1);
  });

  it('reads a multipart body whose boundary has capitals (as browsers write it)', async () => {
    const boundary = '----WebKitFormBoundaryAbCdEf012345';
    const body =
      Object.entries(contact)
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join('') + `--${boundary}--\r\n`;
    expect((await postAs(`multipart/form-data; boundary=${boundary}`, body)).status).toBe(200);
    expect(leads()[0]).toMatchObject({ form: 'contact', fields: { from_name: 'Ada' } });
  });

  it.each([
    ['application/json;q=0, text/html', 'text/html'],
    ['text/html, application/json;q=0.5', 'text/html'],
    ['text/html;q=0.5, application/json', 'application/json'],
    ['*/*', 'text/html'],
  ])('answers a native post with Accept %j as %s', async (accept, type) => {
    const res = await postAs(
      'application/x-www-form-urlencoded',
      new URLSearchParams(contact).toString(),
      accept,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(`${type}; charset=utf-8`);
  });
});

describe('the inbox when its disk fails (a full disk, a read that fails)', () => {
  let files: InboxFiles | undefined;
  let faulty: http.Server;
  let faultyBase = '';
  beforeAll(async () => {
    faulty = http.createServer((req, res) => {
      void handleInbox(req, res, undefined, files).then((handled) => {
        if (!handled) res.writeHead(404).end('not inbox');
      });
    });
    await new Promise<void>((resolve) => faulty.listen(0, '127.0.0.1', resolve));
    faultyBase = `http://127.0.0.1:${(faulty.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => faulty.close(() => resolve())));
  beforeEach(() => {
    files = undefined;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  const send = (id: string, name = 'Ada') =>
    fetch(`${faultyBase}/api/forms`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': id },
      body: JSON.stringify({ ...quickContact, name }),
    });
  /** Every line of the file a whole lead (valid JSONL), as its submission ids; a withdrawn lead's mark is none. */
  const storedIds = () => {
    const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
    expect(text === '' || text.endsWith('\n'), 'the file ends with a whole line').toBe(true);
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { submissionId: string; withdrawn?: unknown })
      .filter((line) => line.withdrawn === undefined)
      .map((lead) => lead.submissionId);
  };

  it.each([
    ['nothing', () => 0],
    ['one byte', () => 1],
    ['half the line', (asked: number) => Math.floor(asked / 2)],
    ['all but the final newline', (asked: number) => asked - 1],
  ])(
    'a lead of which %s fits is answered "not received", leaves no trace, and its retry is stored once',
    async (_, fits) => {
      expect((await send('first-lead-0001', 'Bea')).status).toBe(200);
      const before = readFileSync(file, 'utf8');
      files = faultyFiles({ fits });
      const full = await send('second-lead-0002');
      expect(full.status).toBe(503);
      expect(JSON.stringify(await full.json())).toContain('not received');
      expect(readFileSync(file, 'utf8')).toBe(before);
      files = undefined;
      expect((await send('second-lead-0002')).status).toBe(200);
      expect((await send('second-lead-0002')).status).toBe(200);
      expect(storedIds()).toEqual(['first-lead-0001', 'second-lead-0002']);
    },
  );

  it('a lead whose flush to disk fails is answered "not received" and is not in the file', async () => {
    expect((await send('first-lead-0003', 'Bea')).status).toBe(200);
    files = faultyFiles({ failSync: true });
    expect((await send('second-lead-0004')).status).toBe(503);
    expect(storedIds()).toEqual(['first-lead-0003']);
    files = undefined;
    expect((await send('second-lead-0004')).status).toBe(200);
    expect(storedIds()).toEqual(['first-lead-0003', 'second-lead-0004']);
  });

  it('a part line that could not be taken back at once is taken back before the next lead', async () => {
    expect((await send('first-lead-0005', 'Bea')).status).toBe(200);
    files = faultyFiles({ fits: (asked) => asked - 10, failedTruncates: 1 });
    expect((await send('second-lead-0006')).status).toBe(503);
    files = undefined;
    expect((await send('third-lead-0007', 'Cy')).status).toBe(200);
    expect(storedIds()).toEqual(['first-lead-0005', 'third-lead-0007']);
  });

  it('a lead whose flush and take-back both fail is answered "not received", erased from the file, and its resend stored once after a restart', async () => {
    expect((await send('first-lead-0010', 'Bea')).status).toBe(200);
    files = faultyFiles({ failSync: true, failedTruncates: Infinity });
    const native = () =>
      fetch(`${faultyBase}/api/forms`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ ...quickContact, name: 'Nojs Resender' }),
      });
    expect((await native()).status).toBe(503);
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain('Nojs Resender');
    expect(storedIds()).toEqual(['first-lead-0010']);
    // A new process (a restart) reads only the file: the visitor's resend, without a key, is stored once.
    files = undefined;
    vi.resetModules();
    const restarted = await import('../../server/leadStore.ts');
    const { form_name: form, ...fields } = quickContact;
    await restarted.appendLead({
      received: new Date().toISOString(),
      form,
      via: 'form',
      fields: { ...fields, name: 'Nojs Resender' },
    } as Parameters<typeof restarted.appendLead>[0]);
    expect(readFileSync(file, 'utf8').match(/Nojs Resender/g)).toHaveLength(1);
    expect(storedIds()).toEqual(['first-lead-0010', undefined]);
  });

  it('a failed first read of the inbox refuses the lead (503) and forgets nothing: a resend is not stored twice', async () => {
    mkdirSync(path.dirname(file), { recursive: true });
    const { form_name: form, ...fields } = quickContact;
    const stored = { form, via: 'form', submissionId: 'old-run-0008', fields: { ...fields, message: '' } };
    writeFileSync(file, `${JSON.stringify(stored)}\n`);
    files = faultyFiles({ failedReads: 1 });
    const refused = await send('old-run-0008');
    expect(refused.status).toBe(503);
    expect(JSON.stringify(await refused.json())).toContain('not received');
    expect(storedIds()).toEqual(['old-run-0008']);
    expect((await send('old-run-0008')).status).toBe(200);
    expect(storedIds()).toEqual(['old-run-0008']);
    expect((await send('new-lead-0009')).status).toBe(200);
    expect(storedIds()).toEqual(['old-run-0008', 'new-lead-0009']);
  });
});

describe('one server to an inbox', () => {
  /** Another process that takes the inbox and holds it until killed. */
  const otherServer = async (inbox: string) => {
    const child = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { claimInbox } from ${JSON.stringify(path.resolve('server/leadStore.ts'))};` +
          `claimInbox(${JSON.stringify(inbox)}); console.log('claimed'); setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
    return child;
  };

  it('refuses a second server in one line naming the process, the file and how to choose another', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const other = await otherServer(file);
    try {
      expect(() => claimInbox(file)).toThrow(
        new RegExp(
          `^The lead inbox \\S*inbox\\.jsonl is in use by another server \\(process ${other.pid}, lock file \\S+\\.lock\\)[^\\n]*LEADS_INBOX=`,
        ),
      );
      const res = await postJson('/api/forms', quickContact);
      expect(res.status).toBe(503);
      expect(error).toHaveBeenCalledWith(
        expect.stringContaining(`in use by another server (process ${other.pid}`),
      );
      expect(leads()).toEqual([]);
    } finally {
      other.kill('SIGKILL');
      await new Promise((resolve) => other.once('exit', resolve));
    }
    // Killed (kill -9: no clean-up), its lock is stale: the inbox is this server's now.
    expect((await postJson('/api/forms', quickContact)).status).toBe(200);
    expect(leads()).toHaveLength(1);
    expect(readFileSync(`${file}.lock`, 'utf8').trim()).toBe(String(process.pid));
  });

  it.runIf(existsSync('/proc/self/stat'))(
    'takes over the inbox of a server killed but not yet reaped (a zombie), as a restart right after kill -9 does',
    async () => {
      // The holder's parent is a shell that becomes `sleep` and never waits for it: killed, it stays a zombie.
      const claim =
        `import { claimInbox } from ${JSON.stringify(path.resolve('server/leadStore.ts'))};` +
        `claimInbox(${JSON.stringify(file)}); setInterval(() => {}, 1000);`;
      const parent = spawn(
        'sh',
        ['-c', `"$0" --input-type=module -e "$1" & exec sleep 30`, process.execPath, claim],
        {
          stdio: 'ignore',
        },
      );
      try {
        await vi.waitFor(() => expect(existsSync(`${file}.lock`)).toBe(true), { timeout: 10_000 });
        const holder = Number(readFileSync(`${file}.lock`, 'utf8'));
        expect(() => claimInbox(file)).toThrow(/in use by another server/);
        process.kill(holder, 'SIGKILL');
        await vi.waitFor(() =>
          expect(readFileSync(`/proc/${holder}/stat`, 'utf8')).toMatch(/^\d+ \(.*\) Z/s),
        );
        expect(() => claimInbox(file)).not.toThrow();
        expect(readFileSync(`${file}.lock`, 'utf8').trim()).toBe(String(process.pid));
      } finally {
        parent.kill('SIGKILL');
      }
    },
  );
});
