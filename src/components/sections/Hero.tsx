import { ButtonLink } from '../ui/ButtonLink.tsx';
import { HeroIllustration } from './HeroIllustration.tsx';
import { paths } from '../../paths.ts';

interface Props {
  title: string;
  promise: string;
  eyebrow: string;
  howItWorks: string;
  illustration: string;
  /** The first button's words (interface.yaml's "Get Free Quote"). */
  quote: string;
  /** The line with the lowest price per window, where a service has one. */
  price?: string;
  /** The survey button's words. */
  survey: string;
}

/** Home hero: text and an inline drawing, so the first view paints from HTML and CSS alone. */
export function Hero({ title, promise, eyebrow, howItWorks, illustration, quote, price, survey }: Props) {
  return (
    <section aria-labelledby="hero-title" className="overflow-hidden bg-brand-800 text-white">
      <div className="container-page grid items-center gap-10 py-10 sm:py-20 lg:grid-cols-[1.1fr_0.9fr]">
        <div>
          <p className="mb-3 text-sm font-semibold sm:mb-4 tracking-wider text-brass-100 uppercase">
            {eyebrow}
          </p>
          <h1
            id="hero-title"
            className="text-4xl leading-tight font-semibold text-white sm:text-5xl lg:text-6xl"
          >
            {title}
          </h1>
          <p className="mt-4 max-w-xl text-lg sm:mt-6 leading-relaxed text-brand-100 sm:text-xl">{promise}</p>
          {price && <p className="mt-3 font-semibold text-white sm:text-lg">{price}</p>}
          <div className="mt-6 flex flex-wrap gap-3 sm:mt-8">
            <ButtonLink href={paths.quote} variant="accent">
              {quote}
            </ButtonLink>
            <ButtonLink href={paths.survey} variant="light">
              {survey}
            </ButtonLink>
            <ButtonLink href="#how-it-works" variant="ghost">
              {howItWorks}
            </ButtonLink>
          </div>
        </div>
        <HeroIllustration title={illustration} />
      </div>
    </section>
  );
}
