import { realSignal } from './fft.ts';
import { BANDS_HZ, TRAFFIC_SPECTRUM, WIDE_BANDS_HZ } from './rating.ts';

/**
 * "Hear the difference": a London street made up in the browser with Web Audio, heard through a window's sound
 * reduction. Pure: it builds the signal graph on any `BaseAudioContext`, so an `OfflineAudioContext` renders exactly
 * what a visitor hears (tests/e2e/hear-the-difference.spec.ts measures it band by band).
 *
 * - The street: a bed of noise with the spectrum of ISO 717-1's urban traffic (spectrum No. 2, A-weighting taken off
 *   again so it sounds as traffic does), passing cars and a bus (tyre noise and an engine tone, panned and
 *   Doppler-shifted as they pass), and a distant siren.
 * - The window: one linear-phase filter per version whose gain in each third-octave band, 50 to 5000 Hz, is minus the
 *   model's sound reduction index in that band (the end bands' values held beyond them), so the rumble of the
 *   mass-air-mass resonance and the hiss above 3150 Hz are heard as the model has them.
 * - The level: both versions share one offset, set so that "your window today" plays the traffic at one
 *   comfortable level whatever the window, and "with secondary glazing" is lower in every band by exactly the
 *   model's difference.
 */

export type Version = 'today' | 'with';

/** The model's sound reduction index in each band, 50 to 5000 Hz (WIDE_BANDS_HZ), for each version. */
export interface StreetBands {
  today: readonly number[];
  with: readonly number[];
}

/** Exact (base-2) mid-band frequency of band i, 50 Hz being band 0 (IEC 61260-1). */
export const bandCentre = (i: number) => 1000 * 2 ** ((i - 13) / 3);
/** A third-octave band's lower and upper edges. */
export const bandEdges = (i: number): [number, number] => [
  bandCentre(i) * 2 ** (-1 / 6),
  bandCentre(i) * 2 ** (1 / 6),
];

/** The band whose edges hold `f` (clamped to the first and last band, 50 and 5000 Hz). */
const bandOf = (f: number) =>
  Math.min(WIDE_BANDS_HZ.length - 1, Math.max(0, Math.floor(3 * Math.log2(f / bandCentre(0)) + 0.5)));
/** The ISO 717-1 band (100 to 3150 Hz) nearest `f`, for the street's own spectrum. */
const isoBandOf = (f: number) => Math.min(BANDS_HZ.length - 1, Math.max(0, bandOf(f) - 3));

/** A-weighting in dB (IEC 61672-1, Annex E). */
export function aWeighting(f: number): number {
  const f2 = f * f;
  const ra =
    (12194 ** 2 * f2 * f2) /
    ((f2 + 20.6 ** 2) * Math.sqrt((f2 + 107.7 ** 2) * (f2 + 737.9 ** 2)) * (f2 + 12194 ** 2));
  return 20 * Math.log10(ra) + 2.0;
}

/**
 * Each version's filter gain in each band, dB: minus its sound reduction, plus one offset for both, set so that the
 * traffic bed through today's window keeps its own level (its power summed over the spectrum, 20 Hz to 20 kHz).
 */
export function versionGains(bands: StreetBands): Record<Version, number[]> {
  let bed = 0;
  let heard = 0;
  for (let f = 20; f < 20_000; f += 5) {
    const density = 10 ** (streetLevel(f) / 10) / f;
    bed += density;
    heard += density * 10 ** (-bands.today[bandOf(f)]! / 10);
  }
  const offset = 10 * Math.log10(bed / heard);
  return {
    today: bands.today.map((r) => offset - r),
    with: bands.with.map((r) => offset - r),
  };
}

/** The street's sound pressure level by frequency, dB: spectrum No. 2 without its A-weighting, rolled off beyond. */
function streetLevel(f: number): number {
  if (f < 30) return -Infinity;
  const i = isoBandOf(f);
  const level = TRAFFIC_SPECTRUM[i]! - aWeighting(BANDS_HZ[i]!);
  const top = bandEdges(3 + BANDS_HZ.length - 1)[1];
  return f > top ? level - 6 * Math.log2(f / top) : level;
}

/** A small seeded random generator (mulberry32), so the street is the same at every render. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** RMS of the noise bed before the window's filter (about -20 dBFS), leaving room for cars and the bus. */
const BED_RMS = 0.1;
/** The street's overall gain after the window. */
const OUTPUT_GAIN = 0.5;
/** 2^18 samples: a loop of about 5.5 s, long enough not to be heard repeating under the traffic. */
const BED_LENGTH = 2 ** 18;
/** Length of each window filter: fine enough to hold the 50 Hz band's 12 Hz width. */
const FILTER_LENGTH = 2 ** 15;

