import { quoteHref } from '../../lib/leads/quoteHref.ts';
import { popularLabel, type plans as plansData } from '../../content/plans.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { CheckList } from '../ui/CheckList.tsx';
import { fill, words } from '../../content/interface.ts';

/** Maintenance plans side by side; the popular one raised and labelled. */
export function PlanCards({ plans }: { plans: typeof plansData }) {
  const t = words.plans;
  return (
    <ul className="grid items-start gap-6 md:grid-cols-3">
      {plans.map((p) => (
        <li
          key={p.slug}
          className={`relative flex h-full flex-col rounded-card bg-white p-6 shadow-card ${p.popular ? 'border-2 border-brass-500' : 'border border-stone-200'}`}
        >
          {p.popular && (
            <p className="absolute -top-3.5 left-6 rounded-full bg-brass-500 px-3 py-1 text-xs font-bold tracking-wide text-ink uppercase">
              {popularLabel}
            </p>
          )}
          <h3 className="text-2xl font-semibold md:text-xl lg:text-2xl">{p.name}</h3>
          <p className="mt-3">
            <span className="font-serif text-4xl font-semibold text-brand-700">
              {fill(t.price, { price: p.price })}
            </span>{' '}
            <span className="text-ink-muted">{fill(t.period, { period: p.period })}</span>
          </p>
          <p className="mt-3 text-ink-muted">{p.summary}</p>
          <CheckList items={p.features} className="mt-5 flex-1" />
          <ButtonLink
            href={quoteHref({ service: 'maintenance-repairs', plan: p.slug })}
            variant={p.popular ? 'primary' : 'outline'}
            className="mt-6 w-full"
          >
            {fill(t.choose, { plan: p.name })}
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}
