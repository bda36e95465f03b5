import { describe, expect, it } from 'vitest';
import { buildFormBody, buildQuoteParams, timeTrapMs } from '../../src/lib/leads/payload.ts';
import { formMeta, leadForms, quoteSchema, type LeadFormName } from '../../src/lib/leads/schemas.ts';
import { quoteHref } from '../../src/lib/leads/quoteHref.ts';
import { describeQuoteContext, readQuoteContext } from '../../src/lib/leads/quoteContext.ts';
import { formWords } from '../../src/content/forms.ts';
import { getService, serviceNames } from '../../src/content/services.ts';
import { quoteParams, quoteValues } from './support/leadBodies.ts';
import { fallbackMails } from '../../src/lib/leads/fallback.ts';

const values = quoteValues;

describe('quote template params (SPEC section 7)', () => {
  it('builds exactly the nine fields', () => {
    expect(buildQuoteParams(values)).toEqual(quoteParams);
  });

  it("sends Additional Information as the message, or exactly the spec's text when it is empty", () => {
    expect(buildQuoteParams({ ...values, additionalInfo: ' Sash windows\nPlan: Premium ' }).message).toBe(
      'Sash windows\nPlan: Premium',
    );
    expect(buildQuoteParams({ ...values, additionalInfo: '   ' }).message).toBe(
      'No additional information provided',
    );
    expect(Object.keys(buildQuoteParams({ ...values, additionalInfo: 'x' }))).toEqual([
      'from_name',
      'from_email',
      'phone',
      'address',
      'number_of_windows',
      'glass_type',
      'window_dimensions',
      'message',
      'to_name',
    ]);
  });
});

describe('form body', () => {
  it('adds the form name and an empty honeypot, trimming values', () => {
    expect(buildFormBody('contact', { from_name: ' Ann ', message: undefined })).toEqual({
      form_name: 'contact',
      _gotcha: '',
      from_name: 'Ann',
      message: '',
    });
  });

  it.each(Object.keys(leadForms) as LeadFormName[])(
    'marks a %s post sent within the time trap as suspect, and only then',
    (form) => {
      expect(buildFormBody(form, {}, 1200)[formMeta.suspect]).toBe(
        'suspect: sent 1.2 s after the page loaded',
      );
      expect(buildFormBody(form, {}, timeTrapMs)).not.toHaveProperty(formMeta.suspect);
      expect(buildFormBody(form, {})).not.toHaveProperty(formMeta.suspect);
    },
  );
});

describe('a field the schema does not know', () => {
  // What a newcomer's "Best time to call" would do if added to a form but not to its schema: fail at once, by name.
  it.each(Object.keys(leadForms) as LeadFormName[])('stops the %s form’s body, by name', (form) => {
    expect(() => buildFormBody(form, { best_time: 'Evenings' })).toThrow(
      `The ${form} form: Unknown field best_time: add it to the form's schema in src/lib/leads/schemas.ts`,
    );
  });

  it.each(Object.keys(quoteSchema.shape))('a quote’s %s reaches the template params', (key) => {
    // The nine params are fixed by the spec: a field added to the quote must be written into one of them.
    const params = buildQuoteParams({ ...values, [key]: `typed-${key}` });
    expect(JSON.stringify(params)).toContain(`typed-${key}`);
  });

  it('stops the quote’s template params', () => {
    expect(() => buildQuoteParams({ ...values, bestTime: 'Evenings' } as typeof values)).toThrow(
      'Unknown field bestTime',
    );
  });

  it.each(Object.keys(leadForms) as LeadFormName[])(
    'still goes in the %s form’s “Email us instead”',
    (form) => {
      const body = new URL(fallbackMails[form]({ best_time: 'Evenings' })).searchParams.get('body');
      expect(body).toBe('best_time: Evenings');
    },
  );

  it.each(Object.keys(leadForms) as LeadFormName[])('is refused by the %s form’s own schema', (form) => {
    const result = leadForms[form].safeParse({ best_time: 'Evenings' });
    expect(result.error?.issues.map((i) => i.message)).toContain(
      "Unknown field best_time: add it to the form's schema in src/lib/leads/schemas.ts",
    );
  });
});

describe('quote links', () => {
  it('carries service, plan and area in the query string', () => {
    expect(quoteHref()).toBe('/quote-request');
    expect(quoteHref({ service: 'maintenance-repairs', plan: 'comprehensive', area: 'chelsea' })).toBe(
      '/quote-request?service=maintenance-repairs&plan=comprehensive&area=chelsea',
    );
  });

  it('reads known context back with labels and ignores anything else', () => {
    // Names as the content gives them (a fixture here): the service's from services.yaml, the plan's from
    // plans.yaml, the area's from its file; the labels are forms.yaml's.
    const names = {
      services: { 'thermal-insulation': 'Warm windows' },
      plans: { premium: 'Gold care' },
      areas: { 'st-johns-wood': "St John's Wood" },
    };
    const t = formWords.quote.context;
    const context = readQuoteContext(
      '?service=thermal-insulation&plan=premium&area=st-johns-wood&x=1',
      names,
      t,
    );
    expect(context).toEqual([
      { label: t.service, value: 'Warm windows' },
      { label: t.plan, value: 'Gold care' },
      { label: t.area, value: "St John's Wood" },
    ]);
    expect(readQuoteContext('?service=<script>&area=nowhere&plan=hasOwnProperty', names, t)).toEqual([]);
    expect(describeQuoteContext(context)).toBe(
      `${t.service}: Warm windows; ${t.plan}: Gold care; ${t.area}: St John's Wood`,
    );
  });

  it('names a service by its title in services.yaml, the one list of services', () => {
    const none = { plans: {}, areas: {} };
    for (const slug of ['residential-secondary-glazing', 'thermal-insulation'] as const)
      expect(
        readQuoteContext(`?service=${slug}`, { services: serviceNames, ...none }, formWords.quote.context),
      ).toEqual([{ label: formWords.quote.context.service, value: getService(slug).title }]);
  });
});
