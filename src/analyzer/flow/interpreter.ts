import type { ts } from '../typescript.js';
import type { Collected } from './collected.ts';
import type { CheckMatch, JudgeFacts, ReturnSite } from './facts.ts';
import type { Frame } from './frame.ts';
import type { TypeFacts } from './types.ts';
import type { Closure, Value } from './value.ts';

/**
 * What the parts of the evaluator (statements, expressions, bindings, comparisons, calls and the
 * built-in models) ask of each other. `evaluate.ts` implements it by wiring the parts together,
 * so no part imports another's module and each new shape has one home.
 */
export interface Interpreter extends ModuleEvaluator {
  readonly types: TypeFacts;
  readonly collected: Collected;
  /** Run-wide cache of module-level constants (shared by every judge of the run). */
  readonly moduleValues: Map<ts.Symbol, Value>;
  /** The judge function under analysis. */
  readonly root: ts.Node | undefined;

  /** The value of an expression. */
  ev(node: ts.Expression, frame: Frame): Value;
  /** An expression whose truth value decides something (a test position). */
  evTest(node: ts.Expression, frame: Frame): Value;
  /** A returned verdict: its operands are tests, a constant verdict itself is not a constant condition. */
  evReturn(node: ts.Expression, frame: Frame): Value;
  /** Returns the condition later statements depend on when the statement can leave early. */
  statement(node: ts.Statement, frame: Frame): Value | undefined;
  /** Returns the conditions under which the block leaves early (joined), if it can. */
  block(statements: readonly ts.Statement[], frame: Frame): Value | undefined;
  /** Walks code that can never run (its facts are not constant conditions). */
  dead(node: ts.Node, why: string, frame: Frame, report?: boolean, condition?: ts.Node): void;

  /** `fresh`: the name takes this value, whatever it had (a loop variable bound anew for each element). */
  bind(name: ts.BindingName, value: Value, frame: Frame, decl: ts.Node, fromContext: boolean, fresh?: boolean): void;
  assign(target: ts.Node, value: Value, frame: Frame): void;
  /** `x.y = v`, `x.push(v)`: writes into the object x refers to. */
  mutate(target: ts.Node, value: Value, frame: Frame): void;
  /** A symbol bound in no active frame: a function, a module constant, an imported helper. */
  declaredValue(symbol: ts.Symbol): Value;

  /** Records a content check between a context-derived side and an expected side; its boolean value. */
  compare(node: ts.Node, match: CheckMatch, left: Value, right: Value, leftNode: ts.Node, rightNode: ts.Node, negated?: boolean): Value;
  /** Enters a function with abstract arguments. */
  /** `under`: what the function value called depends on (what it writes to the variables it closes over does too). */
  /** `iterating`: the context collection a callback is called on element by element (`forEach`, `map`): its body is a loop over it. */
  invoke(
    callee: Closure,
    args: readonly Value[],
    caller: Frame | undefined,
    testReturns: boolean,
    isJudge?: boolean,
    iterating?: Value,
    under?: Value,
  ): Invocation;
  /** Calls a function value: each function it may be, their results joined. */
  callValue(target: Value, args: readonly Value[], caller: Frame, testReturns: boolean, iterating?: Value): Invocation;
  /** Reads a declarative predicate whose `.evaluate(trace)` the judge calls; records share this run's ids. */
  readPredicate(expression: ts.Expression): JudgeFacts;
}

/** Evaluates expressions at module level (constants, matcher arguments), as the predicate reader needs. */
export interface ModuleEvaluator {
  moduleExpression(node: ts.Expression, bindings?: ReadonlyMap<ts.Symbol, Value>): Value;
}

export interface Invocation {
  readonly value: Value;
  readonly returns: ReturnSite[];
  /** Objects passed in and written to (by argument position): the caller's arguments change with them. */
  readonly mutations?: ReadonlyMap<number, Value>;
  /** The object the function ran on (`this`), with what it wrote into its fields. */
  readonly receiver?: Value;
  /** Every path of the function throws (for these arguments): the call gives no value, what follows it never runs. */
  readonly diverges?: boolean;
}
