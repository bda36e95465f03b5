import { paths } from '../../paths.ts';
import type { Service } from '../../content/services.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { CallLink } from '../layout/CallLink.tsx';
import { ServiceIcon } from './ServiceIcon.tsx';
import { ServiceKeyFacts, type ServicePhoto } from './ServiceKeyFacts.tsx';

/** A service page's opening: title, promise and its three real actions, beside its picture and key facts. */
export function ServiceHero({ service, photo }: { service: Service; photo?: ServicePhoto }) {
  return (
    <section aria-labelledby="service-title" className="bg-brand-50 py-12 sm:py-16">
      <div className="container-page grid gap-10 lg:grid-cols-[1.1fr_0.9fr] lg:items-center xl:gap-16">
        <div>
          <ServiceIcon icon={service.icon} />
          <h1 id="service-title" className="mt-4 text-4xl font-semibold sm:text-5xl">
            {service.title}
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-ink-muted">{service.description}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink href={paths.survey} className="w-full sm:w-auto">
              {service.bookLabel}
            </ButtonLink>
            <CallLink variant="outline" className="w-full sm:w-auto" />
            <ButtonLink href={service.resource.href} variant="outline" className="w-full sm:w-auto">
              {service.resource.label}
            </ButtonLink>
          </div>
        </div>
        <ServiceKeyFacts service={service} photo={photo} />
      </div>
    </section>
  );
}
