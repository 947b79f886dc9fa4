import { ts } from '../../typescript.js';
import { argumentValues } from '../arguments.ts';
import { construct, prototypeOf } from '../classes.ts';
import { compareOperands, keyMembership } from '../comparisons.ts';
import type { Frame } from '../frame.ts';
import type { Interpreter } from '../interpreter.ts';
import { splitPartPath } from '../paths.ts';
import { skipParens } from '../syntax.ts';
import { refinedKind } from '../types.ts';
import { GLOBAL_FUNCTIONS, STATIC_MODELS, type StaticModel } from './names.ts';
import { collationOf } from './strings.ts';
import {
  NOTHING,
  collectionOf,
  constantValue,
  consumed,
  dependencies,
  elementsOf,
  from,
  isContextCollection,
  isIndicator,
  isBuiltObject,
  isWrittenUnderAnyKey,
  join,
  literalsOf,
  markExtreme,
  neutral,
  sameElements,
  withDeps,
  withRecord,
  type Value,
  truthOf,
} from '../value.ts';

/** Global objects and functions: JSON, Math, Object, Array, Number, String, Boolean, `new Set/Map/RegExp`. */

/**
 * The letter case of a value serialised: its own, or, for a record written under any key (a row
 * whose every cell a loop lower-cased) and a list of such records, that of the values it holds. Its
 * keys are the names of its fields, written as they are on both sides of a comparison of rows.
 */
function serialisedCase(v: Value): Pick<Value, 'caseNormal' | 'casePartly'> {
  if (v.caseNormal !== undefined || v.casePartly) return { caseNormal: v.caseNormal, casePartly: v.casePartly };
  // A list literal of rows, or a record of known fields: what all of them hold, texts in one case
  // (a number, `null` or a text without letters has none).
  const parts = v.paths.size > 0 ? undefined : (v.items ?? (isBuiltObject(v) ? [...v.fields!.values()] : undefined));
  if (parts !== undefined && parts.length > 0) {
    const cased = parts.filter((p) => !caseless(p));
    // Literals only are the literals they are (their own case, as a list of them compared).
    if (!cased.some((p) => p.caseNormal !== undefined || p.casePartly || p.constant === undefined)) return {};
    const cases = cased.map(partCase);
    if (cases.some((c) => c.casePartly)) return { casePartly: true };
    const normal = cases[0]?.caseNormal;
    return normal !== undefined && cases.every((c) => c.caseNormal === normal) ? { caseNormal: normal } : {};
  }
  // A record written under any key, or a list of records: what its elements hold.
  const inner = v.element;
  return inner !== undefined && inner !== v && (isWrittenUnderAnyKey(v) || isWrittenUnderAnyKey(inner)) ? serialisedCase(inner) : {};
}

/** A constant with no letter case: not a text, or a text without letters. */
function caseless(v: Value): boolean {
  const c = v.constant;
  return c !== undefined && v.paths.size === 0 && (typeof c.value !== 'string' || c.value.toLowerCase() === c.value.toUpperCase());
}

/** A part of a serialised value: a text literal already in lower (upper) case is in that case. */
function partCase(v: Value): Pick<Value, 'caseNormal' | 'casePartly'> {
  const text = v.constant?.value;
  if (typeof text === 'string' && v.caseNormal === undefined)
    return text === text.toLowerCase() ? { caseNormal: 'lower' } : text === text.toUpperCase() ? { caseNormal: 'upper' } : {};
  return serialisedCase(v);
}

/** The identifier names the standard library's global, not a local of the same name. */
export function isGlobal(it: Interpreter, id: ts.Identifier): boolean {
  const symbol = it.types.symbolAt(id);
  const decl = symbol?.declarations?.[0];
  return !decl || decl.getSourceFile().isDeclarationFile;
}

