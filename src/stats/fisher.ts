import { logChoose } from './special.ts';

export type Alternative = 'two-sided' | 'less' | 'greater';

/** A 2x2 table [[a, b], [c, d]]: rows are the groups, columns success / failure. */
export type Table2x2 = readonly [readonly [number, number], readonly [number, number]];

export interface FisherResult {
  readonly table: Table2x2;
  readonly alternative: Alternative;
  readonly pValue: number;
}

/** R's `fisher.test` tolerance: probabilities within 1e-7 relative of the observed one count as "as extreme". */
const RELATIVE_TOLERANCE = 1 + 1e-7;

/**
 * Fisher's exact test on a 2x2 table, conditional on the margins (hypergeometric distribution of
 * the top-left cell). Two-sided: the sum of the probabilities of every table no more probable than
 * the observed one, as R's `fisher.test`. Probabilities are computed on the log scale and
 * rescaled by their maximum before exponentiating.
 */
export function fisherExact(table: Table2x2, alternative: Alternative = 'two-sided'): FisherResult {
  const [[a, b], [c, d]] = table;
  for (const cell of [a, b, c, d]) {
    if (!Number.isInteger(cell) || cell < 0) throw new RangeError(`table cells must be non-negative integers, got ${cell}`);
  }
  const firstColumn = a + c;
  const secondColumn = b + d;
  const firstRow = a + b;
  const low = Math.max(0, firstRow - secondColumn);
  const high = Math.min(firstRow, firstColumn);
  const logDensity: number[] = [];
  for (let x = low; x <= high; x++) {
    logDensity.push(logChoose(firstColumn, x) + logChoose(secondColumn, firstRow - x));
  }
  const max = logDensity.reduce((m, l) => Math.max(m, l), Number.NEGATIVE_INFINITY);
  const weights = logDensity.map((l) => Math.exp(l - max));
  const total = weights.reduce((s, w) => s + w, 0);
  const observed = weights[a - low];
  let mass = 0;
  weights.forEach((w, i) => {
    const x = low + i;
    const counts = alternative === 'less' ? x <= a : alternative === 'greater' ? x >= a : w <= observed * RELATIVE_TOLERANCE;
    if (counts) mass += w;
  });
  return { table, alternative, pValue: Math.min(1, mass / total) };
}
