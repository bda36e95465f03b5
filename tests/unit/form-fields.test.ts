import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { Element } from 'domhandler';
import { describe, expect, it } from 'vitest';
import { paths } from '../../src/paths.ts';
import { formMeta, leadForms, type LeadFormName } from '../../src/lib/leads/schemas.ts';
import { requireBuild } from './support/builtSite.ts';
import { contactWords } from '../../src/content/schemas/forms.ts';
import { formWords } from '../../src/content/forms.ts';

// A field added to a form but not to its schema would be dropped without a word (the browser's zodResolver and the
// local inbox both parse by the schema), and a schema key without a field could never be sent: each built form's
// field names must be its schema's keys, plus the two every post carries (which form, and the honeypot).
const dist = requireBuild();
const pageOf: Record<LeadFormName, string> = {
  quote: paths.quote,
  contact: paths.contact,
  'quick-contact': paths.home, // the Quick Contact dialog is on every page
  survey: paths.survey,
};

function formFields(page: string, form: LeadFormName): string[] {
  const html = readFileSync(path.join(dist, `${page === '/' ? '/index' : page}.html`), 'utf8');
  const forms = DomUtils.findAll((el) => el.name === 'form', parseDocument(html).children);
  const mine = forms.filter((f) =>
    DomUtils.findOne((el) => el.attribs.name === formMeta.formName && el.attribs.value === form, f.children),
  );
  expect(mine, `${page} holds one ${form} form`).toHaveLength(1);
  const fields = DomUtils.findAll(
    (el: Element) => ['input', 'select', 'textarea'].includes(el.name) && el.attribs.name !== undefined,
    mine[0]!.children,
  );
  return [...new Set(fields.map((el) => el.attribs.name!))].sort();
}

/** Fields made when the lead is sent, not typed: a survey request's reference (its sender or the inbox adds it). */
const madeAtSend: Partial<Record<LeadFormName, string[]>> = { survey: ['reference'] };

describe('each form sends exactly its schema’s fields', () => {
  it.each(Object.keys(leadForms) as LeadFormName[])('the %s form', (form) => {
    const keys = Object.keys(leadForms[form].shape).filter((k) => !madeAtSend[form]?.includes(k));
    expect(formFields(pageOf[form], form)).toEqual([...keys, formMeta.formName, formMeta.honeypot].sort());
  });
});

describe("a contact field beyond the spec's needs its label in forms.yaml", () => {
  const words = formWords.contact;
  const fields = Object.keys(leadForms.contact.shape);

  it('is refused by name until forms.yaml labels it, and accepted once it does', () => {
    const withNewField = contactWords([...fields, 'best_time']);
    const refused = withNewField.safeParse(words);
    expect(refused.success).toBe(false);
    expect(refused.error!.issues.map((i) => i.path.join('.'))).toEqual(['best_time']);
    expect(withNewField.safeParse({ ...words, best_time: 'Best time to call' }).success).toBe(true);
  });

  it("asks no label of the spec's fields, whose labels are fixed (src/lib/leads/labels.ts)", () => {
    expect(contactWords(fields).safeParse(words).success).toBe(true);
    expect(contactWords(fields).safeParse({ ...words, from_name: 'Your name' }).success).toBe(false);
  });
});
