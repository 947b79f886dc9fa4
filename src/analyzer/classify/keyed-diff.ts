import type { CompareRecord, JudgeFacts } from '../flow/facts.ts';
import type { Value } from '../flow/value.ts';

/**
 * A keyed diff of a state part compared with an expected diff (docs/taxonomy.md, "One reading
 * where the page allowed two", 1). The judge builds the diff from `pre` and `post` of one part by
 * pairing their elements by key (a comparison of the part's keys before with its keys after) and
 * telling changed elements from unchanged ones (a same-as-pre test); the diff's keys (`added`) and
 * the strings it formats from the keys are bookkeeping. Compared whole with an expected diff that
 * must hold, it requires what a whole-state comparison does: nothing it does not list changed.
 */
interface KeyedDiffs {
  /** Comparisons of a diff with an expected one that must hold: count `no-change` of their parts, and no case (bookkeeping strings). */
  readonly comparisons: ReadonlyMap<number, string>;
  /** Comparisons that pair the part's elements by key: bookkeeping, no content. */
  readonly pairing: ReadonlySet<number>;
}

const WHOLE = new Set(['equality', 'set-equality', 'list-equality']);

export function keyedDiffs(facts: JudgeFacts): KeyedDiffs {
  const comparisons = new Map<number, string>();
  const pairing = new Set<number>();
  // The parts whose elements the judge tells changed from unchanged, only to build data (sign 0).
  const changeTests = new Map<number, string>();
  for (const [id, sign] of facts.verdict.recs) {
    const record = facts.records.get(id);
    if (record?.type !== 'count' || record.op !== 'same-as-pre' || sign !== 0) continue;
    const part = onePart([...record.of]);
    if (part) changeTests.set(id, part);
  }
  if (changeTests.size === 0) return { comparisons, pairing };
  const parts = new Set(changeTests.values());
  for (const [id, sign] of facts.verdict.recs) {
    const record = facts.records.get(id);
    if (record?.type !== 'compare') continue;
    if (sign === 0 && isPairing(record, parts)) pairing.add(id);
    const part = sign === 1 ? diffPart(record, changeTests) : undefined;
    if (part) comparisons.set(id, part);
  }
  // Without elements paired by key there is no keyed diff, whatever is compared.
  return pairing.size > 0 ? { comparisons, pairing } : { comparisons: new Map(), pairing };
}

/** The state part (`tables.emails`) every path reads, in `pre` or `post`, when there is one. */
function onePart(paths: readonly string[]): string | undefined {
  const parts = new Set(paths.map((p) => /^(?:pre|post)\.((?:tables\.)?[\w$]+)/.exec(p)?.[1]));
  const [part] = parts;
  return parts.size === 1 && part !== undefined ? part : undefined;
}

const reads = (v: Value): string[] => [...v.paths, ...(v.elems ?? []), ...v.deps];

/** One side reads a part before, the other the same part after, and nothing else: elements paired by key. */
function isPairing(record: CompareRecord, parts: ReadonlySet<string>): boolean {
  const actual = reads(record.actual);
  const expected = reads(record.expected);
  if (actual.length === 0 || expected.length === 0) return false;
  const a = onePart(actual);
  const b = onePart(expected);
  const when = (paths: string[]) => new Set(paths.map((p) => p.split('.')[0]));
  const whenA = when(actual);
  const whenB = when(expected);
  return a !== undefined && a === b && parts.has(a) && whenA.size === 1 && whenB.size === 1 && [...whenA][0] !== [...whenB][0];
}

/**
 * A diff compared whole with a constant (a literal list, a literal): the compared value is
 * computed (it is no context path) from a change test of one part, and reads nothing but that
 * part before and after.
 */
function diffPart(record: CompareRecord, changeTests: ReadonlyMap<number, string>): string | undefined {
  if (!WHOLE.has(record.match)) return undefined;
  const { actual, expected } = record;
  if (actual.paths.size > 0 || (expected.constantList === undefined && expected.constant === undefined) || reads(expected).length > 0) return undefined;
  const built = [...actual.recs.keys()].map((id) => changeTests.get(id)).filter((p) => p !== undefined);
  const part = onePart(reads(actual));
  return part !== undefined && built.includes(part) ? part : undefined;
}
