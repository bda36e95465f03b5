import { estimatorData as data } from '../../lib/estimator/data.ts';
import { encodeConfig } from '../../lib/estimator/config.ts';
import {
  dbRangeLabel,
  estimate,
  type EstimatorConfig,
  type GuidelineStatus,
} from '../../lib/estimator/estimate.ts';
import { quoteHref } from '../../lib/leads/quoteHref.ts';
import { BarChart } from '../charts/BarChart.tsx';
import { ButtonLink } from '../ui/ButtonLink.tsx';

const statusText: Record<GuidelineStatus, (target: number, relaxed: number) => string> = {
  meets: (t) => `within the ${t} dB guideline`,
  'meets-relaxed': (t, r) => `above ${t} dB but within the ${r} dB allowed where noise is high`,
  partly: (_t, r) => `may reach ${r} dB at best, depending on your window`,
  above: (_t, r) => `above the ${r} dB allowed even where noise is high`,
};

const percentLabel = (p: { min: number; max: number }) =>
  p.min === p.max ? `about ${p.min}%` : `about ${p.min}–${p.max}%`;

/** The estimate for one configuration: levels, improvement, BS 8233, a chart and the quote hand-off. */
export function EstimateResult({ config }: { config: EstimatorConfig }) {
  const r = estimate(config);
  const preset =
    'preset' in config.level
      ? data.outdoorPresets.find((p) => p.id === (config.level as { preset: string }).preset)
      : undefined;
  const window = data.existingWindows.find((w) => w.id === config.window)!.label.toLowerCase();
  const bedroom = data.guidelines.find((g) => g.id === 'bedroom')!;
  return (
    <div className="space-y-5">
      <div role="status" className="rounded-card bg-brand-800 p-5 text-white sm:p-6">
        <p className="text-sm font-semibold tracking-wider text-brass-100 uppercase">
          Estimated level indoors
        </p>
        <p className="mt-1 font-serif text-4xl font-semibold" data-testid="estimate-indoor">
          {dbRangeLabel(r.indoorWith)}
        </p>
        <p className="mt-2 text-brand-100">
          {dbRangeLabel(r.improvement)} quieter than today: it would sound {percentLabel(r.loudnessPercent)}{' '}
          as loud.
        </p>
      </div>
      <dl className="grid gap-3 text-[0.9375rem] sm:grid-cols-2">
        <div>
          <dt className="font-semibold">Outside</dt>
          <dd>
            {dbRangeLabel(r.outdoor)}
            {preset ? `: ${preset.note}` : ', your own measurement.'}
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Indoors today</dt>
          <dd>
            {dbRangeLabel(r.indoorToday)} through your {window}.
          </dd>
        </div>
        <div>
          <dt className="font-semibold">How it sounds</dt>
          <dd>Every {data.perception.halvingDb} dB less is heard as about half as loud.</dd>
        </div>
        <div>
          <dt className="font-semibold">Rating used</dt>
          <dd>{r.usesCtr ? 'Rw + Ctr, for low-pitched noise.' : 'Rw, for mid-pitched noise.'}</dd>
        </div>
      </dl>
      <ul className="space-y-2">
        {r.guidelines.map((g) => (
          <li key={g.id} className="rounded-lg bg-brand-50 p-3">
            <span className="font-semibold">
              {g.label}, BS 8233 ({g.target} dB):
            </span>{' '}
            {statusText[g.status](g.target, g.relaxed)}.
          </li>
        ))}
      </ul>
      <BarChart
        chart={{
          title: 'Estimated noise levels',
          description: `Outside ${dbRangeLabel(r.outdoor)}; indoors today ${dbRangeLabel(r.indoorToday)}; with secondary glazing ${dbRangeLabel(r.indoorWith)}; BS 8233 bedroom at night ${bedroom.target} dB, up to ${bedroom.relaxed} dB where noise is high.`,
          unit: 'dB',
          max: Math.min(130, Math.ceil((r.outdoor.max + 20) / 10) * 10),
          bars: [
            {
              label: 'Outside',
              low: r.outdoor.min,
              high: r.outdoor.max,
              display: dbRangeLabel(r.outdoor),
              highlight: false,
            },
            {
              label: 'Indoors today',
              low: r.indoorToday.min,
              high: r.indoorToday.max,
              display: dbRangeLabel(r.indoorToday),
              highlight: false,
            },
            {
              label: 'With secondary glazing',
              low: r.indoorWith.min,
              high: r.indoorWith.max,
              display: dbRangeLabel(r.indoorWith),
              highlight: true,
            },
            {
              label: 'Bedroom guideline at night',
              low: bedroom.target,
              high: bedroom.relaxed,
              display: `${bedroom.target}–${bedroom.relaxed} dB`,
              highlight: false,
            },
          ],
        }}
      />
      <p className="text-ink-muted">
        This is an estimate from published laboratory figures, not a measurement. Gaps round frames, other
        paths for sound (walls, vents, doors) and the condition of your window change the real result; a
        survey measures it.
      </p>
      <ButtonLink href={quoteHref({ estimate: encodeConfig(config) })}>Get a quote for this</ButtonLink>
    </div>
  );
}