/** Two decorrelated channels of loopable noise with the street's spectrum. */
function trafficNoise(ctx: BaseAudioContext, seed: number): AudioBuffer {
  const rate = ctx.sampleRate;
  const buffer = ctx.createBuffer(2, BED_LENGTH, rate);
  const rand = random(seed);
  for (let channel = 0; channel < 2; channel++) {
    const x = realSignal(
      BED_LENGTH,
      (k) => {
        const f = (k * rate) / BED_LENGTH;
        return k === 0 ? 0 : 10 ** (streetLevel(f) / 20) / Math.sqrt(f);
      },
      () => 2 * Math.PI * rand(),
    );
    const rms = Math.sqrt(x.reduce((s, v) => s + v * v, 0) / x.length);
    buffer.getChannelData(channel).set(x.map((v) => (v * BED_RMS) / rms));
  }
  return buffer;
}

/** A linear-phase filter whose gain is `gainsDb[i]` across band i (the end bands' gains held beyond them). */
export function bandFilter(ctx: BaseAudioContext, gainsDb: readonly number[]): AudioBuffer {
  const n = FILTER_LENGTH;
  const h = realSignal(n, (k) => 10 ** (gainsDb[bandOf(Math.max(1, (k * ctx.sampleRate) / n))]! / 20));
  const buffer = ctx.createBuffer(1, n, ctx.sampleRate);
  const out = buffer.getChannelData(0);
  // Centre the zero-phase response and taper it (Hann), so the filter is causal and its bands stay sharp.
  for (let i = 0; i < n; i++) out[i] = h[(i + n / 2) % n]! * (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / n));
  return buffer;
}

/** One window: today's and the secondary-glazed filter side by side, one of them heard. */
function windowStage(ctx: BaseAudioContext, input: AudioNode, output: AudioNode, bands: StreetBands) {
  const gains = versionGains(bands);
  const stage = ctx.createGain();
  stage.connect(output);
  const paths = {} as Record<Version, GainNode>;
  const convolvers: ConvolverNode[] = [];
  for (const version of ['today', 'with'] as const) {
    const convolver = ctx.createConvolver();
    convolver.normalize = false;
    convolver.buffer = bandFilter(ctx, gains[version]);
    const gain = ctx.createGain();
    gain.gain.value = 0;
    input.connect(convolver).connect(gain).connect(stage);
    paths[version] = gain;
    convolvers.push(convolver);
  }
  return {
    stage,
    /** Hear `version`, crossfading over `rampS` seconds from `at` (at once when 0). */
    select(version: Version, at: number, rampS: number) {
      for (const v of ['today', 'with'] as const) {
        const g = paths[v].gain;
        const target = v === version ? 1 : 0;
        if (rampS === 0) g.setValueAtTime(target, at);
        else g.setTargetAtTime(target, at, rampS / 3);
      }
    },
    disconnect() {
      for (const c of convolvers) input.disconnect(c);
      stage.disconnect();
    },
  };
}

/** A passing vehicle: tyre noise and an engine tone, louder, panned and Doppler-shifted as it passes. */
interface Vehicle {
  /** When it is nearest, seconds into the scene. */
  passAt: number;
  speed: number;
  /** Nearest distance, m. */
  distance: number;
  /** Engine tone, Hz, and its peak level when nearest; the tyre noise's level when nearest, as a multiple of the bed's. */
  engineHz: number;
  engine: number;
  tyres: number;
  /** 1 from left to right, -1 from right to left. */
  direction: 1 | -1;
}

/** A 24 s scene: a bus, three cars, a siren in the distance. */
export const SCENE_S = 24;
const vehicles: Vehicle[] = [
  { passAt: 5.5, speed: 7, distance: 6, engineHz: 42, engine: 0.16, tyres: 2.5, direction: 1 },
  { passAt: 11, speed: 12, distance: 5, engineHz: 95, engine: 0.05, tyres: 2.5, direction: -1 },
  { passAt: 16.5, speed: 10, distance: 8, engineHz: 80, engine: 0.04, tyres: 1.6, direction: 1 },
  { passAt: 21.5, speed: 13, distance: 5, engineHz: 110, engine: 0.05, tyres: 2.2, direction: -1 },
];
const SPEED_OF_SOUND = 343;

