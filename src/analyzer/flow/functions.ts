import { ts } from '../typescript.js';
import { fieldsBeforeBody } from './classes.ts';
import { foldedCall } from './constant-calls.ts';
import { Frame } from './frame.ts';
import type { Interpreter, Invocation } from './interpreter.ts';
import { memoKey, signatureOfEnv } from './signature.ts';
import { isWithin, numericLevels, returnedExpressions, returnedVerdictPart } from './syntax.ts';
import { inputsAsData, unknownValue, unresolvedCall } from './unknown.ts';
import type { ReturnSite } from './facts.ts';
import {
  NOTHING,
  WHOLE_CONTEXT,
  constantValue,
  consumed,
  dependencies,
  join,
  joinOutcomes,
  joinWays,
  neutral,
  joinLents,
  withDeps,
  withOutcomes,
  type Closure,
  type Lent,
  type Value,
} from './value.ts';

/**
 * Entering a function (the judge, a helper, a callback) with abstract arguments: a body is walked
 * again while its variables' values still grow (loops and reassignments), at most MAX_PASSES times.
 */

const MAX_PASSES = 4;
/**
 * How deep a helper chain is followed: not a limit judges reach (a chain of helpers each calling
 * the next is followed whatever its length), a guard for the host's own stack.
 */
const MAX_DEPTH = 48;
/**
 * The work one judge's analysis may do, in function entries (memoised results are free): a helper
 * structure whose abstract evaluation grows past it (nested loops over calls of calls) is not
 * followed further, and what it decides is unknown.
 */
const MAX_ENTRIES = 4000;
/**
 * A recursive function is entered again once (its own checks on a part of its input, as a nested
 * list's elements) while the helpers are not nested deeper than this; a deeper call stands for its
 * inputs, as data.
 */
const MAX_RECURSION = 2;
const RECURSION_DEPTH = 5;

/** Per-run state of function entry: how many activations of each function are open (recursion) and how deep. */
export interface CallStack {
  readonly active: Map<ts.Node, number>;
  depth: number;
  /** Function entries so far (MAX_ENTRIES). */
  entries: number;
}