/** `Number(x)`, `String(x)`, `Boolean(x)`, `parseInt(x)`: the argument's reads, no longer a known constant. */
export function globalFunction(name: string, args: readonly Value[]): Value {
  const first = args[0] ?? NOTHING;
  const result = GLOBAL_FUNCTIONS.get(name);
  if (result === 'boolean') return truthOf(first);
  if (result === 'copy') return first;
  // Number(ok) of a condition is 1 or 0 as it holds.
  const indicator = name === 'Number' && first.recs.size > 0 && first.paths.size === 0 ? true : undefined;
  // `String(x)` changes no letter; a number parsed from text has no case.
  const caseNormal = name === 'String' ? first.caseNormal : undefined;
  const is = result === 'string' || result === 'number' ? result : undefined;
  return {
    ...first,
    caseNormal,
    constant: convertedConstant(name, first) ?? parsedConstant(name, args),
    literals: literalsOf(first),
    indicator,
    is,
    absent: convertedAbsent(name, first),
  };
}

/** What a text standing for "nothing found" becomes, converted (`Number('null')` is not a number). */
function convertedAbsent(name: string, v: Value): Value['absent'] {
  const text = v.absent?.value;
  if (text === undefined) return v.absent;
  if (name === 'String') return { value: String(text) };
  if (name === 'Number') return { value: Number(text) };
  if (name === 'parseInt') return { value: Number.parseInt(String(text), 10) };
  if (name === 'parseFloat') return { value: Number.parseFloat(String(text)) };
  return {};
}

/** `String('a')`, `Number('2')`: a conversion of a known primitive is known. */
function convertedConstant(name: string, v: Value): Value['constant'] {
  const c = v.constant?.value;
  if (v.constant === undefined || v.paths.size > 0 || (typeof c === 'object' && c !== null)) return undefined;
  if (name === 'String') return { value: String(c) };
  if (name === 'Number') return { value: Number(c) };
  return undefined;
}

/** `parseInt('12', 10)`, `Number.parseFloat('1.5')` of a known text (and a known radix, or none): the number it gives. */
function parsedConstant(name: string, args: readonly Value[]): Value['constant'] {
  const text = args[0]?.constant?.value;
  if (typeof text !== 'string' || args[0].paths.size > 0) return undefined;
  if (name === 'parseFloat' && args.length === 1) return { value: Number.parseFloat(text) };
  const radix = args[1]?.constant?.value;
  if (name === 'parseInt' && (args.length === 1 || (args.length === 2 && typeof radix === 'number')))
    return { value: Number.parseInt(text, radix as number | undefined) };
  return undefined;
}

function isListKind(kind: string): boolean {
  return kind === 'array' || kind === 'set';
}

