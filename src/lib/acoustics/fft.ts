/**
 * In-place iterative radix-2 FFT of a complex signal (`re`, `im`, length a power of two). `inverse` gives the inverse
 * transform, scaled by 1/N, so `fft(fft(x), true)` is `x` again.
 */
export function fft(re: Float64Array, im: Float64Array, inverse = false): void {
  const n = re.length;
  if (n !== im.length || (n & (n - 1)) !== 0)
    throw new Error('fft needs two arrays of one power-of-two length');
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j]!, re[i]!];
      [im[i], im[j]] = [im[j]!, im[i]!];
    }
  }
  const sign = inverse ? 1 : -1;
  for (let size = 2; size <= n; size <<= 1) {
    const step = (sign * 2 * Math.PI) / size;
    const half = size >> 1;
    for (let k = 0; k < half; k++) {
      const wr = Math.cos(step * k);
      const wi = Math.sin(step * k);
      for (let a = k; a < n; a += size) {
        const b = a + half;
        const tr = re[b]! * wr - im[b]! * wi;
        const ti = re[b]! * wi + im[b]! * wr;
        re[b] = re[a]! - tr;
        im[b] = im[a]! - ti;
        re[a] = re[a]! + tr;
        im[a] = im[a]! + ti;
      }
    }
  }
  if (inverse) {
    for (let i = 0; i < n; i++) {
      re[i] = re[i]! / n;
      im[i] = im[i]! / n;
    }
  }
}

/**
 * A real signal of length `n` (a power of two) whose spectrum has the magnitude `magnitude(k)` at bin k (0 to n/2)
 * and the phase `phase(k)`: one inverse FFT of the Hermitian-symmetric spectrum.
 */
export function realSignal(
  n: number,
  magnitude: (bin: number) => number,
  phase: (bin: number) => number = () => 0,
): Float64Array {
  const re = new Float64Array(n);
  const im = new Float64Array(n);
  for (let k = 0; k <= n / 2; k++) {
    const m = magnitude(k);
    const p = k === 0 || k === n / 2 ? 0 : phase(k);
    re[k] = m * Math.cos(p);
    im[k] = m * Math.sin(p);
    if (k > 0 && k < n / 2) {
      re[n - k] = re[k]!;
      im[n - k] = -im[k]!;
    }
  }
  fft(re, im, true);
  return re;
}
