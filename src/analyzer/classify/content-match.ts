import { ts } from '../typescript.js';
import { reportedMatch, type CompareRecord, type JudgeFacts } from '../flow/facts.ts';
import type { Axis, ContentMatch } from '../types.ts';
import { keyedDiffs } from './keyed-diff.ts';
import { unknownFor } from './unknown.ts';

const ORDER: readonly ContentMatch[] = [
  'equality',
  'substring',
  'prefix',
  'suffix',
  'regex',
  'set-equality',
  'list-equality',
  'membership',
  'numeric-comparison',
  'numeric-tolerance',
];

/**
 * A check that only shapes data against an empty or punctuation-only literal (`chunk === ''`,
 * `text.startsWith('"')` before stripping quotes): formatting, not a match of content.
 */
export function isFormatting(record: CompareRecord): boolean {
  const c = record.expected.constant?.value;
  if (typeof c === 'string') return !/[\p{L}\p{N}]/u.test(c);
  // A regex run to take a value apart (`/^(\w+):\/\/([^/]*)/.exec(url)`): parsing, not matching.
  const node = record.node;
  return (
    record.match === 'regex' &&
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    /^(exec|match|matchAll)$/.test(node.expression.name.text)
  );
}

/**
 * How the checks that reach the verdict match content; tool-name selection is not content. The
 * comparisons a similarity makes are how it computes: the similarity is compared with a threshold,
 * its own record where the code compares it, the task's `passAt` where the judge returns it as its
 * score (`scored`).
 */
export function contentMatches(facts: JudgeFacts, scored: boolean): Axis<readonly ContentMatch[]> {
  const unknown = unknownFor(facts, 'content');
  if (unknown) return unknown;
  const found = new Set<ContentMatch>();
  // Elements of a keyed diff paired by key: bookkeeping, no content.
  const { pairing } = keyedDiffs(facts);
  for (const [id, sign] of facts.verdict.recs) {
    const record = facts.records.get(id);
    if (record?.type !== 'compare' || record.match === 'selector' || pairing.has(id)) continue;
    if (sign === 0 && isFormatting(record)) continue;
    if (record.computing) {
      if (scored) found.add('numeric-comparison');
      continue;
    }
    found.add(reportedMatch(record.match));
  }
  return { known: true, value: ORDER.filter((m) => found.has(m)) };
}
