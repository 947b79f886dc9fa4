/**
 * Independent reference computations for the statistics tests: exact rational arithmetic with
 * BigInt (no logarithms, no floating point until the final division), so they share no code
 * and no approximation with src/stats.
 */

export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  const kk = Math.min(k, n - k);
  for (let i = 1; i <= kk; i++) result = (result * BigInt(n - kk + i)) / BigInt(i);
  return result;
}

/** numerator / denominator as a double, exact to the last bits for values in [0, 1]. */
export function ratio(numerator: bigint, denominator: bigint): number {
  const scale = 10n ** 30n;
  return Number((numerator * scale) / denominator) / 1e30;
}

/** Two-sided Fisher p by enumerating every table with the observed margins, exact comparison. */
export function fisherTwoSidedExact(a: number, b: number, c: number, d: number): number {
  const col1 = a + c;
  const col2 = b + d;
  const row1 = a + b;
  const weight = (x: number): bigint => choose(col1, x) * choose(col2, row1 - x);
  const observed = weight(a);
  let mass = 0n;
  let total = 0n;
  for (let x = 0; x <= row1; x++) {
    const w = weight(x);
    total += w;
    if (w <= observed) mass += w;
  }
  return ratio(mass, total);
}

/** Two-sided binomial(n, 1/2) test by enumerating every outcome no more probable than the observed. */
export function binomialHalfTwoSidedExact(x: number, n: number): number {
  const observed = choose(n, x);
  let mass = 0n;
  for (let i = 0; i <= n; i++) if (choose(n, i) <= observed) mass += choose(n, i);
  return Math.min(1, ratio(mass, 2n ** BigInt(n)));
}
