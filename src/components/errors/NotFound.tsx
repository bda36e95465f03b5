import { ArrowRight } from 'lucide-react';
import { buttonClasses } from '../ui/ButtonLink.tsx';
import { words } from '../../content/interface.ts';
import { paths } from '../../paths.ts';

const t = words.notFound;
const more = [
  { href: paths.benefits, label: t.benefits },
  { href: paths.locations, label: t.areas },
  { href: paths.caseStudies, label: t.caseStudies },
  { href: paths.comparisons, label: t.comparisons },
];

/** The 404 page body: what happened and the ways back in. */
export function NotFound() {
  return (
    <section aria-labelledby="not-found" className="container-page py-16 text-center sm:py-24">
      <h1 id="not-found" className="font-serif text-7xl font-bold text-brand-700 sm:text-8xl">
        404
      </h1>
      <p className="mt-4 font-serif text-3xl font-bold text-brand-800">{t.heading}</p>
      <p className="mx-auto mt-4 max-w-xl text-lg text-ink-muted">{t.text}</p>
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        <li>
          <a href={paths.home} className={buttonClasses('primary')}>
            {t.home}
          </a>
        </li>
        <li>
          <a href={paths.services} className={buttonClasses('outline')}>
            {t.services}
          </a>
        </li>
        <li>
          <a href={paths.contact} className={buttonClasses('outline')}>
            {t.help}
          </a>
        </li>
      </ul>
      <nav aria-labelledby="not-found-more" className="mx-auto mt-12 max-w-xl border-t border-stone-200 pt-8">
        <h2 id="not-found-more" className="text-xl font-bold">
          {t.popular}
        </h2>
        <ul className="mt-4 grid gap-2 text-left sm:grid-cols-2">
          {more.map((l) => (
            <li key={l.href}>
              <a
                href={l.href}
                className="flex min-h-11 items-center justify-between gap-2 rounded-lg border border-stone-200 bg-white px-4 font-medium text-brand-700 no-underline hover:border-brand-600"
              >
                {l.label}
                <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
