import { describe, expect, it } from 'vitest';
import { clusterCounts, clusteredProportion, type ClusterCount } from '../../src/stats/clustered.ts';
import { wilson, wilsonScore } from '../../src/stats/proportions.ts';
import { seededRandom } from '../../src/stats/random.ts';
import { normalQuantile } from '../../src/stats/special.ts';

describe('clustered proportion', () => {
  it('computes the CR1 design effect by hand and the Wilson interval on the effective sample size', () => {
    // Three tasks, three repeats each: 3/3, 0/3, 1/3 -> p = 4/9.
    const clusters = [
      { key: 'a', successes: 3, trials: 3 },
      { key: 'b', successes: 0, trials: 3 },
      { key: 'c', successes: 1, trials: 3 },
    ];
    const p = 4 / 9;
    const squares = (3 - 3 * p) ** 2 + (0 - 3 * p) ** 2 + (1 - 3 * p) ** 2;
    const variance = ((3 / 2) * squares) / 81;
    const effective = (p * (1 - p)) / variance;
    const result = clusteredProportion(clusters);
    expect(result.estimate).toBeCloseTo(p, 15);
    expect(result.clusters).toBe(3);
    expect(result.effectiveTrials).toBeCloseTo(effective, 12);
    expect(result.designEffect).toBeCloseTo(9 / effective, 12);
    const expected = wilsonScore(p, effective);
    expect(result.lower).toBeCloseTo(expected.lower, 12);
    expect(result.upper).toBeCloseTo(expected.upper, 12);
    // Correlated repeats make the interval wider than the naive Wilson interval on 9 records.
    const naive = wilson(4, 9);
    expect(result.upper! - result.lower!).toBeGreaterThan(naive.upper - naive.lower);
  });

  it('counts each task once when every outcome is the same (nothing is known of the clustering)', () => {
    const none = clusteredProportion([
      { key: 'a', successes: 0, trials: 5 },
      { key: 'b', successes: 0, trials: 5 },
    ]);
    expect(none.effectiveTrials).toBe(2);
    expect(none.upper).toBeCloseTo(wilson(0, 2).upper, 14);
    expect(none.lower).toBe(0);
  });

  it('never takes credit beyond the record count, and one task is one observation', () => {
    // Within-task outcomes balanced exactly: the CR variance is zero, n_eff is capped at N.
    const balanced = clusteredProportion([
      { key: 'a', successes: 1, trials: 2 },
      { key: 'b', successes: 1, trials: 2 },
    ]);
    expect(balanced.effectiveTrials).toBe(4);
    expect(clusteredProportion([{ key: 'a', successes: 2, trials: 5 }]).effectiveTrials).toBe(1);
  });

  it('equals the plain Wilson interval up to the K/(K-1) correction when every cluster has one record', () => {
    const outcomes = [1, 0, 0, 1, 1, 0, 0, 0, 1, 0, 0, 0];
    const result = clusteredProportion(outcomes.map((y, i) => ({ key: `t${i}`, successes: y, trials: 1 })));
    const k = outcomes.length;
    expect(result.effectiveTrials).toBeCloseTo(k - 1, 12);
    expect(result.lower).toBeCloseTo(wilsonScore(4 / 12, k - 1).lower, 12);
  });

  it('is empty without trials and refuses bad counts and repeated cluster keys', () => {
    expect(clusteredProportion([]).estimate).toBeNull();
    expect(clusteredProportion([{ key: 'a', successes: 0, trials: 0 }]).clusters).toBe(0);
    expect(() => clusteredProportion([{ key: 'a', successes: 3, trials: 2 }])).toThrow(/0 <= successes <= trials/);
    expect(() =>
      clusteredProportion([
        { key: 'a', successes: 1, trials: 2 },
        { key: 'a', successes: 1, trials: 2 },
      ]),
    ).toThrow(/appears twice/);
  });

  it('groups items into clusters in first-seen order', () => {
    const items = [
      { task: 'b', ok: true },
      { task: 'a', ok: false },
      { task: 'b', ok: false },
    ];
    expect(
      clusterCounts(
        items,
        (i) => i.task,
        (i) => i.ok,
      ),
    ).toEqual([
      { key: 'b', successes: 1, trials: 2 },
      { key: 'a', successes: 0, trials: 1 },
    ]);
  });
});

