import { ts } from '../typescript.js';
import { Frame } from './frame.ts';
import type { Interpreter, Invocation } from './interpreter.ts';
import { memoKey, signatureOfEnv } from './signature.ts';
import { isWithin } from './syntax.ts';
import { unknownValue, unresolvedCall } from './unknown.ts';
import { NOTHING, constantValue, consumed, join, neutral, type Value } from './value.ts';

/**
 * Entering a function (the judge, a helper, a callback) with abstract arguments: a body is walked
 * again while its variables' values still grow (loops and reassignments), at most MAX_PASSES times.
 */

const MAX_DEPTH = 10;
const MAX_PASSES = 4;

/** Per-run state of function entry: which functions are active (recursion) and how deep. */
export interface CallStack {
  readonly active: Set<ts.Node>;
  depth: number;
}

export function invoke(
  it: Interpreter,
  stack: CallStack,
  fn: ts.SignatureDeclaration,
  args: readonly Value[],
  caller: Frame | undefined,
  testReturns: boolean,
  isJudge = false,
): Invocation {
  const { collected } = it;
  const body = (fn as ts.FunctionLikeDeclaration).body;
  if (!body || it.types.isLibrary(fn.getSourceFile())) {
    return { value: unresolvedCall(collected, fn, fn.name?.getText() ?? 'a declared function', args), returns: [] };
  }
  if (stack.active.has(fn)) {
    // A recursive call makes the checks its outer call already records: it adds their inputs, as data.
    return { value: { ...neutral(join(...args.map(consumed), NOTHING)), constant: undefined, fn: undefined }, returns: [] };
  }
  if (stack.depth >= MAX_DEPTH) {
    const reason = `too deeply nested helper ${fn.name?.getText() ?? ''}`.trim();
    return { value: unknownValue(collected, fn, reason, ['count', 'content', 'case'], args), returns: [] };
  }
  // Helpers are memoised per argument shape; an inline callback is entered once per call site anyway.
  const inline = fn.parent !== undefined && ts.isCallLikeExpression(fn.parent);
  const key = isJudge || inline ? '' : memoKey(fn, args, testReturns);
  const cached = key ? collected.memo.get(key) : undefined;
  if (cached) return { value: cached, returns: [] };

  const own = it.root !== undefined && (fn === it.root || isWithin(fn, it.root));
  stack.active.add(fn);
  stack.depth++;
  let frame!: Frame;
  const startFrame = (): Frame => new Frame(caller, own, testReturns);
  try {
    if (!ts.isBlock(body)) {
      frame = startFrame();
      bindParameters(it, fn, args, frame, isJudge);
      const value = testReturns ? it.evReturn(body, frame) : it.ev(body, frame);
      frame.returns.push({ node: body, value: isJudge ? consumed(value) : value });
    } else {
      const persistent = new Map<ts.Symbol, Value>();
      for (let pass = 0; pass < MAX_PASSES; pass++) {
        const mark = collected.mark();
        frame = startFrame();
        for (const [k, v] of persistent) frame.env.set(k, v);
        bindParameters(it, fn, args, frame, isJudge);
        const before = signatureOfEnv(persistent);
        it.block(body.statements, frame);
        for (const [k, v] of frame.env) persistent.set(k, v);
        const grew = signatureOfEnv(persistent) !== before;
        if (!grew || frame.changes === 0 || pass === MAX_PASSES - 1) break;
        collected.rewind(mark);
      }
    }
  } finally {
    stack.active.delete(fn);
    stack.depth--;
  }
  const values = frame.returns.map((r) => r.value);
  const value = values.length === 0 ? constantValue(undefined) : join(...values);
  if (key && frame.mutations.size === 0) collected.memo.set(key, value);
  for (const [symbol, v] of frame.env) if (collected.bindings.has(symbol)) collected.bindingValues.set(symbol, v);
  return { value, returns: frame.returns, mutations: frame.mutations.size > 0 ? frame.mutations : undefined };
}

function bindParameters(it: Interpreter, fn: ts.SignatureDeclaration, args: readonly Value[], frame: Frame, isJudge: boolean): void {
  fn.parameters.forEach((param, i) => {
    const symbol = ts.isIdentifier(param.name) ? it.types.symbolAt(param.name) : undefined;
    if (symbol && !isJudge) frame.params.set(symbol, i);
    let value: Value;
    if (param.dotDotDotToken) value = { ...join(...args.slice(i)), elems: new Set(args.slice(i).flatMap((a) => [...a.paths])) };
    else value = args[i] ?? (param.initializer ? it.ev(param.initializer, frame) : constantValue(undefined));
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