/** `JSON.stringify(x)`, `Math.abs(x)`, `Object.keys(x)`, `Array.from(x, f)`... */
export function staticCall(it: Interpreter, ns: string, name: string, node: ts.CallExpression, frame: Frame): Value {
  if (ns === 'Math' && (name === 'min' || name === 'max') && node.arguments.some(ts.isSpreadElement)) return extremum(it, name, node, frame);
  const args = node.arguments.map((a) => it.ev(a, frame));
  const first = args[0] ?? NOTHING;
  const model = STATIC_MODELS.get(ns)?.get(name);
  if (model) return modelledStatic(it, model, node, args, frame);
  if (ns === 'JSON' && name === 'stringify') {
    // Serialised lists compare as lists (in order unless sorted); objects and scalars as values.
    const list = first.sorted || first.items !== undefined || first.constantList !== undefined || isListKind(it.types.kindOf(node.arguments[0] ?? node));
    const serialised = list ? (first.sorted ? 'sorted' : 'plain') : 'value';
    // Serialising changes no letter: normalised text (or a list of it) stays normalised.
    // A list the judge mapped is serialised as what its elements are (`rows.map((r) => r.id)`: their ids).
    const paths = first.element ? first.element.paths : first.paths;
    return {
      ...consumed(first),
      paths,
      serialised,
      constant: undefined,
      constantList: first.constantList,
      ...serialisedCase(first),
      changes: first.changes,
      // Without indentation (a third argument) the text has no raw line break or tab: JSON escapes them in strings.
      text: node.arguments.length < 3 ? { lacks: '\n\r\t' } : undefined,
      is: 'string',
    };
  }
  if (ns === 'JSON' && name === 'parse') return { ...first, constant: undefined, is: undefined };
  if (ns === 'Math' && (name === 'min' || name === 'max') && args.length > 0 && args.every(isIndicator)) {
    // min of 0/1 indicators is their conjunction, max their disjunction.
    return { ...join(...args.map(dependencies)), constant: undefined, indicator: true };
  }
  if (ns === 'Math') {
    const value = { ...join(...args.map((a) => ({ ...dependencies(a), deps: new Set([...a.deps, ...a.paths]) })), NOTHING), constant: undefined };
    return name === 'abs' ? { ...value, absolute: true, countOf: undefined } : value;
  }
  const prototype = ns === 'Object' && name === 'getPrototypeOf' ? prototypeOf(first) : undefined;
  if (prototype) return prototype;
  if (ns === 'Object' && name === 'is' && node.arguments.length === 2) {
    return compareOperands(it, node, '===', first, args[1], node.arguments[0], node.arguments[1], frame);
  }
  if (ns === 'Object' && (name === 'hasOwn' || name === 'hasOwnProperty') && node.arguments.length === 2) {
    return keyMembership(it, node, first.paths, args[1], node.arguments[1], first);
  }
  if (ns === 'Object' && name === 'assign' && node.arguments.length > 1) {
    // Records whose properties are all known (a literal, records of functions a helper built): the target
    // has the sources' properties over its own, in order.
    const merged = node.arguments.some(ts.isSpreadElement) ? undefined : mergedRecords(args);
    if (merged) {
      const target = skipParens(node.arguments[0]);
      if (!ts.isObjectLiteralExpression(target)) it.assign(target, merged, frame);
      return merged;
    }
    // Copies the sources' properties into the target: the target's object now holds them.
    const sources = join(...args.slice(1).map(consumed));
    it.mutate(node.arguments[0], sources, frame);
    return join(first, sources);
  }
  if (ns === 'Object' && first.fields && first.paths.size === 0) {
    // An object literal's own properties: a list of their values, each with its own checks.
    const keys = [...first.fields.keys()];
    const values = [...first.fields.values()];
    // Keys some runs do not add (reading 40): some of these properties, which ones not known, as a filter keeps some items.
    const some = first.keysVary ? { subset: true as const } : {};
    if (name === 'values') return { ...dependencies(first), items: values, elems: new Set(values.flatMap((v) => [...v.paths])), alwaysTruthy: true, ...some };
    if (name === 'keys')
      return { ...keyDependencies(first), items: keys.map(constantValue), constantList: first.keysVary ? undefined : keys, alwaysTruthy: true, ...some };
    if (name === 'entries') {
      const entries = keys.map((k, i) => ({ ...NOTHING, items: [constantValue(k), values[i]], elems: values[i].paths, alwaysTruthy: true }));
      return { ...dependencies(first), items: entries, elems: new Set(values.flatMap((v) => [...v.paths])), alwaysTruthy: true, ...some };
    }
  }
  // The keys or values of an object: a list of its own, not the object (counted only for the snapshot's files and tables).
  if (ns === 'Object' && (name === 'values' || name === 'entries')) {
    const values = new Set([...first.paths].map((p) => `${p}[*]`));
    return { ...dependencies(first), paths: values, elems: values, entries: name === 'entries' || undefined };
  }
  if (ns === 'Object' && name === 'keys') {
    const keys = new Set([...first.paths].map((p) => `${p}{keys}`));
    return { ...dependencies(first), paths: keys, elems: keys };
  }
  if (ns === 'Object' && name === 'fromEntries') {
    const record = first.items && first.paths.size === 0 ? recordOfEntries(first) : undefined;
    if (record) return record;
    // A record built from [key, value] pairs holds what the pairs' parts hold, not the whole elements they came from.
    const parts = first.tuples ? first.elems : undefined;
    // Pairs the judge built per element (`entries.map(([k, v]) => [k, norm(v)])`): what any key gives is the value it built.
    const pair = first.entries ? undefined : first.element?.items;
    const element = pair?.length === 2 && !first.element!.subset ? { keysVary: true, element: pair[1] } : {};
    if (parts) return { ...dependencies(first), paths: new Set(parts), alwaysTruthy: true, ...element };
  }
  if (ns === 'Array' && name === 'isArray') {
    const known = knownIsList(first);
    return known === undefined ? dependencies(first) : { ...dependencies(first), constant: { value: known } };
  }
  if (ns === 'Number' || ns === 'String')
    return { ...first, constant: parsedConstant(name, args), is: ns === 'Number' ? 'number' : 'string', absent: convertedAbsent(name, first) };
  return { ...join(...args.map(consumed), NOTHING), constant: undefined };
}

