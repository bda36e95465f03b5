import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DeliveryError } from '../../src/lib/leads/deliveryError.ts';
import { keptAfterFailure, submissionIdFor } from '../../src/lib/leads/submission.ts';
import { formWords } from '../../src/content/forms.ts';
import { confirmations, slotMessages } from '../../src/lib/leads/schemas.ts';
import { FormWordsProvider } from '../../src/components/forms/FormWords.tsx';
import { LeadFormEnd } from '../../src/components/forms/LeadFormEnd.tsx';
import { QuoteFailure } from '../../src/components/forms/QuoteFailure.tsx';

const values = { name: 'Ada', email: 'ada@example.com', phone: '020 7946 0003', message: 'Hello' };
const lead = { form: 'quick-contact', values, submissionId: 'used-key-0001' };
let minted = 0;
const mint = () => `new-key-${++minted}`;
const keyUsed = new DeliveryError(
  422,
  'Idempotency-Key used-key-0001 was already used for a different message',
);

describe('a submission id', () => {
  it('is kept for a resend of the same values, and new for other values', () => {
    expect(submissionIdFor(lead, { ...values }, mint)).toBe('used-key-0001');
    expect(submissionIdFor(lead, { ...values, message: 'Hello again' }, mint)).toMatch(/^new-key-/);
    expect(submissionIdFor(undefined, values, mint)).toMatch(/^new-key-/);
  });

  it('is kept after a failure the inbox may not have seen (a resend must be stored once)', () => {
    for (const error of [new DeliveryError(0, 'Timed out'), new DeliveryError(503, 'not received')])
      expect(keptAfterFailure(lead, error, mint)).toEqual(lead);
  });

  it('is new after the inbox refused it as used for another lead (422): the next tap sends the same words', () => {
    const kept = keptAfterFailure(lead, keyUsed, mint);
    expect(kept.values).toEqual(values);
    expect(kept.submissionId).not.toBe('used-key-0001');
    expect(submissionIdFor(kept, values, mint)).toBe(kept.submissionId);
  });
});

describe('what the visitor is told when the key was used for another lead', () => {
  const { failure } = formWords.shared;
  const text = (html: string) =>
    html
      .replace(/<[^>]+>/g, ' ')
      .replaceAll('&#x27;', "'")
      .replaceAll('&quot;', '"');
  const end = (error: DeliveryError) =>
    text(
      renderToStaticMarkup(
        <FormWordsProvider value={formWords.shared}>
          <LeadFormEnd
            outcome={{ state: 'failed', error }}
            submitLabel="Send"
            mailto="mailto:x@example.com"
          />
        </FormWordsProvider>,
      ),
    );

  it('the contact, quick-contact and survey forms say so plainly, instead of "not sent, try again"', () => {
    const said = end(keyUsed);
    expect(said).toContain(failure.keyUsed.title);
    expect(said).toContain(failure.keyUsed.text);
    expect(said).not.toContain(failure.text);
    expect(end(new DeliveryError(503, 'not received'))).toContain(failure.text);
  });

  it('a form the inbox refused for its content (400) shows the reasons, without field names', () => {
    const said = end(new DeliveryError(400, `slot_2: ${slotMessages.past}; slot_3: ${slotMessages.closed}`));
    expect(said).toContain(failure.checkTitle);
    expect(said).toContain(slotMessages.past);
    expect(said).toContain(slotMessages.closed);
    expect(said).not.toContain('slot_2');
    expect(said).not.toContain(failure.text);
    // Another service's words (Formspree's own 400) are not ours to show: the usual failure.
    expect(end(new DeliveryError(400, 'Bad'))).toContain(failure.text);
  });

  it("the quote form keeps the spec's error notice and adds the same plain words", () => {
    const quote = (error: DeliveryError) =>
      text(
        renderToStaticMarkup(
          <FormWordsProvider value={formWords.shared}>
            <QuoteFailure error={error} mailto="mailto:x@example.com" />
          </FormWordsProvider>,
        ),
      );
    const said = quote(keyUsed);
    expect(said).toContain(confirmations.quoteError.title);
    expect(said).toContain(confirmations.quoteError.text);
    expect(said).toContain(failure.keyUsed.text);
    expect(quote(new DeliveryError(503, 'x'))).not.toContain(failure.keyUsed.text);
  });
});
