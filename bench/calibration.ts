// The CPU slowdown Lighthouse's own guide prescribes for the machine it runs on (throttling.md in its
// repository, "Calibrating the CPU slowdown"): its default 4x turns a high-end desktop (benchmarkIndex 1500-2000) into
// a mid-tier phone; a slower host takes a smaller multiplier, a faster one a larger, from the guide's table (high-end
// desktop 4x (2-10), low-end desktop and high-end phone 2x (1-5), mid-tier phone 1x), placed within each range as
// the CPU slowdown calculator the guide links computes it (lighthouse-cpu-throttling-calculator): 1x at 150, 2x at
// 800, 3x at 1300, then one more for every 233 (4x at 1533, 6x at 2000).

/** The multiplier that makes a run on a host of this benchmarkIndex simulate a mid-tier phone (1x below 150). */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return 4;
  const multiplier =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : benchmarkIndex >= 150
          ? 1 + (benchmarkIndex - 150) / 650
          : 1;
  return Math.round(multiplier * 10) / 10;
}
