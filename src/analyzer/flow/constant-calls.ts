import { ts } from '../typescript.js';
import { Folder, closedOver, foldStringMethod, isFoldedFunction, isMap, isSet, isFoldedClass, isUnknown, type Folded, type FoldedFunction } from './fold.ts';
import { Frame } from './frame.ts';
import type { Interpreter } from './interpreter.ts';
import { isWithin } from './syntax.ts';
import { NOTHING, constantValue, literalsOf, type Value } from './value.ts';

/**
 * Calls the evaluator can replace by their result: a pure helper (or a string method) applied to
 * literal arguments. Whatever the folder cannot express as a value gives up and the call is
 * followed as usual.
 */
export function foldedCall(it: Interpreter, fn: ts.SignatureDeclaration, args: readonly Value[]): Value | undefined {
  const inputs = args.map(wholeConstant);
  if (inputs.some((i) => i === NOT_WHOLLY_KNOWN)) return undefined;
  const result = new Folder(it.types).call(fn, inputs as Folded[]);
  return result ? withInputs(toValue(it, result.value, 0), args) : undefined;
}

/**
 * The folded value still comes from its inputs' variables (for unused values and argument-bound
 * constants) and literals (a URL parsed is still that URL for identifier checks).
 */
function withInputs(value: Value | undefined, inputs: readonly Value[]): Value | undefined {
  if (!value) return undefined;
  const vars = new Set<ts.Symbol>();
  const literals = new Set<string>();
  for (const input of inputs) {
    for (const v of input.vars) vars.add(v);
    for (const l of literalsOf(input) ?? []) literals.add(l);
  }
  return carrying(value, vars, literals);
}

/** The value and each of its parts (a field of a parsed URL) carry the inputs' variables and literals. */
function carrying(value: Value, vars: ReadonlySet<ts.Symbol>, literals: ReadonlySet<string>): Value {
  const fields = value.fields ? new Map([...value.fields].map(([k, f]) => [k, carrying(f, vars, literals)])) : undefined;
  const items = value.items?.map((i) => carrying(i, vars, literals));
  return {
    ...value,
    vars: new Set([...value.vars, ...vars]),
    literals: new Set([...(literalsOf(value) ?? []), ...literals]),
    ...(fields ? { fields } : {}),
    ...(items ? { items } : {}),
  };
}

export function foldedStringMethod(name: string, receiver: Value, args: readonly Value[]): Value | undefined {
  if (typeof receiver.constant?.value !== 'string') return undefined;
  const inputs = args.map(wholeConstant);
  if (inputs.some((i) => i === NOT_WHOLLY_KNOWN)) return undefined;
  const result = foldStringMethod(name, receiver.constant.value, inputs as Folded[]);
  return result ? withInputs(toValue(undefined, result.value, 0), [receiver, ...args]) : undefined;
}

const NOT_WHOLLY_KNOWN = Symbol('not a literal');

/** A value that is wholly known: a constant, a list of constants, an object literal of such. */
function wholeConstant(v: Value): Folded | typeof NOT_WHOLLY_KNOWN {
  if (v.paths.size > 0 || v.deps.size > 0 || v.recs.size > 0) return NOT_WHOLLY_KNOWN;
  if (v.constant) {
    const c = v.constant.value;
    if (typeof c === 'object' && c !== null) return c.unknownSource ? NOT_WHOLLY_KNOWN : new RegExp(c.regex, c.flags);
    return c;
  }
  if (v.constantList) return v.constantList.every((c) => typeof c !== 'object' || c === null) ? [...v.constantList] : NOT_WHOLLY_KNOWN;
  if (v.fields) {
    const out: Record<string, Folded> = {};
    for (const [k, f] of v.fields) {
      const inner = wholeConstant(f);
      if (inner === NOT_WHOLLY_KNOWN) return NOT_WHOLLY_KNOWN;
      out[k] = inner;
    }
    return out;
  }
  if (v.items) {
    const out: Folded[] = [];
    for (const item of v.items) {
      const inner = wholeConstant(item);
      if (inner === NOT_WHOLLY_KNOWN) return NOT_WHOLLY_KNOWN;
      out.push(inner);
    }
    return out;
  }
  return NOT_WHOLLY_KNOWN;
}

