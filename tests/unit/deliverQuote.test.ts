// What leaves the browser for a quote: the spec's nine template_params to EmailJS, and the submission id as a
// header only to the site's own inbox.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quoteParams, quoteValues } from './support/leadBodies.ts';

const delivery = vi.hoisted(() => ({
  emailjs: { local: false, publicKey: 'pk', serviceId: 'svc', templateId: 'tpl', origin: '' },
  formEndpoint: '',
  formsLocal: false,
  quoteFailover: false,
}));
vi.mock('../../src/lib/leads/config.ts', () => ({ delivery }));

const { deliverQuote } = await import('../../src/lib/leads/deliverQuote.ts');
const { postForm } = await import('../../src/lib/leads/deliverForm.ts');

const site = 'https://www.hushpane.co.uk';
const values = quoteValues;
const spec = quoteParams;
const id = '3f2b6c1e-8d4a-4f0e-9c1b-2a7d5e6f8a90';

let fetchMock: ReturnType<typeof vi.fn>;
const sent = () => {
  const [url, init] = fetchMock.mock.calls[0] as [URL | string, RequestInit];
  return {
    url: String(url),
    headers: new Headers(init.headers),
    body: JSON.parse(String(init.body)) as Record<string, unknown>,
  };
};

beforeEach(() => {
  const location = new URL(`${site}/quote-request`);
  vi.stubGlobal('location', location);
  vi.stubGlobal('window', { location });
  fetchMock = vi.fn(async () => new Response('OK', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a quote sent to EmailJS', () => {
  it('carries exactly the spec’s nine template_params and no header of ours', async () => {
    delivery.emailjs.origin = 'https://api.emailjs.com';
    await deliverQuote(values, id);
    const { url, headers, body } = sent();
    expect(url).toBe('https://api.emailjs.com/api/v1.0/email/send');
    expect(body).toEqual({
      lib_version: expect.any(String),
      user_id: 'pk',
      service_id: 'svc',
      template_id: 'tpl',
      template_params: spec,
    });
    expect(headers.has('Idempotency-Key')).toBe(false);
    expect(JSON.stringify(body)).not.toContain(id);
  });

  it('sends the visitor’s Additional Information as the message, as typed', async () => {
    delivery.emailjs.origin = 'https://api.emailjs.com';
    await deliverQuote({ ...values, additionalInfo: 'Plan: Premium\nTwo sash windows' }, id);
    expect(sent().body.template_params).toEqual({ ...spec, message: 'Plan: Premium\nTwo sash windows' });
  });
});

describe('a quote sent to the site’s own inbox', () => {
  it('carries the same nine params and the submission id as the Idempotency-Key header', async () => {
    delivery.emailjs.origin = '';
    await deliverQuote(values, id);
    const { url, headers, body } = sent();
    expect(url).toBe(`${site}/api/v1.0/email/send`);
    expect(body.template_params).toEqual(spec);
    expect(headers.get('Idempotency-Key')).toBe(id);
  });

  it('reports the inbox’s refusal with its status and text', async () => {
    delivery.emailjs.origin = '';
    fetchMock.mockResolvedValueOnce(new Response('Please provide your full address', { status: 400 }));
    await expect(deliverQuote(values, id)).rejects.toMatchObject({
      status: 400,
      message: 'Please provide your full address',
    });
  });
});

describe('a form endpoint', () => {
  it('gets the form’s fields and the id as a header only when it is the site’s own', async () => {
    // A person's pace: a minute after the page loaded, past the time trap.
    vi.spyOn(performance, 'now').mockReturnValue(60_000);
    delivery.formEndpoint = 'https://formspree.io/f/abc';
    fetchMock.mockResolvedValue(Response.json({ ok: true }));
    await postForm('quick-contact', { name: 'Ada', email: 'a@b.co', phone: '0207', message: '' }, id);
    expect(sent().headers.has('Idempotency-Key')).toBe(false);
    expect(sent().body).toEqual({
      form_name: 'quick-contact',
      _gotcha: '',
      name: 'Ada',
      email: 'a@b.co',
      phone: '0207',
      message: '',
    });
    fetchMock.mockClear();
    delivery.formEndpoint = '/api/forms';
    await postForm('quick-contact', { name: 'Ada', email: 'a@b.co', phone: '0207', message: '' }, id);
    expect(sent().url).toBe('/api/forms');
    expect(sent().headers.get('Idempotency-Key')).toBe(id);
  });

  it('gets a post sent within the time trap marked as suspect, not dropped', async () => {
    vi.spyOn(performance, 'now').mockReturnValue(800);
    delivery.formEndpoint = 'https://formspree.io/f/abc';
    fetchMock.mockResolvedValue(Response.json({ ok: true }));
    await postForm('contact', { from_name: 'Ada' }, id);
    expect(sent().body).toMatchObject({
      from_name: 'Ada',
      spam_check: 'suspect: sent 0.8 s after the page loaded',
    });
  });
});
