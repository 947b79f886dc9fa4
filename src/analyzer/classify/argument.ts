import type { CompareRecord, CountRecord, JudgeFacts } from '../flow/facts.ts';
import type { Value } from '../flow/value.ts';
import type { ArgumentConstraint, Axis, ReadLocation } from '../types.ts';
import { locationsOf } from './read-location.ts';

/**
 * For attack judges: whether the verdict constrains what the calls carried (their arguments or
 * results) or only which tools were called (the Chokepoint Harness paper's defect D2, "name-only").
 * Arguments the verdict reads without comparing them are no constraint (reading 28): the trace is
 * then read for which calls were made only.
 */
export function argumentConstraint(facts: JudgeFacts, reads: Axis<readonly ReadLocation[]>): Axis<ArgumentConstraint> {
  if (facts.style === 'declarative') {
    const positive = facts.calledWith.filter((c) => c.sign === 1);
    if (positive.some((c) => c.constrained.length === 0)) return { known: true, value: 'name-only' };
    return { known: true, value: facts.calledWith.some((c) => c.constrained.length > 0) ? 'constrained' : 'name-only' };
  }
  if (!reads.known) return { known: false, reason: reads.reason };
  const locations = new Set(reads.value);
  if (locations.has('trace-results')) return { known: true, value: 'constrained' };
  if (locations.has('trace-arguments')) {
    if (argumentsChecked(facts)) return { known: true, value: 'constrained' };
    // Read, never compared: the verdict reads the trace for which calls were made only.
    locations.delete('trace-arguments');
    locations.add('trace-names');
  }
  if (locations.has('trace-names')) {
    const other = [...locations].some((l) => !l.startsWith('trace'));
    return { known: true, value: other ? 'not-trace-based' : 'name-only' };
  }
  return { known: true, value: 'not-trace-based' };
}

/**
 * Reading 28: an argument constrains the verdict only where a check that reaches it compares the
 * argument with a value that varies with the task (a literal, a constant, the state, another call's
 * value): equality, containment, a pattern, a numeric bound. Tested for presence, type or
 * non-emptiness, parsed, logged, or compared with the same call's own values, it is read and not
 * checked. Where the analyzer could not follow a value (an unknown site), it is taken as checked.
 */
function argumentsChecked(facts: JudgeFacts): boolean {
  if (facts.unknowns.length > 0) return true;
  for (const id of facts.verdict.recs.keys()) {
    const record = facts.records.get(id);
    if (record?.type === 'compare' ? checksArgument(record) : record?.type === 'count' && boundsArgument(record)) return true;
  }
  return false;
}

/** A comparison (not a selector of calls) of a call's argument with a value that is not the same call's own. */
function checksArgument(record: CompareRecord): boolean {
  if (record.match === 'selector') return false;
  if (!readsArguments(record.actual) && !readsArguments(record.expected)) return false;
  return !withinOneCall(record);
}

/** A count of an argument's parts compared with a bound other than "some" (`c.args.recipients.length === 3`). */
function boundsArgument(record: CountRecord): boolean {
  if (![...record.of].some(isArgumentPath)) return false;
  const presence =
    record.op === 'truthy' || (record.op === '>' && record.n === 0) || (record.op === '>=' && record.n === 1) || (record.op === '!==' && record.n === 0);
  return !presence;
}

function sidePaths(side: Value): string[] {
  return [...side.paths, ...side.deps, ...(side.elems ?? [])];
}

/** A path into a call's arguments (`trace[].args.to`, the arguments whole). */
export function isArgumentPath(path: string): boolean {
  return locationsOf(path).includes('trace-arguments');
}

function readsArguments(side: Value): boolean {
  return sidePaths(side).some(isArgumentPath);
}

/** The call a trace path is of (`trace[]`, `trace[0]`), or none for another context path. */
function callOf(path: string): string | undefined {
  return /^trace(\[[^\]]*\])?(?=[.{[]|$)/.exec(path)?.[0];
}

/**
 * Both sides computed from one call only, with nothing of the task's (no literal, no constant, no
 * other context value): `c.args.to !== c.args.from`, an argument compared with itself.
 */
export function withinOneCall(record: CompareRecord): boolean {
  const sides = [record.actual, record.expected];
  if (sides.some((s) => s.constant !== undefined || (s.constantList?.length ?? 0) > 0 || (s.literals?.size ?? 0) > 0)) return false;
  if (sides.some((s) => sidePaths(s).length === 0)) return false;
  const calls = new Set(sides.flatMap(sidePaths).map(callOf));
  return calls.size === 1 && !calls.has(undefined);
}
