import { openingHours, phoneLabel, site } from '../../config/site.ts';
import { contactContent } from '../../content/contact.ts';
import { ProofStrip } from '../proof/ProofStrip.tsx';
import { Filled } from '../ui/Filled.tsx';

const words = contactContent.quotePage;

/** Beside the quote form: what happens next, and the phone for those who would rather talk. */
export function QuoteAside() {
  return (
    <aside aria-labelledby="next-title" className="space-y-6 self-start lg:sticky lg:top-36">
      <section className="rounded-card bg-brand-50 p-6">
        <h2 id="next-title" className="text-xl font-bold">
          {words.nextTitle}
        </h2>
        <ol className="mt-4 list-decimal space-y-2 pl-5 text-ink">
          {words.steps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="talk-title" className="rounded-card border border-stone-200 bg-white p-6">
        <h2 id="talk-title" className="text-xl font-bold">
          {words.talkTitle}
        </h2>
        <p className="mt-2">
          <Filled
            text={words.call}
            values={{
              phone: (
                <a href={site.phone.href} className="font-semibold text-brand-700 underline">
                  {phoneLabel}
                </a>
              ),
            }}
          />
        </p>
        <p className="mt-1 text-sm text-ink-muted">{openingHours}</p>
      </section>
      <ProofStrip className="flex-col px-1" />
    </aside>
  );
}
