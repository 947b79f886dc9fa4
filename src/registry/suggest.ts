/**
 * "Did you mean" for a name the user typed: the candidates it is a prefix of (a scenario id typed
 * without its locator), else the candidates within a small edit distance. At most `max`, in the
 * candidates' order; empty when nothing is close.
 */
export function closeNames(name: string, candidates: readonly string[], max = 3): string[] {
  const unique = [...new Set(candidates)];
  const extending = unique.filter((c) => c.length > name.length && c.startsWith(name));
  if (extending.length > 0) return extending.slice(0, max);
  const limit = Math.max(1, Math.min(3, Math.floor(name.length / 3)));
  const scored = unique.map((c) => ({ c, d: editDistance(name.toLowerCase(), c.toLowerCase()) })).filter(({ d }) => d <= limit);
  const best = Math.min(...scored.map(({ d }) => d));
  return scored
    .filter(({ d }) => d === best)
    .map(({ c }) => c)
    .slice(0, max);
}

/** ` (did you mean a, b?)` or nothing. */
export function didYouMean(name: string, candidates: readonly string[]): string {
  const close = closeNames(name, candidates);
  return close.length > 0 ? ` (did you mean ${close.join(', ')}?)` : '';
}

/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps cost 1. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}
