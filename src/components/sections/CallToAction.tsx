import { ButtonLink } from '../ui/ButtonLink.tsx';
import { CallLink } from '../layout/CallLink.tsx';

interface Props {
  title: string;
  text: string;
  quote: { href: string; label: string };
  secondary?: { href: string; label: string };
}

/** Closing band: a real quote link, a tel: call link and an optional further link. */
export function CallToAction({ title, text, quote, secondary }: Props) {
  return (
    <section aria-labelledby="cta-title" className="bg-brand-800 py-10 text-white sm:py-20">
      <div className="container-page max-w-3xl text-center">
        <h2 id="cta-title" className="text-[1.75rem]/[1.2] font-semibold text-white sm:text-4xl">
          {title}
        </h2>
        <p className="mt-4 text-lg text-brand-100">{text}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3 sm:mt-8">
          <ButtonLink href={quote.href} variant="accent">
            {quote.label}
          </ButtonLink>
          <CallLink variant="ghost" />
          {secondary && (
            <ButtonLink href={secondary.href} variant="ghost">
              {secondary.label}
            </ButtonLink>
          )}
        </div>
      </div>
    </section>
  );
}
