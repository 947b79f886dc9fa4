import type { ts } from '../typescript.js';
import type { ContentMatch } from '../types.ts';
import { isMessageRole } from './paths.ts';
import type { Lent, Sign, Value } from './value.ts';

/**
 * What one pass over a judge records: every check it makes (with the context side and the
 * expected side), every count, every condition whose value is fixed, every local binding. The
 * classifiers and the lint rules read these records; none of them walks the judge again.
 */

export type CaseVerdict = 'sensitive' | 'insensitive' | 'one-side' | 'not-applicable';

/**
 * How a check compares, as recorded: a content kind, or the join of the two a search has on a value
 * that may be a text or a list (`x.includes(y)` with x typed any, `string | readonly string[]`, or
 * joined from a text and a list): `substring` where it is a text, `membership` where it is a list.
 */
export type CheckMatch = ContentMatch | 'substring-or-membership';

/** The content kinds a check is at run time, one per reading of what it searches (none for a selector). */
export function readingsOf(match: CheckMatch | 'selector'): readonly ContentMatch[] {
  if (match === 'selector') return [];
  return match === 'substring-or-membership' ? ['substring', 'membership'] : [match];
}

/** A selector of calls (a tool name, a status), not of a conversation's turns by role. */
export function selectsCalls(record: CheckRecord | undefined): record is CompareRecord {
  return record?.type === 'compare' && record.match === 'selector' && ![...record.actual.paths].some(isMessageRole);
}

/** A check's kind as a finding names it (`substring or membership` for the join). */
export function matchLabel(match: CheckMatch | 'selector'): string {
  return match === 'selector' ? match : readingsOf(match).join(' or ');
}

/**
 * The kind the content axis reports for a check: where it has two readings, the weaker, which a
 * text search is (it accepts a needle inside a longer value, a list search only an equal element).
 * A rule that needs one reading (a substring of a number, of an identifier) tests `match` itself,
 * which the join never equals.
 */
export function reportedMatch(match: CheckMatch): ContentMatch {
  return readingsOf(match)[0];
}

export interface CompareRecord {
  readonly id: number;
  readonly type: 'compare';
  /** The comparison / call node. */
  readonly node: ts.Node;
  /** `selector`: matches a tool name or call status (which calls), not content. */
  readonly match: CheckMatch | 'selector';
  /** The side read from the context. */
  readonly actual: Value;
  /** The side it is compared with (literal, constant, another context value). */
  readonly expected: Value;
  /** The expected side's expression when it is a string constant (for identifier checks). */
  readonly expectedNode?: ts.Node;
  readonly caseRule: CaseVerdict;
  /** A normalised value compared with a literal of the other case: can never match. */
  readonly impossible?: boolean;
  /**
   * The elements of two local lists at one walking position (`a[i] === b[i]` in a loop over every
   * position of one of them): the lists, the walk, and whether the verdict needs the check at every
   * position (`every`, a loop that fails at the first position where it fails).
   */
  readonly positional?: { readonly lists: readonly [ts.Symbol, ts.Symbol]; readonly walk: ts.Node; readonly everyPosition?: boolean };
  /** The lengths of two local lists compared (`a.length !== b.length`): the lists. */
  readonly sizes?: readonly [ts.Symbol, ts.Symbol];
  /** Made while a helper computed a similarity of two values (flow/similarity.ts): how it computes, no content check of its own. */
  readonly computing?: true;
}

export type CountOp = '===' | '!==' | '>=' | '>' | '<=' | '<' | 'truthy' | 'every' | 'same-as-pre';

export interface CountRecord {
  readonly id: number;
  readonly type: 'count';
  readonly node: ts.Node;
  /** Paths of what is counted. */
  readonly of: ReadonlySet<string>;
  readonly op: CountOp;
  readonly n?: number;
  /**
   * Implied by a content check on a found element (`xs.find(p)?.to === X` needs the search to
   * succeed): a requirement only where that check must hold, nothing where it must fail.
   */
  readonly implied?: boolean;
  /** The search an implied requirement comes from (its count record). */
  readonly search?: number;
}

export type CheckRecord = CompareRecord | CountRecord;

/** A condition (if/loop/ternary test, operand of && || !) whose truth value is fixed. */
export interface ConstantCondition {
  readonly node: ts.Node;
  readonly truthy: boolean;
  readonly why: string;
  /** Fixed whatever the run: it reads no context value (a test of the judge's own data or configuration). */
  readonly independent?: boolean;
}

