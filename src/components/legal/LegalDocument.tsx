import { PageIntro } from '../ui/PageIntro.tsx';
import { CompanyDetails } from '../proof/CompanyDetails.tsx';
import { nbsp } from '../layout/navigation.ts';
import type { LegalDocument as Doc, LegalSection } from '../../content/legal/schema.ts';
import { words } from '../../content/interface.ts';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function Section({ section }: { section: LegalSection }) {
  return (
    <section aria-labelledby={section.id} className="mt-10">
      <h2 id={section.id} className="text-2xl font-bold">
        {section.heading}
      </h2>
      <div className="prose-body mt-3">
        {section.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      {section.list && (
        <ul className="prose-body mt-3 list-disc space-y-2 pl-6 marker:text-brass-700">
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {section.after && (
        <div className="prose-body mt-3">
          {section.after.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      )}
      {section.links && (
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          {section.links.map((l) => (
            <li key={l.href}>
              <a
                href={l.href}
                className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
              >
                {l.href.startsWith('tel:') ? nbsp(l.label) : l.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A legal page (privacy notice, terms) rendered from its typed content module. */
export function LegalDocument({ doc }: { doc: Doc }) {
  return (
    <>
      <PageIntro eyebrow={words.legal.eyebrow} title={doc.title}>
        <p>{doc.summary}</p>
        <p className="mt-3 text-base">
          {words.legal.lastUpdated}{' '}
          <time {...{ datetime: doc.lastUpdated }}>{dateFormat.format(new Date(doc.lastUpdated))}</time>
        </p>
      </PageIntro>
      <div className="container-page py-10">
        <div className="max-w-3xl">
          <nav aria-labelledby="on-this-page" className="rounded-card border border-stone-200 bg-white p-5">
            <h2
              id="on-this-page"
              className="font-sans text-sm font-semibold tracking-[0.12em] text-ink-muted uppercase"
            >
              {words.legal.contents}
            </h2>
            <ol className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-2">
              {doc.sections.map((s) => (
                <li key={s.id}>
                  <a
                    href={`#${s.id}`}
                    className="inline-flex min-h-11 items-center text-brand-700 underline-offset-4 hover:underline"
                  >
                    {s.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          {doc.sections.map((s) => (
            <Section key={s.id} section={s} />
          ))}
          <CompanyDetails />
        </div>
      </div>
    </>
  );
}
