import type { JudgeFacts } from '../flow/facts.ts';
import type { Axis, ContentMatch } from '../types.ts';
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

/** How the checks that reach the verdict match content; tool-name selection is not content. */
export function contentMatches(facts: JudgeFacts): Axis<readonly ContentMatch[]> {
  const unknown = unknownFor(facts, 'content');
  if (unknown) return unknown;
  const found = new Set<ContentMatch>();
  for (const id of facts.verdict.recs.keys()) {
    const record = facts.records.get(id);
    if (record?.type === 'compare' && record.match !== 'selector') found.add(record.match);
  }
  return { known: true, value: ORDER.filter((m) => found.has(m)) };
}
