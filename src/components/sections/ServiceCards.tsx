import { ArrowRight } from 'lucide-react';
import { pricingText, type Service } from '../../content/services.ts';
import { servicePath } from '../../paths.ts';
import { ServiceIcon } from './ServiceIcon.tsx';

/** One card per service, the whole title a link to its page. */
export function ServiceCards({ services }: { services: readonly Service[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((s) => (
        <li
          key={s.slug}
          className="relative flex flex-col rounded-card border border-stone-200 bg-white p-6 shadow-card transition-shadow focus-within:ring-2 focus-within:ring-brass-500 hover:shadow-lg"
        >
          <ServiceIcon icon={s.icon} />
          <h3 className="mt-4 text-xl font-semibold">
            <a href={servicePath(s.slug)} className="after:absolute after:inset-0 focus-visible:outline-none">
              {s.title}
            </a>
          </h3>
          <p className="mt-2 flex-1 leading-relaxed text-ink-muted">{s.description}</p>
          <p className="mt-4 flex items-center justify-between gap-2 border-t border-stone-200 pt-4 font-semibold text-brand-700">
            <span>{pricingText(s)}</span>
            <ArrowRight aria-hidden="true" className="size-5 text-brass-700" />
          </p>
        </li>
      ))}
    </ul>
  );
}