/** Code that can never run, and the condition that makes it so (none for code after an exit). */
export interface DeadCode {
  readonly node: ts.Node;
  readonly why: string;
  /** The test whose fixed value skips it: an `if`'s or a conditional's condition, the left operand of `&&`, `||`, `??`. */
  readonly condition?: ts.Node;
}

export interface ReturnSite {
  readonly node: ts.Node;
  readonly value: Value;
  /** The record the returned object lends the keys it does not set from, before the conditions that chose this return. */
  readonly lent?: Lent;
}

export interface Binding {
  readonly symbol: ts.Symbol;
  readonly node: ts.Node;
  readonly name: string;
  /** Bound from the judge context parameter (a destructured field or the context itself). */
  readonly fromContext: boolean;
  /** Bound inside the judge itself (not a helper it calls). */
  readonly own: boolean;
  /** Bound in code that runs (not dead code), and not a helper's or callback's parameter. */
  readonly live: boolean;
}

/** A `.has()` / `.includes()` / `.indexOf()` membership call (collection-as-element reads these). */
export interface MembershipCall {
  readonly node: ts.CallExpression;
  readonly receiver: ts.Expression;
  readonly argument: ts.Expression;
  readonly method: string;
}

/**
 * An element of the trace (or the steps, or the conversation) taken at a position fixed in the code: `trace[6]`,
 * `calls.at(0)`, `history[index]` with `index` a constant the analysis knows, counted from the end
 * when negative (`at(-1)`). Only on the whole collection (or a copy of it mapped element by
 * element), not on a list the judge filtered: the k-th call of the run, whatever it is.
 */
export interface PositionRead {
  readonly node: ts.Expression;
  readonly index: number;
  readonly collection: 'trace' | 'steps' | 'messages';
  /** The checks the list carries (a filter's test, a mapping's branches): which calls it holds, or what each became. */
  readonly listChecks: readonly number[];
}

/** A calledWith(...) of a declarative predicate. */
export interface CalledWithSite {
  readonly node: ts.CallExpression;
  readonly tool?: string;
  /** Argument name -> matcher kinds used (empty list: `anything()`). */
  readonly constrained: readonly string[];
  readonly argumentNames: readonly string[];
  readonly sign: Sign;
}

export interface UnknownSite {
  readonly node: ts.Node;
  readonly reason: string;
  /** Which axes it makes unknown. */
  readonly axes: readonly ('read' | 'count' | 'content' | 'case')[];
}

export interface JudgeFacts {
  readonly style: 'imperative' | 'declarative';
  /** The judge function or the predicate expression. */
  readonly root: ts.Node;
  readonly verdict: Value;
  readonly returns: readonly ReturnSite[];
  readonly records: ReadonlyMap<number, CheckRecord>;
  readonly constants: readonly ConstantCondition[];
  /** Code that can never run (a branch or operand behind a constant condition). */
  readonly dead: readonly DeadCode[];
  readonly bindings: readonly Binding[];
  /** Final value of each binding. */
  readonly bindingValues: ReadonlyMap<ts.Symbol, Value>;
  /** Symbols read anywhere (to tell unused bindings from ones used only off the verdict). */
  readonly referenced: ReadonlySet<ts.Symbol>;
  /** The parts of the judge context evaluated anywhere, whether or not they reach the verdict (what a run must provide). */
  readonly touched: ReadonlySet<string>;
  readonly memberships: readonly MembershipCall[];
  /** Elements of the trace or the steps read at a fixed position. */
  readonly positions: readonly PositionRead[];
  /** Pure expressions whose value is thrown away (`e.to.toLowerCase();`). */
  readonly discarded: readonly ts.Node[];
  /**
   * Duplicate else-if tests: the repeated test; `absorbed`: an alternative that implies another while
   * testing something that one does not; `implied`: a conjunct another conjunct implies, one of whose
   * alternatives that one does not repeat. A plain repetition (`a || a`) and a stronger form of the
   * same test on the same value (a longer needle) lose no check and are not noted. `lost`: the
   * condition (of an alternative) or the alternative (of a conjunct) that is lost.
   */
  readonly duplicates: readonly {
    readonly node: ts.Node;
    readonly first: ts.Node;
    readonly lost?: ts.Node;
    readonly absorbed?: boolean;
    readonly implied?: boolean;
  }[];
  readonly calledWith: readonly CalledWithSite[];
  readonly unknowns: readonly UnknownSite[];
}

/** A record before it gets its id. */
export type NewRecord = Omit<CompareRecord, 'id'> | Omit<CountRecord, 'id'>;
