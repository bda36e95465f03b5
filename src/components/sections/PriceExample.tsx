import type { Service } from '../../content/services.ts';
import { servicePage } from '../../content/servicePage.ts';
import { plans } from '../../content/plans.ts';
import { priceExample } from '../../lib/prices.ts';
import { SectionHeading } from '../ui/SectionHeading.tsx';
import { CheckList } from '../ui/CheckList.tsx';
import { PlanYearTable } from './PlanYearTable.tsx';

const words = servicePage.example;

/** One term of the worked example: a figure over what it counts. */
function Term({ figure, of }: { figure: string; of: string }) {
  return (
    <span className="inline-flex flex-col rounded-card border border-stone-200 bg-white px-4 py-3 shadow-card">
      <strong className="font-serif text-2xl font-semibold text-brand-800 sm:text-3xl">{figure}</strong>{' '}
      <span className="text-sm text-ink-muted">{of}</span>
    </span>
  );
}

const Operator = ({ sign }: { sign: string }) => (
  <span className="px-1 font-serif text-2xl text-brass-700"> {sign} </span>
);

/** So many windows (or assessments) at the from-price, and what they come to; one assessment is simply its price. */
function UnitsExample({ price, unit, count }: { price: number; unit: string; count: number }) {
  const worked = priceExample({ from: price }, count);
  return (
    <p className="flex flex-wrap items-center gap-3">
      <Term figure={String(count)} of={count === 1 ? unit : `${unit}s`} />
      {count > 1 && (
        <>
          <Operator sign="×" />
          <Term figure={`from ${worked.each}`} of={`per ${unit}`} />
        </>
      )}
      <Operator sign="=" />
      <Term figure={`from ${worked.total}`} of={words.units.total} />
    </p>
  );
}

/** The worked price example of a service: at its from-price, on each plan, or what a quote depends on. */
export function PriceExample({ service }: { service: Service }) {
  const { example, price, unit, priceDependsOn } = service;
  const { eyebrow, title, note } = words[example.kind];
  return (
    <section aria-labelledby="price-example">
      <SectionHeading id="price-example" eyebrow={eyebrow} title={title} />
      {example.kind === 'units' && price !== undefined && unit && (
        <UnitsExample price={price} unit={unit} count={example.value.count} />
      )}
      {example.kind === 'plans' && <PlanYearTable plans={plans} columns={words.plans.columns} />}
      {example.kind === 'quote' && <CheckList items={priceDependsOn} className="text-lg" />}
      <p className="mt-6 max-w-2xl leading-relaxed text-ink-muted">{note}</p>
      {example.kind !== 'quote' && priceDependsOn.length > 0 && (
        <>
          <h3 className="mt-10 text-xl font-semibold">{words.dependsOn}</h3>
          <CheckList items={priceDependsOn} className="mt-4" />
        </>
      )}
    </section>
  );
}
