import type { ts } from '../typescript.js';
import type { Collected } from './collected.ts';
import type { UnknownSite } from './facts.ts';
import { NOTHING, consumed, join, neutral, type Value } from './value.ts';

/** Values the analysis cannot follow: they carry their inputs' reads and the reason, and make axes unknown. */

export function unknownValue(collected: Collected, node: ts.Node, reason: string, axes: UnknownSite['axes'], inputs: readonly Value[]): Value {
  collected.unknowns.push({ node, reason, axes });
  const value = join(...inputs.map(consumed), NOTHING);
  return { ...value, constant: undefined, fns: undefined, unknown: [...(value.unknown ?? []), reason] };
}

/** A call into code the analysis cannot enter: unknown only when judge context data flows into it. */
export function unresolvedCall(collected: Collected, node: ts.Node, what: string, inputs: readonly Value[]): Value {
  const value = neutral(join(...inputs.map(consumed), NOTHING));
  if (value.deps.size === 0) return { ...value, constant: undefined, fns: undefined };
  const wholeContext = value.deps.has('ctx');
  return unknownValue(
    collected,
    node,
    `calls \`${what}\`, which cannot be followed statically, with judge context data`,
    wholeContext ? ['read', 'count', 'content', 'case'] : ['count', 'content', 'case'],
    inputs,
  );
}
