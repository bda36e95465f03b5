import { estimatorData as data } from '../../content/estimator/data.ts';
import { encodeConfig } from '../../lib/estimator/config.ts';
import type { EstimatorConfig } from '../../lib/estimator/estimate.ts';
import {
  dbRangeLabel,
  dbRangeParts,
  estimate,
  indoorLabel,
  indoorParts,
  percentLabel,
  roomFor,
} from '../../content/estimator/index.ts';
import { fill } from '../../lib/templates.ts';
import { estimatorWords } from '../../content/estimator/words.ts';
import { quoteHref } from '../../lib/leads/quoteHref.ts';
import { BarChart } from '../charts/BarChart.tsx';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { Filled } from '../ui/Filled.tsx';
import { HearTheDifference } from './HearTheDifference.tsx';

const { result: words, chart } = estimatorWords;

/** The estimate for one configuration: levels, improvement, BS 8233, a chart and the quote hand-off. */
export function EstimateResult({ config }: { config: EstimatorConfig }) {
  const r = estimate(config);
  const preset =
    'preset' in config.level
      ? data.outdoorPresets.find((p) => p.id === (config.level as { preset: string }).preset)
      : undefined;
  const window = data.existingWindows.find((w) => w.id === config.window)!.inSentence;
  // The room's first limit for this kind of noise (a bedroom's BS 8233 night average, or the WHO's maximum for events);
  // a living room has none for passing trains and aircraft.
  const first = r.guidelines[0];
  const room = roomFor(config);
  const guidelineText = first
    ? fill(first.relaxed > first.target ? chart.guidelineRange : chart.guidelineOne, {
        label: first.label,
        standard: first.standard,
        target: first.target,
        relaxed: first.relaxed,
      })
    : undefined;
  return (
    <div className="space-y-5">
      <div role="status" className="rounded-card bg-brand-800 p-5 text-white sm:p-6">
        <p className="text-sm font-semibold tracking-wider text-brass-100 uppercase">{words.indoor}</p>
        <p className="mt-1 font-serif text-4xl font-semibold" data-testid="estimate-indoor">
          {indoorParts(r.indoorWith)}
        </p>
        <p className="mt-2 text-brand-100">
          <Filled
            text={words.summary}
            values={{ improvement: dbRangeParts(r.improvement), loudness: percentLabel(r.loudnessPercent) }}
          />
        </p>
      </div>
      <dl className="grid gap-3 text-[0.9375rem] sm:grid-cols-2">
        <div>
          <dt className="font-semibold">{words.outside.label}</dt>
          <dd>
            <Filled
              text={
                !preset ? words.outside.own : r.facadeDb ? words.outside.presetFacade : words.outside.preset
              }
              values={{
                level: dbRangeParts(r.outdoor),
                free: preset ? dbRangeLabel(preset.level) : undefined,
                correction: r.facadeDb,
                note: preset?.note,
              }}
            />
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{words.today.label}</dt>
          <dd>
            <Filled text={words.today.text} values={{ level: indoorParts(r.indoorToday), window }} />
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{words.sounds.label}</dt>
          <dd>
            <Filled text={words.sounds.text} values={{ halving: data.perception.halvingDb }} />
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{words.rating.label}</dt>
          <dd>
            {
              { ctr: words.rating.lowPitched, c: words.rating.midPitched, 'c-to-ctr': words.rating.mixed }[
                r.term
              ]
            }
          </dd>
        </div>
        {[
          {
            label: words.lab.label,
            text: words.lab.text,
            values: {
              lab: dbRangeLabel(r.labWith),
              allowance: data.field.allowanceDb,
              field: dbRangeLabel(r.ratingWith),
              uncertainty: data.field.uncertaintyDb,
            },
          },
          {
            label: words.room.label,
            text: words.room.text,
            values: {
              room: room.label,
              volume: room.volumeM3,
              window: room.windowM2,
              reverberation: room.reverberationS,
              term: r.roomDb.toFixed(1),
            },
          },
        ].map((fact) => (
          <div key={fact.label} className="sm:col-span-2">
            <dt className="font-semibold">{fact.label}</dt>
            <dd>
              <Filled text={fact.text} values={fact.values} />
            </dd>
          </div>
        ))}
        {r.event && <p className="sm:col-span-2">{words.event}</p>}
      </dl>
      <ul className="space-y-2">
        {r.guidelines.map((g) => (
          <li key={g.id} className="rounded-lg bg-brand-50 p-3">
            <span className="font-semibold">
              <Filled
                text={words.guideline.label}
                values={{
                  guideline: g.events
                    ? fill(words.eventsAverage, { guideline: g.label, count: g.events })
                    : g.label,
                  standard: g.standard,
                  target: g.target,
                }}
              />
            </span>{' '}
            <Filled text={words.guideline.level} values={{ level: indoorParts(g.indoorWith) }} />{' '}
            <Filled text={words.guideline[g.status]} values={{ target: g.target, relaxed: g.relaxed }} />
          </li>
        ))}
      </ul>
      <BarChart
        chart={{
          title: chart.title,
          description: (
            <Filled
              text={guidelineText ? chart.description : chart.descriptionPlain}
              values={{
                outside: dbRangeParts(r.outdoorShown),
                today: indoorParts(r.indoorToday),
                withGlazing: indoorParts(r.indoorWith),
                guideline: guidelineText,
              }}
            />
          ),
          unit: 'dB',
          max: Math.min(130, Math.ceil((r.outdoorShown.max + 20) / 10) * 10),
          bars: [
            { label: chart.outside, range: r.outdoorShown, show: dbRangeLabel },
            { label: chart.today, range: r.indoorToday, show: indoorLabel },
            { label: chart.withGlazing, range: r.indoorWith, highlight: true, show: indoorLabel },
            ...(first
              ? [{ label: first.label, range: { min: first.target, max: first.relaxed }, show: dbRangeLabel }]
              : []),
          ].map(({ label, range, highlight = false, show }) => ({
            label,
            low: range.min,
            high: range.max,
            display: show(range),
            highlight,
          })),
        }}
      />
      <HearTheDifference config={config} />
      <p className="text-ink-muted">{words.caveat}</p>
      <ButtonLink href={quoteHref({ estimate: encodeConfig(config) })}>{words.quote}</ButtonLink>
    </div>
  );
}