function passBy(ctx: BaseAudioContext, noise: AudioBuffer, out: AudioNode, v: Vehicle, start: number) {
  const half = 5;
  const from = start + v.passAt - half;
  const points = 128;
  /** `param` follows `fn` of the vehicle's position along the street (m, 0 when nearest) while it passes. */
  const follow = (param: AudioParam, fn: (x: number) => number) =>
    param.setValueCurveAtTime(
      Float32Array.from({ length: points }, (_, i) =>
        fn(v.direction * v.speed * ((2 * half * i) / (points - 1) - half)),
      ),
      from,
      2 * half,
    );
  const nearness = (x: number) => v.distance / Math.hypot(x, v.distance);
  /** A gain that swells as the vehicle comes near, to `peak` when nearest. */
  const swell = (peak: number) => {
    const gain = ctx.createGain();
    follow(gain.gain, (x) => peak * nearness(x));
    return gain;
  };

  const pan = ctx.createStereoPanner();
  follow(pan.pan, (x) => x / Math.hypot(x, v.distance));
  pan.connect(out);

  const tyres = ctx.createBufferSource();
  tyres.buffer = noise;
  tyres.loop = true;
  const tyreTone = ctx.createBiquadFilter();
  tyreTone.type = 'peaking';
  tyreTone.frequency.value = 1000;
  tyreTone.gain.value = 6;
  tyres.connect(tyreTone).connect(swell(v.tyres)).connect(pan);

  const engine = ctx.createOscillator();
  engine.type = 'sawtooth';
  // Sound reaching us is Doppler-shifted up as the vehicle comes (x < 0 going right), down as it goes.
  follow(
    engine.frequency,
    (x) => v.engineHz / (1 + ((v.speed / SPEED_OF_SOUND) * x * v.direction) / Math.hypot(x, v.distance)),
  );
  const muffle = ctx.createBiquadFilter();
  muffle.type = 'lowpass';
  muffle.frequency.value = 6 * v.engineHz;
  engine.connect(muffle).connect(swell(v.engine)).connect(pan);

  tyres.start(from, (v.passAt * 7919) % noise.duration);
  engine.start(from);
  for (const source of [tyres, engine]) source.stop(from + 2 * half);
}

/** A siren several streets away: a wail (a rising and falling tone), faded in and out over the scene. */
function siren(ctx: BaseAudioContext, out: AudioNode, start: number) {
  const [from, to] = [start + 1, start + 21];
  const tone = ctx.createOscillator();
  tone.type = 'triangle';
  tone.frequency.value = 1050;
  const wail = ctx.createOscillator();
  wail.frequency.value = 0.28;
  const depth = ctx.createGain();
  depth.gain.value = 400;
  wail.connect(depth).connect(tone.frequency);
  const distance = ctx.createBiquadFilter();
  distance.type = 'lowpass';
  distance.frequency.value = 2200;
  const level = ctx.createGain();
  level.gain.setValueAtTime(0, from);
  level.gain.linearRampToValueAtTime(0.025, from + 7);
  level.gain.setValueAtTime(0.025, to - 7);
  level.gain.linearRampToValueAtTime(0, to);
  const pan = ctx.createStereoPanner();
  pan.pan.value = 0.5;
  tone.connect(distance).connect(level).connect(pan).connect(out);
  for (const osc of [tone, wail]) {
    osc.start(from);
    osc.stop(to);
  }
}

export interface Street {
  /** The street as heard through the window: connect it to the destination. */
  output: GainNode;
  /** Starts the traffic bed (it loops until the context ends). */
  start(at?: number): void;
  /** Schedules one scene of passing traffic from `at`; returns when the next should start. */
  scheduleScene(at: number): number;
  /** Hear today's window or the secondary glazing: at once when `rampS` is 0, else crossfaded. */
  select(version: Version, rampS?: number): void;
  /** A new choice of window or glazing while it plays: crossfades to the new filters. */
  setBands(bands: StreetBands): void;
}

export function buildStreet(
  ctx: BaseAudioContext,
  bands: StreetBands,
  version: Version = 'today',
  seed = 717,
): Street {
  const noise = trafficNoise(ctx, seed);
  const street = ctx.createGain();
  const output = ctx.createGain();
  // Headroom: the bed plays at about -26 dBFS, a bus passing close by peaks under full scale.
  output.gain.value = OUTPUT_GAIN;
  let heard = version;
  let stage = windowStage(ctx, street, output, bands);
  stage.select(heard, 0, 0);
  const bed = ctx.createBufferSource();
  bed.buffer = noise;
  bed.loop = true;
  bed.connect(street);
  return {
    output,
    start: (at = 0) => bed.start(at),
    scheduleScene(at) {
      for (const v of vehicles) passBy(ctx, noise, street, v, at);
      siren(ctx, street, at);
      return at + SCENE_S;
    },
    select(v, rampS = 0.15) {
      heard = v;
      stage.select(v, ctx.currentTime, rampS);
    },
    setBands(next) {
      const old = stage;
      const now = ctx.currentTime;
      stage = windowStage(ctx, street, output, next);
      stage.select(heard, now, 0);
      stage.stage.gain.setValueAtTime(0, now);
      stage.stage.gain.linearRampToValueAtTime(1, now + 0.2);
      old.stage.gain.setValueAtTime(1, now);
      old.stage.gain.linearRampToValueAtTime(0, now + 0.2);
      setTimeout(() => old.disconnect(), 400);
    },
  };
}