/**
 * What the keys of a record built in the code depend on: what chose the record (a branch's
 * condition, which a return under it adds to the record and to each of its properties), not what a
 * property holds. A read or check that reaches some properties and not all is one property's value
 * (`tool_trace: call.status === 'ok' ? [...] : null`): the keys are the same whatever it is. Where the
 * record joins records of different keys, which keys it has depends on all of it.
 */
function keyDependencies(record: Value): Value {
  const whole = dependencies(record);
  const fields = [...(record.fields?.values() ?? [])].map(consumed);
  if (record.keysVary || fields.length === 0) return whole;
  const some = <T>(sets: readonly ReadonlySet<T>[]): { readonly some: Set<T>; readonly all: Set<T> } => {
    const any = new Set(sets.flatMap((x) => [...x]));
    return { some: any, all: new Set([...any].filter((x) => sets.every((set) => set.has(x)))) };
  };
  const deps = some(fields.map((f) => f.deps));
  const vars = some(fields.map((f) => f.vars));
  const recs = some(fields.map((f) => new Set(f.recs.keys())));
  const own = <T>(x: T, seen: { readonly some: Set<T>; readonly all: Set<T> }): boolean => !seen.some.has(x) || seen.all.has(x);
  return {
    ...whole,
    deps: new Set([...whole.deps].filter((d) => own(d, deps))),
    vars: new Set([...whole.vars].filter((v) => own(v, vars))),
    recs: new Map([...whole.recs].filter(([id]) => own(id, recs))),
  };
}

/**
 * Whether a value is a list, where the analysis built it: a list literal is (a join of values drops
 * their elements, so a value with elements is that list alone), a scalar literal is not; anything
 * else is not known.
 */
function knownIsList(v: Value): boolean | undefined {
  if (v.paths.size > 0 || v.unknown || v.fns || v.fields) return undefined;
  if (v.items !== undefined) return v.constant === undefined ? true : undefined;
  const c = v.constant;
  return c && (c.value === null || typeof c.value !== 'object') ? false : undefined;
}

/** A static function of a table in names.ts (STATIC_MODELS), by what its result is made of. */
function modelledStatic(it: Interpreter, model: StaticModel, node: ts.CallExpression, args: readonly Value[], frame: Frame): Value {
  const given = args[0] ?? NOTHING;
  switch (model) {
    case 'from': {
      // A list of the first argument's elements (of a text, its characters), each what the callback computes for it.
      const text = node.arguments[0] !== undefined && refinedKind(it.types.kindOf(node.arguments[0]), given) === 'string';
      const first = text ? characters(given) : given;
      const mapper = args[1];
      if (mapper?.fns) return { ...collectionOf(first, it.callValue(mapper, [elementsOf(first), NOTHING], frame, false).value), is: 'list' };
      return { ...first, constant: undefined, is: 'list' };
    }
    case 'bytes':
      return { ...given, constant: undefined, is: undefined };
    case 'number':
      return { ...join(...args.map(consumed), NOTHING), constant: undefined, is: 'number' };
    case 'clock':
      return { ...NOTHING, is: 'number' };
  }
}