/** How deep functions kept in folded records may close over further folded records of functions. */
const MAX_CLOSURE_DEPTH = 3;

/**
 * A folded result as a value. A function kept in a list or record the helper built (a registry of
 * factories filled in a loop under computed keys, merged by spreads) becomes a closure whose locals
 * are what the fold left in them; a function returned as the result itself is left to the abstract
 * walk, which binds its locals to the call's own values. Without an interpreter (a string method)
 * no function is made.
 */
function toValue(it: Interpreter | undefined, f: Folded, depth: number): Value | undefined {
  if (f === null || f === undefined || typeof f === 'string' || typeof f === 'number' || typeof f === 'boolean') return constantValue(f);
  if (f instanceof RegExp) return constantValue({ regex: f.source, flags: f.flags });
  if (Array.isArray(f)) {
    const items = (f as readonly Folded[]).map((item) => toValue(it, item, depth + 1));
    if (items.some((i) => i === undefined)) return undefined;
    const constants = items.every((i) => i!.constant !== undefined) ? items.map((i) => i!.constant!.value) : undefined;
    return { ...NOTHING, items: items as Value[], constantList: constants, elems: new Set(), alwaysTruthy: true };
  }
  // A map is a list of its [key, value] entries, as iterating it gives them.
  if (isMap(f))
    return toValue(
      it,
      [...f.entries()].map(([k, v]) => [k, v]),
      depth,
    );
  if (isFoldedFunction(f)) return it && depth > 0 && depth <= MAX_CLOSURE_DEPTH ? foldedClosure(it, f, depth) : undefined;
  // A set the helper built: what the rules read of a value (fields, items) says nothing of its members.
  if (isUnknown(f) || isFoldedClass(f) || isSet(f)) return undefined;
  const fields = new Map<string, Value>();
  for (const [k, v] of Object.entries(f)) {
    const inner = toValue(it, v, depth + 1);
    if (!inner) return undefined;
    fields.set(k, inner);
  }
  return { ...NOTHING, fields, alwaysTruthy: true };
}

/**
 * A folded function as a closure: an activation of its own holds each local of the code around it
 * that it reads (a loop's variable, a callback's parameter), as the fold left it. Undefined when one
 * of them is not there or is not a value (the function reads a name the fold did not bind).
 */
function foldedClosure(it: Interpreter, f: FoldedFunction, depth: number): Value | undefined {
  const scope = new Frame(undefined, false, false);
  for (const { symbol, name } of freeLocals(it, f.fn)) {
    const slot = closedOver(f, name);
    const value = slot && toValue(it, slot.value, depth + 1);
    if (!value) return undefined;
    scope.env.set(symbol, value);
  }
  return { ...NOTHING, fns: [{ fn: f.fn, scope }], alwaysTruthy: true };
}

/** The names a function reads that are locals (variables, parameters) of the functions around it: not its own, not the module's. */
function freeLocals(it: Interpreter, fn: ts.FunctionLikeDeclaration): { symbol: ts.Symbol; name: string }[] {
  const out = new Map<ts.Symbol, string>();
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) {
      const symbol = it.types.symbolAt(node);
      const decl = symbol?.valueDeclaration;
      if (
        symbol &&
        decl &&
        (ts.isVariableDeclaration(decl) || ts.isParameter(decl) || ts.isBindingElement(decl)) &&
        !isWithin(decl, fn) &&
        ts.findAncestor(decl, ts.isFunctionLike) !== undefined
      )
        out.set(symbol, node.text);
      return;
    }
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(fn, visit);
  return [...out].map(([symbol, name]) => ({ symbol, name }));
}
