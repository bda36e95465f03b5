import { pricingText, type Service } from '../../content/services.ts';
import { servicePage } from '../../content/servicePage.ts';
import { SiteImage, type SiteImageProps } from '../ui/SiteImage.tsx';
import { ServiceArt } from './ServiceArt.tsx';

export type ServicePhoto = Omit<SiteImageProps, 'className' | 'priority' | 'sizes'>;

/** One key fact, under its brass rule. */
const Fact = ({ label, value }: { label: string; value: string }) => (
  <div className="border-l-2 border-brass-500 pl-3">
    <dt className="text-sm text-ink-muted">{label}</dt>
    <dd className="mt-0.5 leading-snug font-semibold text-brand-800">{value}</dd>
  </div>
);

/**
 * The hero's right half: the service's photo (its own art until the business adds one) above its key facts, the
 * price first. On phones the facts come straight after the actions and only a real photo follows them.
 */
export function ServiceKeyFacts({ service, photo }: { service: Service; photo?: ServicePhoto }) {
  const facts = [{ label: servicePage.facts.price, value: pricingText(service) }, ...service.facts];
  return (
    <section
      aria-labelledby="key-facts"
      className="flex flex-col overflow-hidden rounded-card border border-stone-200 bg-white shadow-card"
    >
      {photo ? (
        <div data-image-frame="" className="order-last aspect-[3/2] bg-stone-100 lg:order-first">
          <SiteImage
            {...photo}
            sizes="(min-width: 64rem) 30rem, 100vw"
            className="h-full object-cover"
            priority
          />
        </div>
      ) : (
        <ServiceArt icon={service.icon} className="hidden lg:flex" />
      )}
      <div className="p-5 sm:p-6">
        <h2
          id="key-facts"
          className="font-sans text-sm font-semibold tracking-wider text-brass-700 uppercase"
        >
          {servicePage.facts.title}
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-4 sm:gap-x-6">
          {facts.map((fact) => (
            <Fact key={fact.label} {...fact} />
          ))}
        </dl>
      </div>
    </section>
  );
}
