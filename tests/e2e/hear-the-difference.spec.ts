import { test, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { windowPerformance } from '../../src/content/estimator/index.ts';
import { defaultConfig } from '../../src/components/estimator/readConfig.ts';
import { estimatorWords } from '../../src/content/estimator/words.ts';
import { fill } from '../../src/lib/templates.ts';
import { touch } from './support/hydration.ts';

const words = estimatorWords.listen;

// 21 bands, 50 to 5000 Hz: the resonance's rumble and the hiss above 3150 Hz are played as the model has them.
/** A made-up origin where the page imports the acoustics modules themselves, types stripped (no site CSP there). */
const origin = 'http://acoustics.test';

/** Serves src/lib/acoustics/*.ts as JavaScript modules at `origin`, and a blank page at its root. */
async function serveAcoustics(page: Page) {
  await page.route(`${origin}/**`, (route) => {
    const name = new URL(route.request().url()).pathname.slice(1);
    if (!/^\w+\.ts$/.test(name)) return route.fulfill({ contentType: 'text/html', body: '<!doctype html>' });
    const source = readFileSync(`src/lib/acoustics/${name}`, 'utf8');
    const { outputText } = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    return route.fulfill({ contentType: 'text/javascript', body: outputText });
  });
  await page.goto(`${origin}/`);
}

/** Two of the calculator's choices: its default, and the widest spread the model gives (a leaky sash, 200 mm, lined). */
const choices = [
  { window: defaultConfig.window, glass: defaultConfig.glass, gapMm: defaultConfig.gapMm, lined: false },
  { window: 'leaky-sash', glass: '10-8-acoustic', gapMm: 200, lined: true },
];

test('offline, "with secondary glazing" is lower than "your window today" in each band by the model’s difference', async ({
  page,
}) => {
  await serveAcoustics(page);
  for (const c of choices) {
    const bands = {
      today: windowPerformance(c.window).heardBands,
      with: windowPerformance(c.window, c.glass, c.gapMm, c.lined).heardBands,
    };
    const measured = await page.evaluate(
      async ({ bands, origin }) => {
        // The graph builder the calculator plays, and the FFT (unit-tested against a direct DFT) to measure it with.
        const { buildStreet, bandEdges, SCENE_S } = (await import(
          `${origin}/streetSound.ts`
        )) as typeof import('../../src/lib/acoustics/streetSound.ts');
        const { fft } = (await import(`${origin}/fft.ts`)) as typeof import('../../src/lib/acoustics/fft.ts');
        const rate = 48_000;
        // Half a scene: the bus, a car and the siren.
        const seconds = SCENE_S / 2;
        async function render(version: 'today' | 'with') {
          const ctx = new OfflineAudioContext(2, rate * seconds, rate);
          const street = buildStreet(ctx, bands, version);
          street.output.connect(ctx.destination);
          street.start(0);
          street.scheduleScene(0);
          const buffer = await ctx.startRendering();
          return [buffer.getChannelData(0), buffer.getChannelData(1)];
        }
        /** Energy in each third-octave band: Hann-windowed FFTs of half-overlapping blocks (Welch), both channels. */
        function bandEnergies(channels: Float32Array[]) {
          const n = 2 ** 15;
          const energy = new Array(21).fill(0);
          const re = new Float64Array(n);
          const im = new Float64Array(n);
          for (const x of channels) {
            // Skip the first second: the filters' delay and the start of the bed.
            for (let start = rate; start + n <= x.length; start += n / 2) {
              for (let i = 0; i < n; i++) {
                re[i] = x[start + i]! * (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / n));
                im[i] = 0;
              }
              fft(re, im);
              for (let band = 0; band < 21; band++) {
                const [lo, hi] = bandEdges(band);
                for (let k = Math.ceil((lo * n) / rate); k < (hi * n) / rate; k++) {
                  energy[band] += re[k]! ** 2 + im[k]! ** 2;
                }
              }
            }
          }
          return energy.map((e) => 10 * Math.log10(e));
        }
        const today = await render('today');
        const withGlazing = await render('with');
        const peak = Math.max(...today.map((x) => x.reduce((m, v) => Math.max(m, Math.abs(v)), 0)));
        const a = bandEnergies(today);
        const b = bandEnergies(withGlazing);
        return { drop: a.map((e, i) => e - b[i]!), peak };
      },
      { bands, origin },
    );
    const expected = bands.with.map((r, i) => r - bands.today[i]!);
    measured.drop.forEach((drop, i) => {
      expect(
        Math.abs(drop - expected[i]!),
        `${c.window} ${c.glass} ${c.gapMm}: band ${i}`,
      ).toBeLessThanOrEqual(1);
    });
    // The louder version, today's window, plays without clipping.
    expect(measured.peak).toBeLessThan(1);
  }
});

test('"Hear the difference" loads nothing until pressed, then plays and switches while it plays', async ({
  page,
}) => {
  const audio: string[] = [];
  page.on('request', (r) => {
    if (/streetPlayer|streetSound/.test(r.url())) audio.push(r.url());
  });
  await page.goto('/noise-reduction-calculator');
  const form = page.getByRole('form', { name: 'Noise reduction calculator' });
  await touch(form.getByLabel('Your street'));
  await expect(form).toHaveAttribute('data-live', '');

  const listen = page.getByRole('region', { name: words.title });
  await expect(listen.getByText(words.volume)).toBeVisible();
  await expect(listen.getByText(words.simulation)).toBeVisible();
  const button = listen.getByRole('button', { name: words.button });
  const status = listen.getByRole('status');
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expect(listen.getByRole('radio', { name: words.today })).toBeChecked();
  expect(audio).toEqual([]);

  await button.press('Enter');
  await expect(status).toHaveText(fill(words.playing, { version: words.today }));
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  expect(audio.length).toBeGreaterThan(0);

  await listen.getByRole('radio', { name: words.withGlazing }).check();
  await expect(status).toHaveText(fill(words.playing, { version: words.withGlazing }));
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  // A new choice of glass while it plays keeps it playing.
  await form.getByLabel('Glass').selectOption('10-8-acoustic');
  await expect(button).toHaveAttribute('aria-pressed', 'true');

  await button.click();
  await expect(status).toHaveText(words.stopped);
  await expect(button).toHaveAttribute('aria-pressed', 'false');
});