/** A text taken character by character: parts of the text (not a collection of the context), each one character long. */
export function characters(text: Value): Value {
  const parts = new Set([...text.paths].map(splitPartPath));
  return {
    ...dependencies(text),
    paths: parts,
    elems: parts,
    caseNormal: text.caseNormal,
    // The characters of a found text are its parts, as `split('')` gives them (nothing found: none).
    found: text.absent ? undefined : text.found,
    element: { ...NOTHING, paths: parts, text: { maxLength: 1 }, is: 'string' },
    is: 'list',
  };
}

/**
 * `Object.fromEntries` of a literal list of `[key, value]` pairs (`columns.map((c) => [c, exact()])`):
 * an object literal of those properties when every key is a known string and every pair is there;
 * otherwise a record whose properties are any of the values (`element`, as a lookup with an unknown
 * key gives them).
 * Undefined when an element is not a pair.
 */
function recordOfEntries(list: Value): Value | undefined {
  const pairs = list.items!;
  if (!pairs.every((p) => p.items?.length === 2)) return undefined;
  const values = pairs.map((p) => from(p, p.items![1]));
  const base = { ...join(...values.map(consumed), dependencies(list)), constant: undefined, alwaysTruthy: true as const };
  const keys = pairs.map((p) => p.items![0].constant?.value);
  // From a literal list filtered, a pair may be missing: which properties the record has is not known.
  if (!list.subset && keys.every((k): k is string | number => typeof k === 'string' || typeof k === 'number')) {
    return { ...base, fields: new Map(keys.map((k, i) => [String(k), values[i]])) };
  }
  return { ...base, element: join(...values) };
}

/**
 * `Math.max(0, ...scores)`, `Math.min(...scores)` over a list with one value per element of a
 * context collection. Of 0/1 indicators the largest is 1 when some element passes (a search, as
 * `some`), the smallest when every one does (as `every`); of any other per-element numbers it is a
 * number the count of which elements pass cannot be read from: an aggregate.
 */
function extremum(it: Interpreter, name: 'min' | 'max', node: ts.CallExpression, frame: Frame): Value {
  const parts: Value[] = [];
  let indicators = true;
  let counted: Value | undefined;
  let element = NOTHING;
  for (const arg of node.arguments) {
    if (!ts.isSpreadElement(arg)) {
      const v = it.ev(arg, frame);
      indicators &&= isIndicator(v);
      parts.push(dependencies(v));
      continue;
    }
    const list = it.ev(arg.expression, frame);
    const elements = elementsOf(list);
    indicators &&= list.element?.indicator === true || (list.items?.every(isIndicator) ?? false);
    if (isContextCollection(list)) counted = list;
    element = list.element ?? elements;
    parts.push(neutral(join(dependencies(list), dependencies(element))));
  }
  const value = { ...join(...parts), constant: undefined, indicator: indicators || undefined };
  if (!counted) return value;
  if (!indicators) {
    const aggregate = {
      ...value,
      aggregate: `\`Math.${name}\` of per-element values of ${[...counted.paths].sort()[0]}: how many elements its comparison needs is not followed`,
    };
    // Of the list alone (`Math.max(...xs)`, no other argument): compared with a bound, a search over its elements.
    return node.arguments.length === 1 ? markExtreme(aggregate, name, counted.paths, element) : aggregate;
  }
  const id = it.collected.addRecord({ type: 'count', node, of: counted.paths, op: name === 'max' ? 'truthy' : 'every' });
  return withRecord(value, id, 1);
}