/** Gamma(shape, 1) by Marsaglia and Tsang, for Beta draws of the per-task rates. */
function gamma(random: () => number, shape: number): number {
  if (shape < 1) return gamma(random, shape + 1) * Math.pow(random(), 1 / shape);
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    let x: number;
    let v: number;
    do {
      x = normalQuantile(Math.min(1 - 1e-12, Math.max(1e-12, random())));
      v = 1 + c * x;
    } while (v <= 0);
    v = v * v * v;
    if (Math.log(random()) < 0.5 * x * x + d - d * v + d * Math.log(v)) return d * v;
  }
}

interface Design {
  readonly tasks: number;
  readonly repeats: number;
  /** The true rate: the mean of the per-task rates. */
  readonly rate: number;
  /** Intra-task correlation: per-task rates ~ Beta with mean `rate` and precision 1/icc − 1. */
  readonly icc: number;
}

/** Synthetic runs: tasks drawn with their own rate around the known rate, each repeated. */
function coverage(design: Design, interval: (clusters: ClusterCount[]) => { lower: number; upper: number }, simulations = 2000): number {
  const random = seededRandom(7);
  const precision = 1 / design.icc - 1;
  let covered = 0;
  for (let s = 0; s < simulations; s++) {
    const clusters: ClusterCount[] = [];
    for (let k = 0; k < design.tasks; k++) {
      const x = gamma(random, design.rate * precision);
      const taskRate = x / (x + gamma(random, (1 - design.rate) * precision));
      let successes = 0;
      for (let r = 0; r < design.repeats; r++) if (random() < taskRate) successes++;
      clusters.push({ key: `task${k}`, successes, trials: design.repeats });
    }
    const { lower, upper } = interval(clusters);
    if (lower <= design.rate && design.rate <= upper) covered++;
  }
  return covered / simulations;
}

const clustered = (clusters: ClusterCount[]) => {
  const p = clusteredProportion(clusters);
  return { lower: p.lower!, upper: p.upper! };
};

describe('coverage of the clustered 95% interval on synthetic data with known rates', () => {
  const designs: Design[] = [
    { tasks: 43, repeats: 3, rate: 0.3, icc: 0.3 },
    { tasks: 12, repeats: 3, rate: 0.3, icc: 0.3 },
    { tasks: 43, repeats: 3, rate: 0.05, icc: 0.3 },
    { tasks: 43, repeats: 5, rate: 0.5, icc: 0.5 },
  ];
  for (const design of designs) {
    it(`${design.tasks} tasks x ${design.repeats} repeats, rate ${design.rate}, intra-task correlation ${design.icc}: within 93-97%`, () => {
      const covered = coverage(design, clustered);
      expect(covered).toBeGreaterThanOrEqual(0.93);
      expect(covered).toBeLessThanOrEqual(0.97);
    });
  }

  it('tells good from bad intervals: the naive Wilson interval and a Wald interval on the same variance undercover', () => {
    const design = designs[2];
    const naive = (clusters: ClusterCount[]) =>
      wilson(
        clusters.reduce((a, c) => a + c.successes, 0),
        clusters.reduce((a, c) => a + c.trials, 0),
      );
    const wald = (clusters: ClusterCount[]) => {
      const p = clusteredProportion(clusters);
      const half = 1.959963984540054 * Math.sqrt((p.estimate! * (1 - p.estimate!)) / p.effectiveTrials!);
      return { lower: p.estimate! - half, upper: p.estimate! + half };
    };
    expect(coverage(design, naive)).toBeLessThan(0.93);
    expect(coverage(design, wald)).toBeLessThan(0.93);
  });
});