export function invoke(
  it: Interpreter,
  stack: CallStack,
  callee: Closure,
  args: readonly Value[],
  caller: Frame | undefined,
  testReturns: boolean,
  isJudge = false,
  iterating?: Value,
  under?: Value,
): Invocation {
  const { collected } = it;
  const { fn } = callee;
  const body = (fn as ts.FunctionLikeDeclaration).body;
  if (!body || it.types.isLibrary(fn.getSourceFile())) {
    return { value: unresolvedCall(collected, fn, fn.name?.getText() ?? 'a declared function', args, returnsText(it, fn)), returns: [] };
  }
  const open = stack.active.get(fn) ?? 0;
  if (open >= MAX_RECURSION || (open > 0 && stack.depth >= RECURSION_DEPTH)) {
    // The outer activations make the checks a deeper call would make again: it adds their inputs, as data.
    // The whole judge context given on is not read whole: the outer activation reads what the call reads of it.
    const inputs = args.map((a) => (a.paths.has(WHOLE_CONTEXT) ? { ...a, paths: new Set([...a.paths].filter((p) => p !== WHOLE_CONTEXT)) } : a));
    return { value: inputsAsData(inputs), returns: [] };
  }
  if (stack.depth >= MAX_DEPTH || stack.entries >= MAX_ENTRIES) {
    const name = fn.name ? ` \`${fn.name.getText()}\`` : '';
    const reason =
      stack.depth >= MAX_DEPTH
        ? `helper${name} is nested more than ${MAX_DEPTH} calls deep`
        : `helper${name} is past the analysis budget (${MAX_ENTRIES} function entries for one judge)`;
    return { value: unknownValue(collected, fn, reason, ['count', 'content', 'case'], args), returns: [] };
  }
  // Helpers are memoised per argument shape (and per the locals a closure sees); an inline callback
  // is entered once per call site anyway, and a recursive call's result stands for its depth only.
  const inline = fn.parent !== undefined && ts.isCallLikeExpression(fn.parent);
  // A method's result depends on its object's fields, and an object argument's fields are not in the key: not memoised.
  const objects = callee.receiver !== undefined || args.some((a) => a.instanceOf !== undefined || a.objects !== undefined);
  // Called from code that never runs, the callee's code never runs either: walked for the checks it
  // would make (what a constant condition skips), with no constants, dead code or unknowns of its own.
  const dead = caller !== undefined && caller.dead > 0;
  // Inside a try block a helper's throws go to its catch: the conditions under which it throws are
  // collected on their own (`reached`) and memoised with its result, and each call adds the caller's
  // conditions to them. What a throw gives (the catch's verdict) is in the key.
  const catching = caller?.catching;
  const key =
    isJudge || inline || open > 0 || iterating || objects
      ? ''
      : `${dead ? 'dead:' : ''}${catching ? `catch${caller.throwSign()}:` : ''}${memoKey(fn, args, testReturns, callee.scope)}`;
  const cached = key ? collected.recall(key) : undefined;
  if (cached) {
    if (cached.throws.uncaught && caller) caller.thrown.push(cached.throws.uncaught);
    if (catching) reachedThrows(caller, catching, cached.throws.caught);
    return { value: cached.value, returns: [], diverges: cached.throws.diverges };
  }
  const reached: Value[] = [];

  const own = it.root !== undefined && (fn === it.root || isWithin(fn, it.root));
  // A closure looks its free names up where it was created; a module-level function where it is called.
  const parent = Frame.of(callee.scope) ?? caller;
  stack.active.set(fn, open + 1);
  stack.depth++;
  stack.entries++;
  const start = collected.mark();
  let frame!: Frame;
  let self = callee.receiver;
  const startFrame = (): Frame => {
    const started = new Frame(parent, own, testReturns, isJudge ? 'judge' : 'function', isJudge ? -1 : (caller?.throwSign() ?? 0));
    // A callback called on each element of a collection runs as the body of a loop over it.
    if (iterating) started.loops.push({ node: fn, iterable: iterating });
    // What it writes to the variables it closes over happens under the call's conditions, because this function was called.
    if (caller && caller.kind !== 'module') {
      started.outer = join(neutral(caller.controlValue()), caller.outer, neutral(under ?? NOTHING));
      started.outerTests = [...caller.outerTests, ...caller.tests];
      started.outerLoops = [...caller.outerLoops, ...caller.loops];
    }
    started.self = callee.self;
    started.arrow = ts.isArrowFunction(fn);
    started.thisValue = self;
    if (!testReturns && !isJudge) {
      started.levels = numericLevels(fn);
      started.verdictPart = returnedVerdictPart(fn);
    }
    if (dead) started.dead = 1;
    if (catching) started.catching = reached;
    started.caught = caller !== undefined && (caller.handlers.length > 0 || caller.caught);
    return started;
  };
  try {
    if (!ts.isBlock(body)) {
      frame = startFrame();
      bindParameters(it, fn, args, frame, isJudge);
      fieldsBeforeBody(it, fn, frame);
      const value = testReturns ? it.evReturn(body, frame) : it.ev(body, frame);
      if (!frame.diverged) frame.returns.push({ node: body, value: isJudge ? frame.returnedPastThrows(consumed(value)) : value });
    } else {
      const persistent = new Map<ts.Symbol, Value>();
      for (let pass = 0; pass < MAX_PASSES; pass++) {
        const mark = collected.mark();
        frame = startFrame();
        for (const [k, v] of persistent) frame.env.set(k, v);
        bindParameters(it, fn, args, frame, isJudge);
        fieldsBeforeBody(it, fn, frame);
        const before = signatureOfEnv(persistent);
        const exits = it.block(body.statements, frame);
        fallOffEnd(fn, body, exits, frame);
        for (const [k, v] of frame.env) persistent.set(k, v);
        // What the body wrote into its object's fields is seen by the next pass over it.
        if (frame.thisValue && self && !ts.isConstructorDeclaration(fn)) self = frame.thisValue;
        const grew = signatureOfEnv(persistent) !== before;
        if (!grew || frame.changes === 0 || pass === MAX_PASSES - 1) break;
        collected.rewind(mark);
      }
    }
  } finally {
    if (catching) reachedThrows(caller, catching, reached);
    if (open === 0) stack.active.delete(fn);
    else stack.active.set(fn, open);
    stack.depth--;
  }
  // No path returns and the end of the body is reached on none: every path threw.
  const diverges = frame.diverged && frame.returns.length === 0 && !dead ? true : undefined;
  // Some paths return, every other one throws (`if (!text) return false; throw ...`): where nothing catches it
  // before the judge, the judge fails on those, under the conditions that led past the returns.
  if (!isJudge && !diverges && frame.diverged && !dead && !frame.caught) frame.thrown.push(frame.controlValue());
  const values = frame.returns.map((r) => r.value);
  // Its returns are exclusive ways of giving its result; with no value returned anywhere, that is `undefined` whatever the path.
  const joined =
    values.length === 0 || !returnsAValue(fn)
      ? constantValue(undefined)
      : isJudge && (frame.throwsOut > 0 || frame.thrown.length > 0) && values.every((v) => v.constant !== undefined && v.constant.value === false)
        ? // Where the judge (or a helper) throws, it fails; every other path returns false: the verdict is false whatever the run, and depends on nothing.
          constantValue(false)
        : values.length === 1
          ? values[0]
          : { ...withOutcomes(join(...values), joinOutcomes(values)), ways: joinWays(values), lent: returnedLent(frame.returns) };
  // A helper returning one of two number literals: its result is at one level or the other.
  const levels = frame.levels && !(frame.levels[0] === 0 && frame.levels[1] === 1) ? frame.levels : undefined;
  const value = levels && joined.constant === undefined ? { ...joined, levels } : joined;
  // What the helper (or one it called) throws on fails the judge wherever it was called from.
  const thrown = !isJudge && frame.thrown.length > 0 ? join(...frame.thrown) : undefined;
  if (thrown && caller) caller.thrown.push(thrown);
  if (key && frame.mutations.size === 0) collected.memoise(key, value, start, { uncaught: thrown, caught: reached, diverges });
  for (const [symbol, v] of frame.env) if (collected.bindings.has(symbol)) collected.bindingValues.set(symbol, v);
  return {
    value,
    returns: frame.returns,
    mutations: frame.mutations.size > 0 ? frame.mutations : undefined,
    receiver: callee.receiver ? frame.thisValue : undefined,
    diverges,
  };
}

