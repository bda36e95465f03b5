import { describe, expect, it } from 'vitest';
import { buildFormBody, buildQuoteParams } from '../../src/lib/leads/payload.ts';
import { describeQuoteContext, quoteHref, readQuoteContext } from '../../src/lib/leads/quoteHref.ts';
import { areaNames } from '../../src/content/areas/index.ts';
import { quoteParams, quoteValues } from './support/leadBodies.ts';

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
});

describe('quote links', () => {
  it('carries service, plan and area in the query string', () => {
    expect(quoteHref()).toBe('/quote-request');
    expect(quoteHref({ service: 'maintenance-repairs', plan: 'comprehensive', area: 'chelsea' })).toBe(
      '/quote-request?service=maintenance-repairs&plan=comprehensive&area=chelsea',
    );
  });

  it('reads known context back with labels and ignores anything else', () => {
    const context = readQuoteContext(
      '?service=thermal-insulation&plan=premium&area=st-johns-wood&x=1',
      areaNames,
    );
    expect(context).toEqual([
      { label: 'Service', value: 'Thermal insulation' },
      { label: 'Plan', value: 'Premium' },
      { label: 'Area', value: "St John's Wood" },
    ]);
    expect(readQuoteContext('?service=<script>&area=nowhere', areaNames)).toEqual([]);
    expect(describeQuoteContext(context)).toBe(
      "Service: Thermal insulation; Plan: Premium; Area: St John's Wood",
    );
  });
});
