import { ts } from '../typescript.js';
import type { CheckRecord, CompareRecord } from './facts.ts';
import type { Sign, Value } from './value.ts';

/**
 * Two lists compared position by position over statements (docs/taxonomy.md, "Set equality is no
 * count"): `if (a.length !== b.length) return false;` then, at every position of one of them, its
 * element checked against the other's element at the same position (a loop that fails at the first
 * difference, results collected and required with `every`). Where the verdict needs both — equal
 * sizes and the check at every position — the element checks are one `list-equality` and the size
 * check is part of it, no check of its own. Without equal sizes the element checks stay what they
 * are (one list's elements a prefix of the other's, or the same where the walk stops at the shorter).
 */
export function listEqualities(verdict: Value, records: ReadonlyMap<number, CheckRecord>): { verdict: Value; records: ReadonlyMap<number, CheckRecord> } {
  const equal = [...verdict.recs].flatMap(([id, sign]) => {
    const r = records.get(id);
    return r?.type === 'compare' && r.match === 'equality' && requiresEqual(r, sign) ? [r] : [];
  });
  const sizes = equal.filter((r) => r.sizes !== undefined);
  if (sizes.length === 0) return { verdict, records };
  const upgraded = new Map<number, CompareRecord>();
  const absorbed = new Set<number>();
  for (const r of equal) {
    if (!r.positional?.everyPosition) continue;
    const guards = sizes.filter((s) => samePair(s.sizes!, r.positional!.lists));
    if (guards.length === 0) continue;
    upgraded.set(r.id, { ...r, match: 'list-equality' });
    for (const g of guards) absorbed.add(g.id);
  }
  if (upgraded.size === 0) return { verdict, records };
  const all = new Map(records);
  for (const [id, r] of upgraded) all.set(id, r);
  const recs = new Map<number, Sign>([...verdict.recs].filter(([id]) => !absorbed.has(id)));
  return { verdict: { ...verdict, recs }, records: all };
}

/** The two sides required equal: an equality that must hold, or an inequality that must fail (`if (a !== b) return false`). */
function requiresEqual(record: CompareRecord, sign: Sign): boolean {
  const node = record.node;
  if (!ts.isBinaryExpression(node)) return false;
  const op = node.operatorToken.kind;
  const negative = op === ts.SyntaxKind.ExclamationEqualsEqualsToken || op === ts.SyntaxKind.ExclamationEqualsToken;
  const positive = op === ts.SyntaxKind.EqualsEqualsEqualsToken || op === ts.SyntaxKind.EqualsEqualsToken;
  return (positive && sign === 1) || (negative && sign === -1);
}

function samePair<T>(a: readonly [T, T], b: readonly [T, T]): boolean {
  return (a[0] === b[0] && a[1] === b[1]) || (a[0] === b[1] && a[1] === b[0]);
}