/**
 * The end of a function's body, reached on some path without a \`return\` (TypeScript's own flow
 * analysis of the body): it returns \`undefined\` there, under the conditions that led past every
 * earlier way out. Not where every path threw or a constant condition always left; not the judge (a
 * verdict it never gives is read where it is returned), a constructor, an accessor or a generator,
 * whose end means something else.
 */
function fallOffEnd(fn: ts.SignatureDeclaration, body: ts.Block, exits: Value | undefined, frame: Frame): void {
  if (frame.kind === 'judge' || frame.dead > 0 || frame.diverged || frame.endedEarly) return;
  if ((fn.flags & ts.NodeFlags.HasImplicitReturn) === 0 || !returnsAValue(fn)) return;
  if (ts.isConstructorDeclaration(fn) || ts.isSetAccessorDeclaration(fn) || ts.isGetAccessorDeclaration(fn)) return;
  if ((ts.isFunctionDeclaration(fn) || ts.isFunctionExpression(fn) || ts.isMethodDeclaration(fn)) && fn.asteriskToken) return;
  const under = consumed(exits ? join(frame.controlValue(), exits) : frame.controlValue());
  frame.returns.push({ node: body, value: withDeps(constantValue(undefined), under) });
}

/** Some \`return\` of the function (not of a function inside it), or its expression body, gives a value. */
function returnsAValue(fn: ts.SignatureDeclaration): boolean {
  return returnedExpressions(fn).length > 0;
}

