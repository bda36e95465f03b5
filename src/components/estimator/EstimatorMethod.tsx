import { estimatorData as data, sourcesFor } from '../../lib/estimator/data.ts';
import { dbRangeLabel } from '../../lib/estimator/estimate.ts';
import { SectionHeading } from '../ui/SectionHeading.tsx';

const s = data.secondary;

/** Each step of the method with the figures it uses, then every source by title and address. */
const steps = [
  {
    title: 'Your window today',
    text: data.existingWindows.map((w) => `${w.label}: Rw ${dbRangeLabel(w.rw)} (${w.note})`).join(' '),
    sources: data.existingWindows.flatMap((w) => w.sources),
  },
  {
    title: 'What the secondary pane adds',
    text: `${s.gainNote} A heavier pane adds the difference between its own rating and 4 mm glass: ${data.glasses
      .map((g) => `${g.label} Rw ${dbRangeLabel(g.rw)}`)
      .join('; ')}.`,
    sources: [...s.gainSources, ...data.glasses.flatMap((g) => g.sources)],
  },
  { title: 'The air gap', text: s.gapNote, sources: s.gapSources },
  { title: 'No more than the sources support', text: s.ceilingNote, sources: s.ceilingSources },
  {
    title: 'Low-pitched noise',
    text: `For road, rail and aircraft noise we use the traffic rating Rw + Ctr. ${data.ctr.note}`,
    sources: data.ctr.sources,
  },
  { title: 'How loud it sounds', text: data.perception.note, sources: data.perception.sources },
  {
    title: 'The guideline',
    text: data.guidelines.map((g) => g.note).join(' '),
    sources: data.guidelines.flatMap((g) => g.sources),
  },
];

export function EstimatorMethod() {
  const cited = [...new Set(steps.flatMap((step) => step.sources))];
  const number = (id: string) => cited.indexOf(id) + 1;
  return (
    <>
      <SectionHeading id="method-title" eyebrow="Sourced arithmetic" title="How the estimate works">
        <p>
          The level indoors is the level outside minus the window&apos;s sound insulation. Every figure below
          comes from a published source; where sources give a range, so does the estimate.
        </p>
      </SectionHeading>
      <ol className="grid max-w-4xl gap-4">
        {steps.map((step) => (
          <li key={step.title} className="rounded-card bg-white p-5 shadow-card">
            <h3 className="font-serif text-lg font-semibold">{step.title}</h3>
            <p className="mt-1 text-ink-muted">
              {step.text}{' '}
              <span className="whitespace-nowrap">
                [Sources{' '}
                {[...new Set(step.sources)]
                  .map(number)
                  .sort((a, b) => a - b)
                  .join(', ')}
                ]
              </span>
            </p>
          </li>
        ))}
      </ol>
      <h3 className="mt-10 font-serif text-xl font-semibold">Sources</h3>
      <ol className="mt-3 max-w-4xl list-decimal space-y-2 pl-6 text-[0.9375rem]">
        {sourcesFor(cited).map((source) => (
          <li key={source.id}>
            <a href={source.url} rel="noopener" className="break-words text-brand-700 underline">
              {source.title}
            </a>
          </li>
        ))}
      </ol>
    </>
  );
}
