import { describe, expect, it } from 'vitest';
import { referencePattern, surveyReference } from '../../src/lib/leads/surveyReference.ts';

describe("a survey request's reference", () => {
  it('is short, read out without I, L, O or U, and the same for the same submission id', () => {
    const id = crypto.randomUUID();
    expect(surveyReference(id)).toMatch(referencePattern);
    expect(surveyReference(id)).toBe(surveyReference(id));
    expect(surveyReference('00000000-0000-4000-8000-000000000000')).toBe('HP-000000');
    expect(surveyReference('ffffffff-0000-4000-8000-000000000000')).toBe('HP-ZZZZZZ');
  });

  it('differs between submissions', () => {
    const references = new Set(Array.from({ length: 200 }, () => surveyReference(crypto.randomUUID())));
    expect(references.size).toBeGreaterThan(195);
  });
});
