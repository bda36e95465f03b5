import type { ReactNode } from 'react';
import { fillParts } from '../../lib/templates.ts';
import { estimatorData as data } from '../../content/estimator/data.ts';
import { sourcesFor } from '../../content/estimatorSources.ts';
import { performance, windowPerformance } from '../../content/estimator/index.ts';
import { ratingsCsvPath } from '../../lib/acoustics/ratingsTable.ts';
import { estimatorWords } from '../../content/estimator/words.ts';
import { SectionHeading } from '../ui/SectionHeading.tsx';
import { Filled } from '../ui/Filled.tsx';
import { fill } from '../../lib/templates.ts';
import { DataTable, type TableWords } from '../guides/DataTable.tsx';
import { validationTable } from './validationTable.ts';
import { computedSlope } from './computedSlope.ts';

const m = data.model;
const words = estimatorWords.method;
const titles = words.steps;

/** Pieces joined by a separator, each piece's words as the content file has them. */
const joined = (pieces: ReactNode[][], separator: string) =>
  pieces.flatMap((piece, i) => (i === 0 ? piece : [separator, ...piece]));

/** Rw (C; Ctr) as a laboratory report writes it. */
const rated = (p: { rw: number; c: number; ctr: number }) => `${p.rw} (${p.c}; ${p.ctr})`;
const glassAlone = (g: (typeof data.glasses)[number]) =>
  performance({ kind: 'pane', pane: { glassMm: g.glassMm, interlayer: g.interlayer } });

/** Each step of the method with the figures it uses, then every source by title and address. */
const steps: { title: string; text: ReactNode[]; sources: string[] }[] = [
  {
    title: titles.model,
    text: joined(
      [[m.sharp.note], [m.coupling.note], [fill(words.slope, computedSlope)], [m.glass.note], [m.air.note]],
      ' ',
    ),
    sources: [...m.sharp.sources, ...m.coupling.sources, ...m.glass.sources, ...m.air.sources],
  },
  {
    title: titles.outside,
    text: joined(
      [
        [data.facade.note],
        ...data.outdoorPresets.map((p) => fillParts(words.presetItem, { preset: p.label, note: p.note })),
      ],
      ' ',
    ),
    sources: [...data.facade.sources, ...data.outdoorPresets.flatMap((p) => p.sources)],
  },
  {
    title: titles.window,
    text: joined(
      data.existingWindows.map((w) =>
        fillParts(words.windowItem, {
          window: w.label,
          rating: rated(windowPerformance(w.id)),
          note: w.note,
        }),
      ),
      ' ',
    ),
    sources: data.existingWindows.flatMap((w) => w.sources),
  },
  {
    title: titles.pane,
    text: fillParts<ReactNode>(words.paneText, {
      note: joined([[m.lossFactor.note], [m.stiffness.note]], ' '),
      glasses: joined(
        data.glasses.map((g) => fillParts(words.paneItem, { glass: g.label, rating: rated(glassAlone(g)) })),
        '; ',
      ),
    }),
    sources: [...m.lossFactor.sources, ...m.stiffness.sources, ...data.glasses.flatMap((g) => g.sources)],
  },
  { title: titles.gap, text: [m.cavity.note], sources: m.cavity.sources },
  { title: titles.flanking, text: [m.flanking.note], sources: m.flanking.sources },
  { title: titles.leak, text: [m.leak.note], sources: m.leak.sources },
  {
    title: titles.rating,
    text: joined([[m.rating.note], [data.field.note]], ' '),
    sources: [...m.rating.sources, ...data.field.sources],
  },
  { title: titles.room, text: [data.room.note], sources: data.room.sources },
  { title: titles.loudness, text: [data.perception.note], sources: data.perception.sources },
  {
    title: titles.guideline,
    text: joined(
      data.guidelines.map((g) => [g.note]),
      ' ',
    ),
    sources: data.guidelines.flatMap((g) => g.sources),
  },
];

/** `tableWords`: the residual table's words (interface.yaml), passed in by the page. */
export function EstimatorMethod({ tableWords }: { tableWords: TableWords }) {
  /** Each step with the sources that have a file, each once (a source removed in the editor is left out, not numbered). */
  const shown = steps.map((step) => ({
    ...step,
    sources: sourcesFor([...new Set(step.sources)]).map((s) => s.id),
  }));
  const cited = [...new Set(shown.flatMap((step) => step.sources))];
  const number = (id: string) => cited.indexOf(id) + 1;
  return (
    <>
      <SectionHeading id="method-title" eyebrow={words.eyebrow} title={words.title}>
        <p>{words.intro}</p>
      </SectionHeading>
      {/* Collapsed so the page stays short on phones; a link to a part inside (#method-validation) opens it. */}
      <details id="how-we-calculate" className="group max-w-4xl">
        <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-lg border border-brand-700 bg-white px-4 font-semibold text-brand-800">
          {words.details}
        </summary>
        <ol className="mt-6 grid max-w-4xl gap-4">
          {shown.map((step) => (
            <li key={step.title} className="rounded-card bg-white p-5 shadow-card">
              <h3 className="font-serif text-lg font-semibold">{step.title}</h3>
              <p className="mt-1 text-ink-muted">
                {step.text}
                {step.sources.length > 0 && (
                  <>
                    {' '}
                    <span className="whitespace-nowrap">
                      <Filled
                        text={words.cited}
                        values={{
                          numbers: step.sources
                            .map(number)
                            .sort((a, b) => a - b)
                            .join(', '),
                        }}
                      />
                    </span>
                  </>
                )}
              </p>
            </li>
          ))}
        </ol>
        <section
          id="method-validation"
          aria-labelledby="method-validation-title"
          className="mt-6 max-w-4xl rounded-card bg-white p-5 shadow-card"
        >
          <h3 id="method-validation-title" className="font-serif text-lg font-semibold">
            {titles.validation}
          </h3>
          <p className="mt-1 text-ink-muted">{words.validation.text}</p>
          <DataTable table={validationTable} words={tableWords} />
        </section>
        <div className="mt-6 max-w-4xl rounded-card bg-white p-5 shadow-card">
          <h3 className="font-serif text-lg font-semibold">{titles.limits}</h3>
          <p className="mt-1 text-ink-muted">{words.limitsText}</p>
        </div>
        <h3 className="mt-10 font-serif text-xl font-semibold">{words.sources}</h3>
        <ol className="mt-3 max-w-4xl list-decimal space-y-2 pl-6 text-[0.9375rem]">
          {sourcesFor(cited).map((source) => (
            <li key={source.id}>
              <a href={source.url} rel="noopener" className="break-words text-brand-700 underline">
                {source.title}
              </a>
            </li>
          ))}
        </ol>
      </details>
      <p className="mt-6 max-w-4xl">
        <a href={ratingsCsvPath} className="font-semibold text-brand-700 underline">
          {words.ratings}
        </a>
      </p>
    </>
  );
}
