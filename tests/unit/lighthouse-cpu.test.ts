import {calibratedCpuMultiplier} from '../../scripts/lighthouse-cpu';

describe('the CPU slowdown that makes a Lighthouse run simulate its mid-tier phone on this host', () => {
  it.each([
    [150, 1],
    [475, 1.5],
    [800, 2],
    [1050, 2.5],
    [1300, 3],
    [1533, 4],
    [2000, 6],
    // The host that measured 95 on the front page on 2026-11-28 (index 2,770-2,910): 4x there was a faster phone.
    [2850, 9.65],
  ])('benchmark index %d: %dx', (index, multiplier) => {
    expect(calibratedCpuMultiplier(index)).toBeCloseTo(multiplier, 2);
  });

  it('never speeds a slow host up, and grows with the host', () => {
    expect(calibratedCpuMultiplier(60)).toBe(1);
    const indexes = [100, 400, 799, 800, 1299, 1300, 1800, 3000];
    const multipliers = indexes.map(calibratedCpuMultiplier);
    expect(multipliers).toEqual([...multipliers].sort((a, b) => a - b));
  });

  it('refuses a run without a benchmark index', () => {
    expect(() => calibratedCpuMultiplier(Number.NaN)).toThrow('No benchmark index');
  });
});
