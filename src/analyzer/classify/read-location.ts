import type { JudgeFacts } from '../flow/facts.ts';
import { WHOLE_CONTEXT } from '../flow/value.ts';
import type { Axis, ReadLocation } from '../types.ts';
import { unknownFor } from './unknown.ts';

const ORDER: readonly ReadLocation[] = ['output', 'messages', 'pre', 'post', 'pre-post', 'steps', 'trace-names', 'trace-arguments', 'trace-results'];

const WHOLE_CALL: readonly ReadLocation[] = ['trace-names', 'trace-arguments', 'trace-results'];

/**
 * Where one context path lives. The trace or one call taken whole (serialised, passed where the
 * analyzer cannot follow) reads everything a call has: its name, its arguments and its result.
 */
export function locationsOf(path: string): readonly ReadLocation[] {
  // `output{split}`: the parts of the output text are still the output.
  const root = /^(output|messages|pre|post|steps)(?=[.[{]|$)/.exec(path)?.[1];
  if (root) return [root as ReadLocation];
  if (path.startsWith('trace')) {
    if (/^trace(\[[^\]]*\])?$/.test(path)) return WHOLE_CALL;
    if (/\.args(\.|\[|\{|$)/.test(path)) return ['trace-arguments'];
    if (/\.(result|error)(\.|\[|\{|$)/.test(path)) return ['trace-results'];
    if (/^trace(\[[^\]]*\])?\.(tool|status|index|length|size|decisions)/.test(path)) return ['trace-names'];
    return WHOLE_CALL;
  }
  return [];
}

const cache = new WeakMap<JudgeFacts, Axis<readonly ReadLocation[]>>();

/** The read locations of a judge (classification and several rules ask; computed once per judge). */
export function readLocations(facts: JudgeFacts): Axis<readonly ReadLocation[]> {
  let axis = cache.get(facts);
  if (!axis) {
    axis = computeReadLocations(facts);
    cache.set(facts, axis);
  }
  return axis;
}

function computeReadLocations(facts: JudgeFacts): Axis<readonly ReadLocation[]> {
  const unknown = unknownFor(facts, 'read');
  if (unknown) return unknown;
  if (facts.verdict.deps.has(WHOLE_CONTEXT)) return { known: false, reason: 'the whole judge context is passed somewhere the analyzer cannot follow' };
  const found = new Set<ReadLocation>();
  for (const path of facts.verdict.deps) {
    for (const location of locationsOf(path)) found.add(location);
  }
  if (found.has('pre') && found.has('post')) {
    found.delete('pre');
    found.delete('post');
    found.add('pre-post');
  }
  return { known: true, value: ORDER.filter((l) => found.has(l)) };
}

/** Context paths the verdict depends on, sorted, without the internal root. */
export function verdictReads(facts: JudgeFacts): string[] {
  return [...facts.verdict.deps].filter((p) => p !== WHOLE_CONTEXT).sort();
}
