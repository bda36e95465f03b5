import { ButtonLink, type ButtonVariant } from '../ui/ButtonLink.tsx';

interface Props {
  title: string;
  text: string;
  links: { href: string; label: string; variant: ButtonVariant }[];
}

/** The closing call to action of a guide page. */
export function CtaBlock({ title, text, links }: Props) {
  return (
    <section
      aria-labelledby="cta-heading"
      className="mt-16 rounded-card bg-brand-800 px-6 py-10 text-white sm:px-10"
    >
      <h2 id="cta-heading" className="text-2xl font-bold text-white sm:text-3xl">
        {title}
      </h2>
      <p className="mt-3 max-w-2xl text-brand-50">{text}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        {links.map((l) => (
          <ButtonLink key={l.href} href={l.href} variant={l.variant}>
            {l.label}
          </ButtonLink>
        ))}
      </div>
    </section>
  );
}
