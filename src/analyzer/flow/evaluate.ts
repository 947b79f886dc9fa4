import type { ts } from '../typescript.js';
import { assign, bind, declaredValue, mutate } from './bindings.ts';
import { Collected } from './collected.ts';
import { compare } from './comparisons.ts';
import { ev, evReturn, evTest } from './expressions.ts';
import type { CheckMatch, CheckRecord, JudgeFacts, NewRecord } from './facts.ts';
import { Frame } from './frame.ts';
import { listEqualities } from './list-equality.ts';
import { callValue, invoke, type CallStack } from './functions.ts';
import type { Interpreter, Invocation } from './interpreter.ts';
import { block, dead, statement } from './statements.ts';
import { dedupeByNode } from './syntax.ts';
import type { TypeFacts } from './types.ts';
import { WHOLE_CONTEXT, consumed, join, pathValue, type Closure, type Value } from './value.ts';

/**
 * Abstract interpretation of an imperative judge. It walks the judge once (plus a few passes
 * where variables are reassigned, until their values stop growing), follows values through
 * locals, destructuring, helper functions and array-method callbacks, and records every check.
 * It never runs the code.
 *
 * This class only wires the parts together: statements, expressions, bindings, comparisons,
 * calls and function entry, the built-in models (`builtins/`), and the facts collected on the way.
 */
export class Evaluator implements Interpreter {
  readonly collected = new Collected();
  root: ts.Node | undefined;
  private readonly stack: CallStack = { active: new Map(), depth: 0, entries: 0 };

  constructor(
    readonly types: TypeFacts,
    /** Run-wide cache of module-level constants (shared by every judge of the run). */
    readonly moduleValues: Map<ts.Symbol, Value>,
    /** Reads a declarative predicate an imperative judge evaluates, recording into this evaluator's ids. */
    private readonly predicateReader: (expression: ts.Expression, evaluator: Evaluator, addRecord: (record: NewRecord) => number) => JudgeFacts,
  ) {}

  /** Analyses an imperative judge `(context) => boolean`. */
  judge(fn: ts.SignatureDeclaration): JudgeFacts {
    this.root = fn;
    return this.facts(fn, this.invoke({ fn }, [pathValue(WHOLE_CONTEXT)], undefined, true, true));
  }

  /**
   * Analyses a judge a call builds (`grader((ctx) => ...)`, `outputContains('done')`): the call is
   * evaluated at module level, and the function it returns entered as the judge, with the locals it
   * closes over (the builder's parameters). The code the judge is built from — the call and what it
   * is given — is the judge's own. Undefined when the call gives no function the analyzer can enter.
   */
  builtJudge(call: ts.Expression): JudgeFacts | undefined {
    this.root = call;
    const built = this.moduleExpression(call);
    if (!built.fns) return undefined;
    const verdicts = built.fns.map((callee) => this.invoke(callee, [pathValue(WHOLE_CONTEXT)], undefined, true, true));
    return this.facts(call, {
      value: join(...verdicts.map((v) => v.value)),
      returns: verdicts.flatMap((v) => v.returns),
    });
  }

  private facts(root: ts.Node, verdict: Invocation): JudgeFacts {
    const c = this.collected;
    c.settleDeferred(reasonsReachingVerdict(verdict.value, c.records.values()));
    const lists = listEqualities(consumed(verdict.value), c.records);
    return {
      style: 'imperative',
      root,
      verdict: lists.verdict,
      returns: verdict.returns,
      records: lists.records,
      constants: dedupeByNode(c.constants),
      dead: dedupeByNode(c.deadCode),
      bindings: [...c.bindings.values()],
      bindingValues: c.bindingValues,
      referenced: c.referenced,
      touched: c.touched,
      memberships: c.memberships,
      positions: [...new Map(c.positions.map((p) => [`${p.node.getSourceFile().fileName}:${p.node.pos}:${p.index}`, p])).values()],
      discarded: c.discarded,
      duplicates: c.duplicates,
      calledWith: [],
      unknowns: c.unknowns,
    };
  }

  /** The value of an expression evaluated at module level (constants, matcher arguments). */
  moduleExpression(node: ts.Expression, bindings?: ReadonlyMap<ts.Symbol, Value>): Value {
    const frame = new Frame(undefined, false, false, 'module');
    if (bindings) for (const [symbol, value] of bindings) frame.env.set(symbol, value);
    return this.ev(node, frame);
  }

  ev(node: ts.Expression, frame: Frame): Value {
    return ev(this, node, frame);
  }

  evTest(node: ts.Expression, frame: Frame): Value {
    return evTest(this, node, frame);
  }

  evReturn(node: ts.Expression, frame: Frame): Value {
    return evReturn(this, node, frame);
  }

  statement(node: ts.Statement, frame: Frame): Value | undefined {
    return statement(this, node, frame);
  }

  block(statements: readonly ts.Statement[], frame: Frame): Value | undefined {
    return block(this, statements, frame);
  }

  dead(node: ts.Node, why: string, frame: Frame, report = true, condition?: ts.Node): void {
    dead(this, node, why, frame, report, condition);
  }

  bind(name: ts.BindingName, value: Value, frame: Frame, decl: ts.Node, fromContext: boolean, fresh = false): void {
    bind(this, name, value, frame, decl, fromContext, fresh);
  }

  assign(target: ts.Node, value: Value, frame: Frame): void {
    assign(this, target, value, frame);
  }

  mutate(target: ts.Node, value: Value, frame: Frame): void {
    mutate(this, target, value, frame);
  }

  declaredValue(symbol: ts.Symbol): Value {
    return declaredValue(this, symbol);
  }

  compare(node: ts.Node, match: CheckMatch, left: Value, right: Value, leftNode: ts.Node, rightNode: ts.Node, negated = false): Value {
    return compare(this, node, match, left, right, leftNode, rightNode, negated);
  }

  invoke(
    callee: Closure,
    args: readonly Value[],
    caller: Frame | undefined,
    testReturns: boolean,
    isJudge = false,
    iterating?: Value,
    under?: Value,
  ): Invocation {
    return invoke(this, this.stack, callee, args, caller, testReturns, isJudge, iterating, under);
  }

  callValue(target: Value, args: readonly Value[], caller: Frame, testReturns: boolean, iterating?: Value): Invocation {
    return callValue(this, target, args, caller, testReturns, iterating);
  }

  readPredicate(expression: ts.Expression): JudgeFacts {
    return this.predicateReader(expression, this, (record) => this.collected.addRecord(record));
  }
}

/**
 * The reasons of unknown values that reach the verdict: carried by the verdict (what it is computed
 * from and the conditions it was returned under) or by a side of a check.
 */
function reasonsReachingVerdict(verdict: Value, records: Iterable<CheckRecord>): Set<string> {
  const reasons = new Set(consumed(verdict).unknown);
  for (const record of records) {
    if (record.type !== 'compare') continue;
    for (const side of [record.actual, record.expected]) for (const reason of consumed(side).unknown ?? []) reasons.add(reason);
  }
  return reasons;
}