export function newExpression(it: Interpreter, node: ts.NewExpression, frame: Frame): Value {
  // `new C(...args)` with a list known one by one: its items in their places, as a call is given them.
  const args = argumentValues(it, node.arguments ?? [], frame);
  const ctor = node.expression.getText();
  if (ctor === 'Set' || ctor === 'Map' || ctor === 'Array') {
    // Made empty: nothing iterating it runs until something is added.
    if (args.length === 0) return { ...NOTHING, items: [], constantList: [], elems: new Set(), alwaysTruthy: true };
    const source = args[0];
    return {
      ...dependencies(source),
      ...sameElements(source),
      entries: undefined,
      elems: source.elems ?? elementsOf(source).paths,
      // Made from a literal text (`new Set('!"#$%')`): its characters.
      constantList: source.constantList ?? charactersOf(source),
      // Made from a literal list (`new Map([['to', exact], ...])`): its elements (a map's [key, value] entries) one by one.
      items: source.paths.size === 0 ? source.items : undefined,
      alwaysTruthy: true,
    };
  }
  if (ctor === 'Date' && isGlobal(it, node.expression as ts.Identifier)) {
    // A date made from a value read from the context: its time is computed from that value.
    return { ...join(...args, NOTHING), constant: undefined, alwaysTruthy: true, is: undefined, caseNormal: undefined };
  }
  if (ctor === 'RegExp') {
    const [pattern, flags] = args;
    const flagText = typeof flags?.constant?.value === 'string' ? flags.constant.value : flags ? undefined : '';
    if (pattern?.constant && typeof pattern.constant.value === 'string' && flagText !== undefined) {
      // Still made from the variables that held its parts (a pattern built from a local list is a use of it).
      return { ...constantValue({ regex: pattern.constant.value, flags: flagText }), vars: new Set(args.flatMap((a) => [...a.vars])) };
    }
    if (flagText !== undefined) {
      // The pattern is computed, the flags are known: enough for the case rule.
      return { ...join(...args.map(consumed), NOTHING), constant: { value: { regex: '', flags: flagText, unknownSource: true } } };
    }
    return { ...join(...args.map(consumed), NOTHING), alwaysTruthy: true };
  }
  // A collator (`new Intl.Collator('en', { sensitivity: 'base' })`): its `compare` compares as its options say.
  if (isCollator(it, node.expression))
    return { ...join(...args.map(consumed), NOTHING), constant: undefined, alwaysTruthy: true, collation: collationOf(node.arguments?.[1]) };
  // An object of a class written in analysable code: its methods are that class's.
  const decl = it.types.symbolAt(node.expression)?.valueDeclaration;
  if (decl && ts.isClassLike(decl) && !it.types.isLibrary(decl.getSourceFile())) return construct(it, decl, args, frame);
  // A class held by a variable or picked from a registry (`new REGISTRY[name](...)`): an object of any of them.
  const picked = decl && it.types.isLibrary(decl.getSourceFile()) ? undefined : it.ev(node.expression, frame);
  // What picked the class (the registry's key) decides which object it is.
  if (picked?.classes) return withDeps(join(...picked.classes.map((klass) => construct(it, klass, args, frame))), dependencies(picked));
  return { ...join(...args.map(consumed), NOTHING), constant: undefined, alwaysTruthy: true };
}

/** The characters of a literal text, one per element, as iterating it gives them. */
function charactersOf(v: Value): string[] | undefined {
  const text = v.constant?.value;
  return typeof text === 'string' && v.paths.size === 0 ? [...text] : undefined;
}

/** `Object.assign(target, ...sources)` of records whose properties are all known: one record, later properties over earlier ones. */
function mergedRecords(records: readonly Value[]): Value | undefined {
  if (!records.every(isBuiltObject)) return undefined;
  const fields = new Map<string, Value>();
  for (const r of records) for (const [k, v] of r.fields!) fields.set(k, v);
  return { ...join(...records.map(dependencies)), constant: undefined, alwaysTruthy: true, fields };
}

/** `Intl.Collator`, the global one. */
function isCollator(it: Interpreter, ctor: ts.Expression): boolean {
  return (
    ts.isPropertyAccessExpression(ctor) &&
    ctor.name.text === 'Collator' &&
    ts.isIdentifier(ctor.expression) &&
    ctor.expression.text === 'Intl' &&
    isGlobal(it, ctor.expression)
  );
}
