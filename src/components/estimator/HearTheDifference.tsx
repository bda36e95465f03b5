import { useEffect, useMemo, useRef, useState } from 'react';
import { windowPerformance } from '../../content/estimator/index.ts';
import type { StreetPlayer } from '../../lib/acoustics/streetPlayer.ts';
import type { Version } from '../../lib/acoustics/streetSound.ts';
import type { EstimatorConfig } from '../../lib/estimator/estimate.ts';
import { estimatorWords } from '../../content/estimator/words.ts';
import { fill } from '../../lib/templates.ts';
import { buttonClasses } from '../ui/ButtonLink.tsx';

const words = estimatorWords.listen;
type State = 'stopped' | 'loading' | 'playing' | 'failed';

/**
 * "Hear the difference": a street made up in the browser, heard through today's window or with secondary glazing.
 * Nothing loads or sounds until the visitor presses the button: the audio module is imported then.
 */
export function HearTheDifference({ config }: { config: EstimatorConfig }) {
  const { window, glass, gapMm, lined = false } = config;
  // The rated bands the page's figures come from (heardBands); with lined reveals, the estimate's upper end.
  const bands = useMemo(
    () => ({
      today: windowPerformance(window).heardBands,
      with: windowPerformance(window, glass, gapMm, lined).heardBands,
    }),
    [window, glass, gapMm, lined],
  );
  const [version, setVersion] = useState<Version>('today');
  const [state, setState] = useState<State | undefined>();
  const player = useRef<StreetPlayer | undefined>(undefined);
  // What the visitor chose while the audio module was loading.
  const latest = useRef({ bands, version });
  useEffect(() => {
    latest.current = { bands, version };
  });

  useEffect(() => player.current?.setBands(bands), [bands]);
  useEffect(() => () => void player.current?.stop(), []);

  async function toggle() {
    if (state === 'loading') return;
    if (player.current) {
      const playing = player.current;
      player.current = undefined;
      setState('stopped');
      await playing.stop();
      return;
    }
    setState('loading');
    try {
      const { playStreet } = await import('../../lib/acoustics/streetPlayer.ts');
      const started = latest.current;
      const playing = await playStreet(started.bands, started.version);
      if (latest.current.bands !== started.bands) playing.setBands(latest.current.bands);
      playing.select(latest.current.version);
      player.current = playing;
      setState('playing');
    } catch {
      setState('failed');
    }
  }

  function choose(next: Version) {
    setVersion(next);
    player.current?.select(next);
  }

  const label = { today: words.today, with: words.withGlazing };
  const status =
    state === 'playing' ? fill(words.playing, { version: label[version] }) : state && words[state];
  return (
    <section aria-labelledby="listen-title" className="rounded-card border border-brand-100 p-5">
      <h3 id="listen-title" className="font-serif text-lg font-semibold">
        {words.title}
      </h3>
      <p className="mt-2 font-medium">{words.volume}</p>
      <button
        type="button"
        aria-pressed={state === 'playing' || state === 'loading'}
        onClick={toggle}
        className={buttonClasses('outline', 'mt-3')}
      >
        <span aria-hidden="true">{state === 'playing' ? '■' : '▶'}</span>
        {words.button}
      </button>
      <fieldset className="mt-4">
        <legend className="font-semibold">{words.choose}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {(['today', 'with'] as const).map((v) => (
            <label key={v} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="listen"
                value={v}
                checked={version === v}
                onChange={() => choose(v)}
                className="size-5 accent-brand-700"
              />
              {label[v]}
            </label>
          ))}
        </div>
      </fieldset>
      <p role="status" className="mt-2 min-h-6 font-medium">
        {status}
      </p>
      <p className="mt-2 text-sm text-ink-muted">{words.simulation}</p>
    </section>
  );
}
