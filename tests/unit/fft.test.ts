import { describe, expect, it } from 'vitest';
import { fft, realSignal } from '../../src/lib/acoustics/fft.ts';

/** The discrete Fourier transform by its definition, X_k = sum x_n e^(-2 pi i k n / N). */
function dft(x: number[]): [number, number][] {
  const n = x.length;
  return x.map((_, k) =>
    x.reduce<[number, number]>(
      ([re, im], v, t) => [
        re + v * Math.cos((2 * Math.PI * k * t) / n),
        im - v * Math.sin((2 * Math.PI * k * t) / n),
      ],
      [0, 0],
    ),
  );
}

describe('fft', () => {
  const x = Array.from({ length: 32 }, (_, i) => Math.sin(i * 1.7) + 0.3 * Math.cos(i * i * 0.11));

  it('gives the DFT by its definition', () => {
    const re = Float64Array.from(x);
    const im = new Float64Array(x.length);
    fft(re, im);
    dft(x).forEach(([r, i], k) => {
      expect(re[k]).toBeCloseTo(r, 9);
      expect(im[k]).toBeCloseTo(i, 9);
    });
  });

  it('inverts itself, and builds a real signal with the magnitudes asked for', () => {
    const re = Float64Array.from(x);
    const im = new Float64Array(x.length);
    fft(re, im);
    fft(re, im, true);
    re.forEach((v, i) => expect(v).toBeCloseTo(x[i]!, 12));

    const magnitude = (k: number) => 1 + k;
    const signal = realSignal(64, magnitude, (k) => k * 0.5);
    const back = dft([...signal]);
    for (let k = 0; k <= 32; k++) expect(Math.hypot(...back[k]!)).toBeCloseTo(magnitude(k), 9);
  });

  it('refuses a length that is not a power of two', () => {
    expect(() => fft(new Float64Array(12), new Float64Array(12))).toThrow(/power-of-two/);
  });
});
