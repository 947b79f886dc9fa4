import type { CountOp, CountRecord, JudgeFacts } from '../flow/facts.ts';
import type { Sign } from '../flow/value.ts';
import type { Axis, CountRequirement } from '../types.ts';
import { keyedDiffs } from './keyed-diff.ts';
import { unknownFor } from './unknown.ts';

/**
 * Count requirements of the checks that reach the verdict, with the sign they reach it with:
 * `if (sent.length !== 1) return false` requires exactly one, `!trace.some(...)` requires none.
 */
export function countRequirements(facts: JudgeFacts): Axis<readonly CountRequirement[]> {
  const unknown = unknownFor(facts, 'count');
  if (unknown) return unknown;
  const out = new Map<string, CountRequirement>();
  const alternatives = eitherWay(facts);
  for (const [id, sign] of facts.verdict.recs) {
    const record = facts.records.get(id);
    if (!record || record.type !== 'count' || alternatives.has(id)) continue;
    // Required to hold at one use and to fail at another: both requirements (an implied one only where it holds).
    const signs: readonly Sign[] = sign === 3 ? (record.implied ? [1] : [1, -1]) : [sign];
    for (const s of signs) {
      const requirement = requirementOf(record, s);
      if ('reason' in requirement) return { known: false, reason: requirement.reason };
      if (requirement.kind === undefined) continue;
      const r = requirement;
      out.set(`${r.kind}:${r.n ?? ''}:${r.of ?? ''}`, r);
    }
  }
  // A keyed diff compared with an expected diff requires that nothing it does not list changed.
  for (const part of new Set(keyedDiffs(facts).comparisons.values())) out.set(`no-change::${part}`, { kind: 'no-change', of: part });
  return { known: true, value: [...out.values()].sort(compareRequirements) };
}

/**
 * A search the verdict needs to fail, while a check on what it finds needs it to succeed
 * (`if (bill === undefined) return true; return bill.status === 'Paid'`): nothing found, or found
 * and passing — alternatives, so neither is a requirement. Their record ids.
 */
function eitherWay(facts: JudgeFacts): ReadonlySet<number> {
  const out = new Set<number>();
  for (const [id, sign] of facts.verdict.recs) {
    const record = facts.records.get(id);
    if (record?.type !== 'count' || !record.implied || record.search === undefined || sign !== 1) continue;
    const search = facts.records.get(record.search);
    if (search?.type === 'count' && search.op === 'truthy' && facts.verdict.recs.get(record.search) === -1) {
      out.add(id);
      out.add(record.search);
    }
  }
  return out;
}

type Outcome = CountRequirement | { readonly reason: string } | { readonly kind: undefined };

function requirementOf(record: CountRecord, sign: Sign): Outcome {
  const of = [...record.of].sort()[0];
  // Only the reasons of unknown counts need the line; most records never ask for it.
  const line = () => record.node.getSourceFile().getLineAndCharacterOfPosition(record.node.getStart()).line + 1;
  if (sign === 0 || (record.implied && sign !== 1)) return { kind: undefined };
  if (sign === 2) return { reason: `a count check whose direction cannot be told (line ${line()})` };
  const op = sign === 1 ? record.op : negateOp(record.op);
  const n = record.n;
  const base = of !== undefined ? { of: displayOf(of) } : {};
  switch (op) {
    case 'same-as-pre':
      return { kind: 'no-change', ...stateOf(of) };
    case 'not-same-as-pre':
      // A required change: some element of the part differs (added, removed or changed), the negation of no-change.
      return { kind: 'at-least', n: 1, ...stateOf(of) };
    case 'truthy':
      return { kind: 'at-least', n: 1, ...base };
    case 'falsy':
      return { kind: 'exactly', n: 0, ...base };
    case 'every':
      return { kind: 'all', ...base };
    case 'not-every':
      // `!xs.every(p)`: some element fails p, a search for its negation (as `!xs.some(p)` is exactly 0).
      return { kind: 'at-least', n: 1, ...base };
    case '===':
      return { kind: 'exactly', n, ...base };
    case '!==':
      return n === 0 ? { kind: 'at-least', n: 1, ...base } : { reason: `"not exactly ${n ?? 'N'}" count check (line ${line()})` };
    case '>=':
      return { kind: 'at-least', n, ...base };
    case '>':
      return { kind: 'at-least', n: n === undefined ? undefined : n + 1, ...base };
    case '<=':
      return n === 0 ? { kind: 'exactly', n: 0, ...base } : { kind: 'at-most', n, ...base };
    case '<':
      return n === 1 ? { kind: 'exactly', n: 0, ...base } : { kind: 'at-most', n: n === undefined ? undefined : n - 1, ...base };
    default:
      return { kind: undefined };
  }
}

type AnyOp = CountOp | 'falsy' | 'not-every' | 'not-same-as-pre';

/** The operator a count test gives when it fails (`>=` fails as `<`). */
export function negateOp(op: CountOp): AnyOp {
  const table: Record<string, AnyOp> = {
    '===': '!==',
    '!==': '===',
    '>=': '<',
    '<': '>=',
    '>': '<=',
    '<=': '>',
    truthy: 'falsy',
    every: 'not-every',
    'same-as-pre': 'not-same-as-pre',
  };
  return table[op];
}

/** `pre.tables.orders` / `post.tables.orders` compared with each other: the state part they share. */
function stateOf(path: string | undefined): { of?: string } {
  return path === undefined ? {} : { of: path.replace(/^(pre|post)\./, '').replace(/\[\].*$/, '') };
}

/** `trace[send_email]` as `trace:send_email`; the entries or keys of a collection as the collection. */
function displayOf(path: string): string {
  return path.replace(/^trace\[([^\]]+)\]$/, 'trace:$1').replace(/(\[\*\]|\{keys\})$/, '');
}

function compareRequirements(a: CountRequirement, b: CountRequirement): number {
  return a.kind.localeCompare(b.kind) || (a.n ?? -1) - (b.n ?? -1) || (a.of ?? '').localeCompare(b.of ?? '');
}

export function formatCount(r: CountRequirement): string {
  const what = r.of ? ` ${r.of}` : '';
  switch (r.kind) {
    case 'no-change':
      return `no change${what}`;
    case 'all':
      return `all${what}`;
    default:
      return `${r.kind} ${r.n ?? '?'}${what}`;
  }
}
