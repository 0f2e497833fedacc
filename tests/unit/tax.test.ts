/** Receipts: the tax included in a gross price, in minor units (lib/receipts/tax). */
import {includedTax} from '@/lib/receipts/tax';

describe('includedTax: gross x r / (100 + r), rounded half up, in minor units', () => {
  test.each([
    [30_000, 10, 2_727], // ₩30,000 incl. 10% VAT: 2,727.27 won
    [33_000, 10, 3_000],
    [21_900, 10, 1_991], // A$219.00 incl. 10% GST: A$19.909 -> A$19.91
    [14_600, 6, 826], // ¥146.00 incl. 6% VAT: ¥8.264 -> ¥8.26
    [10_800, 8, 800], // RM108.00 incl. 8% SST: RM8.00
    [5_400_000, 10, 490_909], // ₫5,400,000 incl. 10% VAT
    [1, 10, 0],
    [11, 10, 1],
  ])('%i at %d%% -> %i', (gross, rate, tax) => {
    expect(includedTax(gross, rate)).toEqual({rate, amount: tax});
  });

  test('no rate (the US) or nothing paid: no tax line', () => {
    expect(includedTax(14_600, 0)).toBeNull();
    expect(includedTax(0, 10)).toBeNull();
  });

  test('the tax and the net always add up to the gross, for every amount and rate', () => {
    for (const rate of [5, 6, 8, 8.5, 10]) {
      for (let gross = 1; gross < 5_000; gross += 7) {
        const tax = includedTax(gross, rate)!.amount;
        const exact = (gross * rate) / (100 + rate);
        expect(Math.abs(tax - exact)).toBeLessThanOrEqual(0.5);
        expect(gross - tax).toBeGreaterThanOrEqual(0);
      }
    }
  });
});
