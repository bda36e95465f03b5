import { describe, expect, it } from 'vitest';
import { buildFormBody, buildQuoteParams } from '../../src/lib/leads/payload.ts';
import { describeQuoteContext, quoteHref, readQuoteContext } from '../../src/lib/leads/quoteHref.ts';
import { areaNames } from '../../src/content/areas/index.ts';

const values = {
  firstName: 'Zoë',
  lastName: "O'Brien",
  email: 'zoe@example.co.uk',
  phone: '020 7946 0000',
  address: '14 Elm Road, Chelsea',
  postcode: 'SW3 4AB',
  numberOfWindows: '4',
  glassType: '6mm-laminated',
  windowDimensions: '120 x 150 cm',
  additionalInfo: '',
};

describe('quote template params (SPEC section 7)', () => {
  it('builds exactly the nine fields', () => {
    expect(buildQuoteParams(values)).toEqual({
      from_name: "Zoë O'Brien",
      from_email: 'zoe@example.co.uk',
      phone: '020 7946 0000',
      address: '14 Elm Road, Chelsea, SW3 4AB',
      number_of_windows: '4',
      glass_type: '6mm-laminated',
      window_dimensions: '120 x 150 cm',
      message: 'No additional information provided',
      to_name: 'Secondary Glazing Team',
    });
  });

  it('sends additional information as the message, with page context after it', () => {
    expect(buildQuoteParams({ ...values, additionalInfo: 'Sash windows' }).message).toBe('Sash windows');
    expect(buildQuoteParams(values, 'Plan: Premium').message).toBe(
      'No additional information provided\n\nEnquiry context: Plan: Premium',
    );
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
