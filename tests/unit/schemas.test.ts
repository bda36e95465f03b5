import { describe, expect, it } from 'vitest';
import {
  contactSchema,
  glassTypes,
  limits,
  quickContactSchema,
  quoteSchema,
  serviceTypes,
} from '../../src/lib/leads/schemas.ts';

const validQuote = {
  firstName: 'Zoë',
  lastName: "O'Brien",
  email: 'zoe@example.co.uk',
  phone: '020 7946 0000',
  address: 'Flat 2, 14 Elm Road, Chelsea',
  postcode: 'SW3 4AB',
  numberOfWindows: '4',
  glassType: '6mm-laminated',
  windowDimensions: '120 x 150 cm',
  additionalInfo: '',
};

const messageFor = (values: object, field: string) => {
  const result = quoteSchema.safeParse(values);
  if (result.success) return undefined;
  return result.error.issues.find((i) => i.path[0] === field)?.message;
};

describe('quote schema', () => {
  it('accepts a complete request with Unicode names and commas in the address', () => {
    expect(quoteSchema.safeParse(validQuote).success).toBe(true);
    expect(quoteSchema.safeParse({ ...validQuote, firstName: '李小龍', lastName: '李小' }).success).toBe(
      true,
    );
  });

  it.each([
    ['firstName', 'A', 'First name must be at least 2 characters'],
    ['lastName', 'B', 'Last name must be at least 2 characters'],
    ['email', 'not-an-email', 'Invalid email address'],
    ['phone', '020 7946', 'Phone number must be at least 10 digits'],
    ['address', '1 A', 'Please provide your full address'],
    ['postcode', 'SW3', 'Please provide a valid postcode'],
    ['numberOfWindows', '', 'Please specify number of windows'],
    ['glassType', '', 'Please select glass type'],
    ['windowDimensions', '1x1', 'Please provide window dimensions'],
  ])('rejects a short %s with the spec message', (field, value, message) => {
    expect(messageFor({ ...validQuote, [field]: value }, field)).toBe(message);
  });

  it('accepts the boundary lengths', () => {
    expect(
      quoteSchema.safeParse({
        ...validQuote,
        firstName: 'Al',
        lastName: 'Li',
        phone: '0123456789',
        address: '1 Rd.',
        postcode: 'N1 9G',
        numberOfWindows: '1',
        windowDimensions: '1 x 1',
      }).success,
    ).toBe(true);
  });

  it('counts trimmed text only', () => {
    expect(messageFor({ ...validQuote, firstName: '  A  ' }, 'firstName')).toBe(
      'First name must be at least 2 characters',
    );
  });

  it('offers the six glass types and rejects anything else', () => {
    expect(glassTypes.map((g) => g.value)).toEqual([
      '4mm-clear',
      '6mm-clear',
      '10mm-clear',
      '6mm-laminated',
      '10mm-laminated',
      'not-sure',
    ]);
    expect(glassTypes.find((g) => g.value === 'not-sure')?.label).toBe('Not Sure - Need Advice');
    expect(messageFor({ ...validQuote, glassType: '99mm-gold' }, 'glassType')).toBe(
      'Please select glass type',
    );
  });

  it('keeps additional information optional and bounded', () => {
    const { additionalInfo: _, ...withoutInfo } = validQuote;
    expect(quoteSchema.parse(withoutInfo).additionalInfo).toBe('');
    expect(
      quoteSchema.safeParse({ ...validQuote, additionalInfo: 'x'.repeat(limits.message + 1) }).success,
    ).toBe(false);
  });

  it('caps every field', () => {
    for (const [field, max] of [
      ['firstName', limits.name],
      ['email', limits.email],
      ['phone', limits.phone],
      ['address', limits.address],
      ['postcode', limits.postcode],
      ['windowDimensions', limits.dimensions],
    ] as const) {
      expect(quoteSchema.safeParse({ ...validQuote, [field]: 'a'.repeat(max + 1) }).success).toBe(false);
    }
  });

  it('keeps hostile text as plain text', () => {
    const hostile = '<script>alert(1)</script><b>bold</b>';
    expect(quoteSchema.parse({ ...validQuote, additionalInfo: hostile }).additionalInfo).toBe(hostile);
  });
});

describe('contact schema', () => {
  const valid = {
    from_name: 'Siobhán O’Neill',
    from_email: 'siobhan@example.com',
    phone: '07700 900000',
    service_type: 'Thermal Insulation',
    message: '',
  };

  it('accepts a valid message and the five services', () => {
    expect(contactSchema.safeParse(valid).success).toBe(true);
    expect(serviceTypes).toEqual([
      'Residential Secondary Glazing',
      'Commercial Secondary Glazing',
      'Noise Reduction Consultation',
      'Thermal Insulation',
      'Other',
    ]);
  });

  it.each([
    ['from_name', ''],
    ['from_email', 'nope'],
    ['phone', ' '],
    ['service_type', ''],
    ['service_type', 'Roofing'],
  ])('rejects %s = %j', (field, value) => {
    expect(contactSchema.safeParse({ ...valid, [field]: value }).success).toBe(false);
  });

  it('keeps the message optional', () => {
    const { message: _, ...rest } = valid;
    expect(contactSchema.safeParse(rest).success).toBe(true);
  });
});

describe('quick contact schema', () => {
  const valid = { name: '李小龍', email: 'lee@example.com', phone: '020 7946 0001', message: '' };

  it('requires name, email and phone; message optional', () => {
    expect(quickContactSchema.safeParse(valid).success).toBe(true);
    for (const field of ['name', 'email', 'phone'])
      expect(quickContactSchema.safeParse({ ...valid, [field]: '' }).success).toBe(false);
    expect(quickContactSchema.safeParse({ ...valid, email: 'a@' }).success).toBe(false);
  });
});
