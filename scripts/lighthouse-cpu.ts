/**
 * Lighthouse's mobile preset slows the CPU down 4x, a factor meant for a high-end desktop
 * (benchmark index 1,500-2,000): 4x on a faster host simulates a faster phone than Lighthouse's
 * mid-tier one, on a slower host a slower one. Lighthouse's throttling guide (in GoogleChrome/lighthouse,
 * "Calibrating the CPU slowdown") points to its calculator (lighthouse-cpu-throttling-calculator) for
 * the factor that makes a host's run simulate the same phone; this is its piecewise-linear mapping:
 * index 150 = 1x, 800 = 2x, 1,300 = 3x, then one more per 233 (1,533 = 4x, 2,000 = 6x).
 */
export function calibratedCpuMultiplier(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`No benchmark index: ${benchmarkIndex}`);
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}
