import {pickHeroVariant} from '@/lib/home/hero';

test('variant 5 for 60 % of draws, 1-4 for 10 % each', () => {
  const counts = new Map<number, number>();
  const steps = 10_000;
  for (let i = 0; i < steps; i++) {
    const v = pickHeroVariant(i / steps);
    counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  expect(Object.fromEntries(counts)).toEqual({5: 6000, 1: 1000, 2: 1000, 3: 1000, 4: 1000});
  expect(pickHeroVariant(0.9999999)).toBe(4);
});

test('the variant picker still works as the source text the page inlines', () => {
  const inlined = new Function(`return (${pickHeroVariant.toString()})`)() as (r: number) => number;
  expect([0, 0.59, 0.6, 0.75, 0.99].map(inlined)).toEqual([5, 5, 1, 2, 4]);
});
