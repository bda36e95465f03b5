import type { FaqItem } from '../../content/guides/schema.ts';
import { words } from '../../content/interface.ts';

interface Props {
  id: string;
  title: string;
  faqs: readonly FaqItem[];
}

/** Questions as native disclosures (`<details>`): keyboard and screen-reader friendly, no JavaScript. */
export function FaqItems({ faqs }: { faqs: readonly FaqItem[] }) {
  return (
    <div className="divide-y divide-stone-200 rounded-card border border-stone-200 bg-white shadow-card">
      {faqs.map((faq) => (
        <details key={faq.question} className="group px-5 py-1">
          <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-4 py-3 font-semibold text-brand-800">
            <span>{faq.question}</span>
            <span aria-hidden="true" className="text-xl text-brass-700 group-open:rotate-45">
              +
            </span>
          </summary>
          <p className="pb-4 text-ink-muted">{faq.answer}</p>
          {faq.source && (
            <p className="-mt-2 pb-3 text-sm text-ink-muted">
              {words.guides.faqSource}{' '}
              <a
                href={faq.source.url}
                rel="external"
                className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
              >
                {faq.source.name}
              </a>
            </p>
          )}
        </details>
      ))}
    </div>
  );
}

/** A guide's questions under their own heading. */
export function FaqList({ id, title, faqs }: Props) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      <div className="mt-6">
        <FaqItems faqs={faqs} />
      </div>
    </section>
  );
}
