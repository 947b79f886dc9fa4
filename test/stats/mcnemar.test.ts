import { describe, expect, it } from 'vitest';
import { mcnemarExact, mcnemarPaired } from '../../src/stats/mcnemar.ts';
import { binomialHalfTwoSidedExact } from './exact.ts';

describe('exact McNemar test', () => {
  it('matches closed forms of binom.test(x, n, 0.5)', () => {
    expect(mcnemarExact(0, 5).pValue).toBeCloseTo(2 / 32, 15); // binom.test(0, 5)$p.value = 0.0625
    expect(mcnemarExact(0, 6).pValue).toBeCloseTo(2 / 64, 15); // 0.03125
    expect(mcnemarExact(1, 0).pValue).toBe(1);
    expect(mcnemarExact(0, 0).pValue).toBe(1);
    expect(mcnemarExact(3, 3).pValue).toBe(1);
    // binom.test(1, 10): 2 * (1 + 10) / 1024
    expect(mcnemarExact(1, 9).pValue).toBeCloseTo(22 / 1024, 15);
  });

  it('matches exact BigInt enumeration to 1e-9', () => {
    for (const [lost, gained] of [
      [2, 9],
      [14, 3],
      [20, 20],
      [37, 52],
      [0, 41],
      [120, 95],
    ] as const) {
      const reference = binomialHalfTwoSidedExact(lost, lost + gained);
      expect(Math.abs(mcnemarExact(lost, gained).pValue - reference)).toBeLessThan(1e-9);
    }
  });

  it('counts discordant pairs from aligned outcomes', () => {
    const result = mcnemarPaired([true, true, true, false, false], [true, false, false, true, false]);
    expect(result).toMatchObject({ lost: 2, gained: 1, discordant: 3 });
    expect(() => mcnemarPaired([true], [])).toThrow(RangeError);
  });
});
