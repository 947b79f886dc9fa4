import type { ts } from '../typescript.js';
import { Folder, foldStringMethod, isMap, type Folded } from './fold.ts';
import type { Interpreter } from './interpreter.ts';
import { NOTHING, constantValue, literalsOf, type Value } from './value.ts';

/**
 * Calls the evaluator can replace by their result: a pure helper (or a string method) applied to
 * literal arguments. Whatever the folder cannot express as a value gives up and the call is
 * followed as usual.
 */
export function foldedCall(it: Interpreter, fn: ts.SignatureDeclaration, args: readonly Value[]): Value | undefined {
  const inputs = args.map(literalOf);
  if (inputs.some((i) => i === NOT_LITERAL)) return undefined;
  const result = new Folder(it.types).call(fn, inputs as Folded[]);
  return result ? withInputs(toValue(result.value), args) : undefined;
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
  const inputs = args.map(literalOf);
  if (inputs.some((i) => i === NOT_LITERAL)) return undefined;
  const result = foldStringMethod(name, receiver.constant.value, inputs as Folded[]);
  return result ? withInputs(toValue(result.value), [receiver, ...args]) : undefined;
}

const NOT_LITERAL = Symbol('not a literal');

/** A value that is wholly known: a constant, a list of constants, an object literal of such. */
function literalOf(v: Value): Folded | typeof NOT_LITERAL {
  if (v.paths.size > 0 || v.deps.size > 0 || v.recs.size > 0) return NOT_LITERAL;
  if (v.constant) {
    const c = v.constant.value;
    if (typeof c === 'object' && c !== null) return c.unknownSource ? NOT_LITERAL : new RegExp(c.regex, c.flags);
    return c;
  }
  if (v.constantList) return v.constantList.every((c) => typeof c !== 'object' || c === null) ? [...v.constantList] : NOT_LITERAL;
  if (v.fields) {
    const out: Record<string, Folded> = {};
    for (const [k, f] of v.fields) {
      const inner = literalOf(f);
      if (inner === NOT_LITERAL) return NOT_LITERAL;
      out[k] = inner;
    }
    return out;
  }
  if (v.items) {
    const out: Folded[] = [];
    for (const item of v.items) {
      const inner = literalOf(item);
      if (inner === NOT_LITERAL) return NOT_LITERAL;
      out.push(inner);
    }
    return out;
  }
  return NOT_LITERAL;
}

function toValue(f: Folded): Value | undefined {
  if (f === null || f === undefined || typeof f === 'string' || typeof f === 'number' || typeof f === 'boolean') return constantValue(f);
  if (f instanceof RegExp) return constantValue({ regex: f.source, flags: f.flags });
  if (Array.isArray(f)) {
    const items = f.map(toValue);
    if (items.some((i) => i === undefined)) return undefined;
    const constants = items.every((i) => i!.constant !== undefined) ? items.map((i) => i!.constant!.value) : undefined;
    return { ...NOTHING, items: items as Value[], constantList: constants, elems: new Set(), alwaysTruthy: true };
  }
  // A map is a list of its [key, value] entries, as iterating it gives them.
  if (isMap(f)) return toValue([...f.entries()].map(([k, v]) => [k, v]));
  if ('fn' in f) return undefined;
  const fields = new Map<string, Value>();
  for (const [k, v] of Object.entries(f)) {
    const inner = toValue(v);
    if (!inner) return undefined;
    fields.set(k, inner);
  }
  return { ...NOTHING, fields, alwaysTruthy: true };
}