/** The throws a call reached inside a `try` block, under the conditions of the caller (and its callers up to the `try`) at the call. */
function reachedThrows(caller: Frame, catching: Value[], reached: readonly Value[]): void {
  if (reached.length === 0) return;
  const under = caller.controlValue();
  for (const r of reached) catching.push(join(r, under));
}

/**
 * A call of a function value: each function it may be is entered (a closure with the locals it
 * closes over) and their results joined; what they wrote into their arguments too.
 */
export function callValue(it: Interpreter, target: Value, args: readonly Value[], caller: Frame, testReturns: boolean, iterating?: Value): Invocation {
  const fns = target.fns ?? [];
  // A pure module-level function on literal arguments (a reference URL cleaned, mapped over a literal list): its result.
  const folded = fns.length === 1 && fns[0].scope === undefined ? foldedCall(it, fns[0].fn, args) : undefined;
  if (folded) return { value: folded, returns: [] };
  const under = dependencies(target);
  const calls = fns.map((callee) => it.invoke(callee, args, caller, testReturns, false, iterating, under));
  if (calls.length === 1) return calls[0];
  const mutations = new Map<number, Value>();
  for (const call of calls) for (const [index, written] of call.mutations ?? []) mutations.set(index, join(mutations.get(index) ?? NOTHING, written));
  const receivers = calls.flatMap((c) => (c.receiver ? [c.receiver] : []));
  return {
    value: join(...calls.map((c) => c.value), NOTHING),
    returns: calls.flatMap((c) => c.returns),
    mutations: mutations.size > 0 ? mutations : undefined,
    receiver: receivers.length > 0 ? join(...receivers) : undefined,
    diverges: calls.every((c) => c.diverges) || undefined,
  };
}

function bindParameters(it: Interpreter, fn: ts.SignatureDeclaration, args: readonly Value[], frame: Frame, isJudge: boolean): void {
  fn.parameters.forEach((param, i) => {
    const symbol = ts.isIdentifier(param.name) ? it.types.symbolAt(param.name) : undefined;
    if (symbol && !isJudge) frame.params.set(symbol, i);
    let value: Value;
    // A rest parameter is the list of the remaining arguments, each in its place (`fn(...args)` passes them on).
    if (param.dotDotDotToken) {
      const rest = args.slice(i);
      value = { ...join(...rest), elems: new Set(rest.flatMap((a) => [...a.paths])), items: rest, alwaysTruthy: true, fns: undefined };
    } else value = args[i] ?? (param.initializer ? it.ev(param.initializer, frame) : constantValue(undefined));
    // The default stands in only for `undefined`: an argument known to be something else keeps its value.
    if (param.initializer && args[i] && !definedArgument(args[i])) {
      const fallback = it.ev(param.initializer, frame);
      value = isUndefined(args[i]) ? fallback : join(value, fallback);
    }
    it.bind(param.name, value, frame, param, isJudge && i === 0);
  });
}

/** An argument statically known not to be `undefined` (a constant, a literal object or list). */
function definedArgument(v: Value): boolean {
  return (v.constant !== undefined && v.constant.value !== undefined) || v.alwaysTruthy === true;
}

function isUndefined(v: Value): boolean {
  return v.constant !== undefined && v.constant.value === undefined;
}

/**
 * Returns that each give one record of the context, or a copy of it with keys of their own set
 * (`if (!answer) return files; return { ...files, [path]: answer };`): a key none of them sets is
 * that record's, whichever return was taken, so it depends on none of the conditions that chose
 * among them. Where one of them gives anything else, or another record, there is no such key.
 */
function returnedLent(returns: readonly ReturnSite[]): Lent | undefined {
  return returns.some((r) => r.value.lent) ? joinLents(returns.map((r) => r.lent)) : undefined;
}

/** Whether a function without a body the analysis can enter is declared to return a string (unknown, it counts only where it reaches the verdict). */
function returnsText(it: Interpreter, fn: ts.SignatureDeclaration): boolean {
  const signature = it.types.checker.getSignatureFromDeclaration(fn);
  return signature !== undefined && it.types.kindOfType(signature.getReturnType()) === 'string';
}
