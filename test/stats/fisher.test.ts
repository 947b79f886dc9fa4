import { describe, expect, it } from 'vitest';
import { fisherExact } from '../../src/stats/fisher.ts';
import { normalCdf } from '../../src/stats/special.ts';
import { fisherTwoSidedExact } from './exact.ts';

describe('Fisher exact test', () => {
  it("matches Fisher's tea-tasting table", () => {
    // fisher.test(matrix(c(3,1,1,3),2))$p.value = 34/70; alternative="greater": 17/70 (R documentation example).
    expect(
      fisherExact([
        [3, 1],
        [1, 3],
      ]).pValue,
    ).toBeCloseTo(34 / 70, 12);
    expect(
      fisherExact(
        [
          [3, 1],
          [1, 3],
        ],
        'greater',
      ).pValue,
    ).toBeCloseTo(17 / 70, 12);
    expect(
      fisherExact(
        [
          [3, 1],
          [1, 3],
        ],
        'less',
      ).pValue,
    ).toBeCloseTo(69 / 70, 12);
  });

  it('matches closed forms', () => {
    // Perfect separation 10/10 vs 0/10: the two extreme tables, 2 / C(20, 10).
    expect(
      fisherExact([
        [10, 0],
        [0, 10],
      ]).pValue,
    ).toBeCloseTo(2 / 184756, 15);
    // The Chokepoint Harness paper: one success in 43 against none in 43 is p = 1 (fisher.test(matrix(c(1,0,42,43),2))).
    expect(
      fisherExact([
        [1, 42],
        [0, 43],
      ]).pValue,
    ).toBe(1);
  });

  it('matches exact BigInt enumeration to 1e-9 on scenario-sized tables', () => {
    const tables: [number, number, number, number][] = [
      [1, 42, 0, 43],
      [12, 31, 3, 40],
      [27, 16, 0, 43],
      [4, 48, 6, 46],
      [5, 7, 11, 1],
      [0, 52, 9, 43],
      [150, 350, 180, 320],
      [400, 549, 380, 569],
    ];
    for (const [a, b, c, d] of tables) {
      const reference = fisherTwoSidedExact(a, b, c, d);
      expect(
        Math.abs(
          fisherExact([
            [a, b],
            [c, d],
          ]).pValue - reference,
        ),
      ).toBeLessThan(1e-9);
    }
  });

  it('handles very large tables, close to the pooled z test there', () => {
    const [a, b, c, d] = [150000, 150000, 149000, 151000];
    const p1 = a / (a + b);
    const p2 = c / (c + d);
    const pooled = (a + c) / (a + b + c + d);
    const z = (p1 - p2) / Math.sqrt(pooled * (1 - pooled) * (1 / (a + b) + 1 / (c + d)));
    const zTestP = 2 * (1 - normalCdf(Math.abs(z)));
    const exact = fisherExact([
      [a, b],
      [c, d],
    ]).pValue;
    expect(Math.abs(exact - zTestP) / zTestP).toBeLessThan(0.03);
  });

  it('is invariant to swapping rows or columns', () => {
    const p = fisherExact([
      [12, 31],
      [3, 40],
    ]).pValue;
    expect(
      fisherExact([
        [3, 40],
        [12, 31],
      ]).pValue,
    ).toBeCloseTo(p, 14);
    expect(
      fisherExact([
        [31, 12],
        [40, 3],
      ]).pValue,
    ).toBeCloseTo(p, 14);
    expect(
      fisherExact([
        [12, 3],
        [31, 40],
      ]).pValue,
    ).toBeCloseTo(p, 14);
  });

  it('refuses tables that are not counts', () => {
    expect(() =>
      fisherExact([
        [1.5, 2],
        [3, 4],
      ]),
    ).toThrow(RangeError);
    expect(() =>
      fisherExact([
        [-1, 2],
        [3, 4],
      ]),
    ).toThrow(RangeError);
  });
});
