import { buildStreet, type StreetBands, type Version } from './streetSound.ts';

export interface StreetPlayer {
  select(version: Version): void;
  setBands(bands: StreetBands): void;
  stop(): Promise<void>;
}

/** Seconds of fade at the start and the end, so the street never starts or stops with a click. */
const FADE_S = 0.4;

/**
 * Plays the street live until stopped: the traffic bed loops, and scene after scene of passing traffic is scheduled
 * a few seconds ahead. Loaded only when the visitor presses "Hear the difference".
 */
export async function playStreet(bands: StreetBands, version: Version): Promise<StreetPlayer> {
  const ctx = new AudioContext();
  const street = buildStreet(ctx, bands, version);
  const fader = ctx.createGain();
  street.output.connect(fader).connect(ctx.destination);
  const start = ctx.currentTime + 0.05;
  fader.gain.setValueAtTime(0, start);
  fader.gain.linearRampToValueAtTime(1, start + FADE_S);
  street.start(start);
  let next = street.scheduleScene(start);
  const timer = setInterval(() => {
    if (ctx.currentTime > next - 4) next = street.scheduleScene(next);
  }, 1000);
  await ctx.resume();
  return {
    select: (v) => street.select(v),
    setBands: (b) => street.setBands(b),
    async stop() {
      clearInterval(timer);
      const now = ctx.currentTime;
      fader.gain.setValueAtTime(fader.gain.value, now);
      fader.gain.linearRampToValueAtTime(0, now + FADE_S / 2);
      await new Promise((resolve) => setTimeout(resolve, (FADE_S / 2) * 1000 + 50));
      await ctx.close();
    },
  };
}
