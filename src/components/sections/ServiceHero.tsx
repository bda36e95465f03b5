import { quoteHref } from '../../lib/leads/quoteHref.ts';
import { pricingText, type Service } from '../../content/services.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { CallLink } from '../ui/CallLink.tsx';
import { ServiceIcon } from './ServiceIcon.tsx';

/** A service page's opening: title, promise, price and its three real actions. */
export function ServiceHero({ service }: { service: Service }) {
  return (
    <section aria-labelledby="service-title" className="bg-brand-50 py-12 sm:py-16">
      <div className="container-page">
        <ServiceIcon icon={service.icon} />
        <h1 id="service-title" className="mt-4 text-4xl font-semibold sm:text-5xl">
          {service.title}
        </h1>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-ink-muted">{service.description}</p>
        <p className="mt-5 inline-block rounded-full bg-white px-4 py-2 font-semibold text-brand-700 shadow-card">
          {pricingText(service)}
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink href={quoteHref({ service: service.slug })} className="w-full sm:w-auto">
            {service.bookLabel}
          </ButtonLink>
          <CallLink variant="outline" className="w-full sm:w-auto" />
          <ButtonLink href={service.resource.href} variant="outline" className="w-full sm:w-auto">
            {service.resource.label}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
