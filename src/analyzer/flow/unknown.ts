import type { ts } from '../typescript.js';
import type { Collected } from './collected.ts';
import type { UnknownSite } from './facts.ts';
import { NOTHING, WHOLE_CONTEXT, consumed, join, neutral, type Value } from './value.ts';

/**
 * Values the analysis cannot follow: they carry their inputs' reads and the reason, and make axes
 * unknown. A text (`text`: the code types it a string) makes them unknown only where it reaches the
 * verdict (reading 36): printed, thrown as a message or kept beside the verdict, it is any string.
 */
export function unknownValue(collected: Collected, node: ts.Node, reason: string, axes: UnknownSite['axes'], inputs: readonly Value[], text = false): Value {
  if (text) collected.deferred.push({ node, reason, axes });
  else collected.unknowns.push({ node, reason, axes });
  const value = join(...inputs.map(consumed), NOTHING);
  return { ...value, constant: undefined, fns: undefined, unknown: [...(value.unknown ?? []), reason] };
}

/**
 * A call's result that stands for its inputs, as data, nothing known of it: a call in code that
 * never runs (no unknown: it is never made), a recursive call past its depth (the outer activations
 * make its checks), a call the analysis cannot enter that reads nothing of the context.
 */
export function inputsAsData(inputs: readonly Value[]): Value {
  return { ...neutral(join(...inputs.map(consumed), NOTHING)), constant: undefined, fns: undefined };
}

/** The trace or one call taken whole: a call the analyzer cannot enter may read any part of it (name, arguments, result). */
const WHOLE_CALL = /^trace(\[[^\]]*\])?$/;

/**
 * A call into code the analysis cannot enter: unknown only when judge context data flows into it.
 * Then what it checks (count, content, case) is unknown; where it is given the whole context, or
 * the trace or a call whole, so is which parts it reads: only what it is provably given (the tool
 * names it was passed, the output) stays known.
 */
export function unresolvedCall(collected: Collected, node: ts.Node, what: string, inputs: readonly Value[], text = false): Value {
  // A function given to it (a callback, a closure over the context) may be called with anything, and
  // what it reads may decide the result: nothing about the call is known, not even that it reads nothing.
  if (inputs.some((v) => v.fns !== undefined)) {
    const why = `passes a function to \`${what}\`, which cannot be followed statically: how it is called and what it reads are unknown`;
    return unknownValue(collected, node, why, ['read', 'count', 'content', 'case'], inputs);
  }
  const value = inputsAsData(inputs);
  if (value.deps.size === 0) return value;
  const wholeContext = value.deps.has(WHOLE_CONTEXT);
  // A list mapped to parts of the calls (`trace.map((c) => c.tool)`) holds those parts, not the calls.
  const wholeCalls = inputs.some((v) => [...(v.element?.paths ?? v.elems ?? v.paths)].some((p) => WHOLE_CALL.test(p)));
  return unknownValue(
    collected,
    node,
    wholeCalls && !wholeContext
      ? `passes whole calls of the trace to \`${what}\`, which cannot be followed statically: which of their parts it reads is unknown`
      : `calls \`${what}\`, which cannot be followed statically, with judge context data`,
    wholeContext || wholeCalls ? ['read', 'count', 'content', 'case'] : ['count', 'content', 'case'],
    inputs,
    text,
  );
}
