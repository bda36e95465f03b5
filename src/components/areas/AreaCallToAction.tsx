import { ButtonLink } from '../ui/ButtonLink.tsx';
import { paths } from '../../paths.ts';
import type { Area } from '../../content/areas/index.ts';
import { fill, words } from '../../content/interface.ts';
import { CallLink } from '../layout/CallLink.tsx';

/** The closing call to action, the same on every area page (the no-shared-paragraph test skips data-shared). */
export function AreaCallToAction({ area }: { area: Area }) {
  return (
    <section aria-labelledby="book" data-shared="cta" className="py-14">
      <div className="container-page">
        <div className="rounded-card bg-brand-50 p-8 text-center sm:p-12">
          <h2 id="book" className="text-2xl font-bold sm:text-3xl">
            {fill(words.areaPages.closingTitle, { area: area.name })}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-ink-muted">{words.areaPages.closingText}</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <CallLink variant="primary" iconClassName="size-5" />
            <ButtonLink href={paths.survey} variant="accent">
              {words.actions.bookOnline}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
