import { ts } from '../typescript.js';
import { argumentValues } from './arguments.ts';
import { callbackMethod, isCollectionKind, literalView, mapGet, membership, mutator } from './builtins/collections.ts';
import { globalFunction, isGlobal, staticCall } from './builtins/globals.ts';
import {
  CALLBACK_METHODS,
  GLOBAL_FUNCTIONS,
  GLOBAL_NAMESPACES,
  LIBRARY_METHODS,
  MUTATORS,
  PASS_THROUGH_METHODS,
  STRING_ONLY_METHODS,
  TEXT_OR_LIST_METHODS,
} from './builtins/names.ts';
import { collatedComparison, stringMethod, textOrListMethod } from './builtins/strings.ts';
import { caseVerdict } from './case.ts';
import { boundTo, classMethod, isText, superCall, unknownReceiver } from './classes.ts';
import type { Frame } from './frame.ts';
import type { Interpreter, Invocation } from './interpreter.ts';
import { isSimilarity } from './similarity.ts';
import { isTextPart } from './paths.ts';
import { isWithin, short, skipParens } from './syntax.ts';
import { refinedKind, type TypeKind } from './types.ts';
import { inputsAsData, unresolvedCall } from './unknown.ts';
import {
  NOTHING,
  constantValue,
  consumed,
  contentsUnknown,
  dependencies,
  elementsOf,
  fieldOf,
  from,
  join,
  joinTextCase,
  literalsOf,
  matchOf,
  objectsOf,
  withDeps,
  type Sign,
  type TextCase,
  type Value,
} from './value.ts';

/**
 * Calls: built-ins go to their models (by the receiver's type), functions written in analysable
 * code are entered, anything else is an unresolved call.
 */

export function call(it: Interpreter, node: ts.CallExpression, frame: Frame): Value {
  const callee = skipParens(node.expression);
  if (ts.isPropertyAccessExpression(callee)) {
    const ns = ts.isIdentifier(callee.expression) ? callee.expression.text : undefined;
    if (ns && GLOBAL_NAMESPACES.has(ns) && isGlobal(it, callee.expression as ts.Identifier)) return staticCall(it, ns, callee.name.text, node, frame);
    return methodCall(it, node, callee, frame);
  }
  if (callee.kind === ts.SyntaxKind.SuperKeyword) return superCall(it, node, argumentValues(it, node.arguments, frame), frame);
  const target = it.ev(callee, frame);
  const args = argumentValues(it, node.arguments, frame);
  if (ts.isIdentifier(callee) && GLOBAL_FUNCTIONS.has(callee.text) && isGlobal(it, callee)) return globalFunction(callee.text, args);
  if (target.fns) return callFunctionValue(it, node, target, args, frame);
  return unresolved(it, frame, node, short(callee), [target, ...args]);
}

/** A call of a value that is one or more functions (a pure one on literal arguments is folded by callValue). */
function callFunctionValue(it: Interpreter, node: ts.CallExpression, target: Value, args: readonly Value[], frame: Frame): Value {
  const invocation = it.callValue(target, args, frame, returnsBoolean(it, node));
  if (invocation.diverges && !ts.isOptionalChain(node)) frame.diverge(node);
  handBack(it, invocation, node.arguments, frame);
  // A check a helper computes, called for its value and the value dropped (`sentTo(post, X);`).
  if (ts.isExpressionStatement(node.parent) && !invocation.mutations && frame.dead === 0 && carriesCheck(invocation.value)) it.collected.discarded.push(node);
  if (isSimilarity(it.types, node, target.fns ?? [], args)) it.collected.computing(ownChecks(invocation.value, [target, ...args]));
  return computedFromTexts(it, node, args, withDeps(invocation.value, dependencies(target)));
}

/** The checks that reached a call's result from inside it, not with its arguments. */
function ownChecks(result: Value, inputs: readonly Value[]): number[] {
  return [...result.recs.keys()].filter((id) => !inputs.some((v) => v.recs.has(id)));
}

/**
 * A number a helper computes from two texts, one of them read from the context (a similarity, an edit
 * or sequence ratio): it treats their case as a comparison of the two would (both lower-cased:
 * insensitive; raw: sensitive; one only: one side). The innermost such helper decides: an outer one
 * is given the texts before it normalises them.
 */
function computedFromTexts(it: Interpreter, node: ts.CallExpression, args: readonly Value[], value: Value): Value {
  if (value.textCase || it.types.kindOf(node) !== 'number' || node.arguments.some(ts.isSpreadElement)) return value;
  const texts = args.filter((a, i) => i < node.arguments.length && refinedKind(it.types.kindOf(node.arguments[i]), a) === 'string');
  if (texts.length !== 2 || !texts.some((t) => t.paths.size + t.deps.size > 0)) return value;
  const verdict = caseVerdict(texts[0], texts[1]);
  // Given raw texts, the helper may normalise them itself: its own comparisons of their parts say how.
  const inner = verdict === 'sensitive' ? innerTextCase(it, value, args) : undefined;
  const textCase = inner ?? verdict;
  return textCase === 'not-applicable' ? value : { ...value, textCase };
}

/**
 * How a helper given two raw texts treats their case inside (reading 31): the case of the string
 * checks it made itself (the tokens of one looked up among the other's, the characters of two
 * lower-cased texts compared), when there are some and they agree: each text lower-cased before it
 * is taken apart is insensitive, one of them only is one side. None: the arguments decide.
 */
function innerTextCase(it: Interpreter, value: Value, args: readonly Value[]): TextCase | undefined {
  let found: TextCase | undefined;
  for (const id of ownChecks(value, args)) {
    const record = it.collected.records.get(id);
    if (record?.type !== 'compare' || record.match === 'selector' || record.caseRule === 'not-applicable') continue;
    found = joinTextCase(found, record.caseRule);
  }
  return found;
}

function carriesCheck(v: Value): boolean {
  for (const sign of v.recs.values()) if (sign === 1 || sign === -1) return true;
  return false;
}

/** `console.log(...)`: what is logged reaches nothing; a check computed only to be logged is thrown away. */
function logged(it: Interpreter, node: ts.CallExpression, frame: Frame): Value {
  for (const arg of node.arguments) {
    // Only a check computed here: a variable logged may be used elsewhere.
    const before = it.collected.records.size;
    const value = it.ev(arg, frame);
    if (it.collected.records.size > before && carriesCheck(value) && frame.dead === 0) it.collected.discarded.push(arg);
  }
  return constantValue(undefined);
}

/** What a helper wrote into the objects it was given changes the caller's arguments. */
function handBack(it: Interpreter, invocation: Invocation, argNodes: readonly ts.Expression[], frame: Frame): void {
  if (!invocation.mutations) return;
  for (const [index, written] of invocation.mutations) {
    const arg = argNodes[index];
    // After a spread, positions are not the argument nodes' any more.
    if (arg && !argNodes.slice(0, index + 1).some(ts.isSpreadElement) && isPlace(arg)) it.mutate(arg, written, frame);
  }
}

function isPlace(node: ts.Expression): boolean {
  const e = skipParens(node);
  return ts.isIdentifier(e) || ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e);
}

function returnsBoolean(it: Interpreter, node: ts.CallExpression): boolean {
  return it.types.kindOf(node) === 'boolean';
}

function methodCall(it: Interpreter, node: ts.CallExpression, callee: ts.PropertyAccessExpression, frame: Frame): Value {
  const name = callee.name.text;
  const receiverNode = callee.expression;
  const evaluated = it.ev(receiverNode, frame);
  const kind = refinedKind(it.types.kindOf(receiverNode), evaluated);
  // A method only strings have, called on a value whose type says nothing, makes it a string.
  const receiver: Value = kind === 'any' && STRING_ONLY_METHODS.has(name) ? { ...evaluated, is: 'string' } : evaluated;
  const argNodes = node.arguments;

  if (ts.isIdentifier(receiverNode) && receiverNode.text === 'console' && isGlobal(it, receiverNode)) return logged(it, node, frame);
  const borrowed = name === 'call' ? arrayMethod(it, receiverNode) : undefined;
  if (borrowed && argNodes.length > 0) {
    // `Array.prototype.some.call(list, cb)` is `list.some(cb)`.
    const list = it.ev(argNodes[0], frame);
    return callbackMethod(it, borrowed, node, list, it.types.kindOf(argNodes[0]), frame, argNodes.slice(1));
  }
  if (
    receiver.fns &&
    (name === 'bind' || name === 'call') &&
    it.types.isLibrary(it.types.symbolAt(callee.name)?.valueDeclaration?.getSourceFile() ?? node.getSourceFile())
  ) {
    return boundMethod(it, node, name, receiver, frame);
  }
  if (name === 'evaluate' && /Predicate$/.test(it.types.typeOf(receiverNode).getSymbol()?.getName() ?? '')) {
    return predicateEvaluation(it, receiverNode, argNodes, frame);
  }
  if (name === 'at' && argNodes.length === 1 && (kind === 'array' || receiver.elems) && isPlainIndex(argNodes[0]))
    it.collected.recordPosition(node, receiver, it.ev(argNodes[0], frame));
  if (MUTATORS.has(name) && isCollectionKind(kind)) return mutator(it, node, receiverNode, frame);
  if (CALLBACK_METHODS.has(name) && (isCollectionKind(kind) || kind === 'any' || receiver.elems)) {
    return callbackMethod(it, name, node, receiver, kind, frame);
  }
  if (name === 'compare' && receiver.collation && argNodes.length >= 2) {
    const [a, b] = [it.ev(argNodes[0], frame), it.ev(argNodes[1], frame)];
    return collatedComparison(it, node, [a, b], [argNodes[0], argNodes[1]], receiver.collation);
  }
  if (kind === 'regexp' && (name === 'test' || name === 'exec')) {
    const subject = argNodes[0] ? it.ev(argNodes[0], frame) : NOTHING;
    const tested = it.compare(node, 'regex', subject, receiver, argNodes[0] ?? node, receiverNode);
    return name === 'exec' ? matchOf(subject, tested, it.collected.lastId) : tested;
  }
  if (kind === 'string' || (receiver.constant && typeof receiver.constant.value === 'string') || receiver.is === 'string') {
    // Typed a text, it is not a literal list the analysis joined in (a value narrowed by `typeof x === 'string'`): only its text is searched.
    const text = kind === 'string' && (receiver.constantList || receiver.items) ? { ...receiver, constantList: undefined, items: undefined } : receiver;
    return stringMethod(it, name, node, text, receiverNode, frame);
  }
  if ((name === 'has' || name === 'includes' || name === 'indexOf' || name === 'lastIndexOf') && (isCollectionKind(kind) || receiver.elems)) {
    return membership(it, name, node, receiver, receiverNode, frame);
  }
  if (TEXT_OR_LIST_METHODS.has(name) && mayBeTextOrList(it, kind, receiverNode, receiver))
    return textOrListMethod(it, name, node, receiver, receiverNode, frame);
  if (name === 'get' && kind === 'map') return mapGet(it, node, receiver, frame);
  if (name === 'join' && (kind === 'array' || receiver.elems)) {
    // A list joined into one string and compared is compared as a list, in order.
    const args = argNodes.map((a) => consumed(it.ev(a, frame)));
    const text = joinedText(receiver, args);
    // A literal list joined with a literal separator is a literal text (`new RegExp(WORDS.join('|'))`: the pattern is known).
    if (text !== undefined) return { ...withDeps(dependencies(receiver), join(...args, NOTHING)), constant: { value: text }, is: 'string' };
    // The parts of a text joined again are a text: the checks that only chose which parts to keep shaped it.
    if (isPartsOfText(receiver) || splitsText(it, receiverNode)) return withDeps(rebuiltText(it, receiver, receiverNode), join(...args, NOTHING));
    // A list the judge mapped is joined as what its elements are (`trace.map((c) => c.result).join(' ')`: the results), as it is serialised.
    const paths = receiver.element ? receiver.element.paths : receiver.paths;
    return withDeps(
      { ...receiver, paths, constant: undefined, constantList: undefined, serialised: receiver.sorted ? 'sorted' : 'plain' },
      join(...args, NOTHING),
    );
  }
  if ((name === 'pop' || name === 'shift') && (kind === 'array' || receiver.elems)) {
    // The last (first) element, taken off the list, whose literal contents are then no longer known.
    forgetContents(it, receiver, receiverNode, frame);
    return elementsOf(receiver);
  }
  if ((name === 'delete' || name === 'clear') && (kind === 'set' || kind === 'map')) {
    // Takes elements out: what the collection holds is no longer known literally; the result is not a check.
    const args = argNodes.map((a) => consumed(it.ev(a, frame)));
    forgetContents(it, receiver, receiverNode, frame, args);
    return { ...join(dependencies(receiver), ...args, NOTHING), constant: undefined };
  }
  if (name === 'fill' && (kind === 'array' || receiver.elems)) {
    // `new Array(n).fill(0)`: a list of the receiver's size whose elements are the value.
    const value = argNodes[0] ? it.ev(argNodes[0], frame) : NOTHING;
    const bounds = argNodes.slice(1).map((a) => consumed(it.ev(a, frame)));
    return { ...join(dependencies(receiver), dependencies(value), ...bounds), elems: value.paths, alwaysTruthy: true };
  }
  const view =
    (name === 'entries' || name === 'values' || name === 'keys') && (kind === 'map' || kind === 'set') ? literalView(name, receiver, kind) : undefined;
  if (view) return view;
  if (PASS_THROUGH_METHODS.has(name) && kind !== 'any' && kind !== 'other') {
    const args = argNodes.map((a) => consumed(it.ev(a, frame)));
    const sizes = passedSizes(name, receiver, args);
    return withDeps({ ...receiver, constant: undefined, constantList: undefined, literals: literalsOf(receiver), ...sizes }, join(...args, NOTHING));
  }
  const libraryResult = libraryMethodResult(it, receiverNode, name);
  if (libraryResult) {
    // A pure method of a standard-library object (a date's time, a buffer's text): computed from what the object was made of.
    const args = argNodes.map((a) => consumed(it.ev(a, frame)));
    return withDeps({ ...receiver, constant: undefined, constantList: undefined, is: libraryResult }, join(...args, NOTHING));
  }
  if ((name === 'encode' || name === 'decode') && isLibraryType(it, receiverNode, /^Text(En|De)coder$/)) {
    // Text to its UTF-8 bytes and back: the same text, each character where it was.
    const arg = argNodes[0] ? it.ev(argNodes[0], frame) : NOTHING;
    return { ...arg, constant: undefined, constantList: undefined };
  }
  // A function kept in an object the judge built (`checks.recipient(ctx)`), with the locals it closes over.
  const field = objectsOf(receiver) ? undefined : fieldOf(receiver, name);
  if (field?.fns) {
    // `this` in it is the object (a method of an object literal).
    const target = receiver.fields ? { ...field, fns: field.fns.map((c) => ({ ...c, receiver: c.receiver ?? receiver })) } : field;
    const invocation = it.callValue(target, argumentValues(it, argNodes, frame), frame, returnsBoolean(it, node));
    if (invocation.diverges && !ts.isOptionalChain(node)) frame.diverge(node);
    return withDeps(invocation.value, dependencies(receiver));
  }
  // A method of an object literal or class written in analysable code.
  if (receiver.fns === undefined) {
    const symbol = it.types.symbolAt(callee.name);
    const decl = symbol?.valueDeclaration;
    if (decl && !it.types.isLibrary(decl.getSourceFile())) {
      const method = classMethod(it, callee, decl, receiver, frame);
      const target = method ?? it.declaredValue(symbol);
      if (target.fns) {
        const args = argumentValues(it, argNodes, frame);
        const invocation = it.callValue(target, args, frame, returnsBoolean(it, node));
        if (invocation.diverges && !ts.isOptionalChain(node)) frame.diverge(node);
        if (invocation.receiver) handObjectBack(it, receiverNode, invocation.receiver, frame);
        // An object's method reads what it needs through `this`; the object as a whole is not read.
        // Which of several classes' methods runs depends on what picked the object.
        const value = method
          ? withDeps(from(receiver, invocation.value), (objectsOf(receiver)?.length ?? 0) > 1 ? dependencies(receiver) : NOTHING)
          : withDeps(invocation.value, dependencies(receiver));
        return method || !ts.isClassLike(decl.parent) ? value : unknownReceiver(it, node, decl, value, args);
      }
    }
  }
  const args = argNodes.map((a) => it.ev(a, frame));
  return unresolved(it, frame, node, `${short(receiverNode)}.${name}`, [receiver, ...args]);
}

/**
 * What a method that passes its receiver's reads on knows of the number of elements: a list reversed
 * keeps it, a slice with constant bounds of a list of known size has the size the bounds leave, and
 * either keeps its elements (so their size); `concat`, `flat`, `at`, `keys`... make other elements.
 */
function passedSizes(name: string, receiver: Value, args: readonly Value[]): Pick<Value, 'size' | 'elementSize'> {
  if (name === 'reverse' || name === 'toReversed') return { size: receiver.size, elementSize: receiver.elementSize };
  if (name !== 'slice') return { size: undefined, elementSize: undefined };
  const bounds = args.map((a) => a.constant?.value);
  const least = receiver.minSize;
  // The first k elements of a list of at least k: exactly k.
  if (
    receiver.size === undefined &&
    least &&
    bounds.length === 2 &&
    bounds[0] === 0 &&
    typeof bounds[1] === 'number' &&
    Number.isInteger(bounds[1]) &&
    bounds[1] >= 0 &&
    bounds[1] <= least.n
  )
    return { size: { n: bounds[1], why: `${least.why}; its first ${bounds[1]} taken` }, elementSize: receiver.elementSize };
  const n = receiver.size?.n;
  if (n === undefined || !bounds.every((b) => typeof b === 'number' && Number.isInteger(b))) return { size: undefined, elementSize: receiver.elementSize };
  const at = (b: number | undefined, fallback: number) => (b === undefined ? fallback : b < 0 ? Math.max(n + b, 0) : Math.min(b, n));
  const kept = Math.max(at(bounds[1] as number | undefined, n) - at(bounds[0] as number | undefined, 0), 0);
  return { size: { n: kept, why: `${receiver.size!.why}; sliced, ${kept} remain` }, elementSize: receiver.elementSize };
}

/**
 * A receiver that may be a text or a list, neither its type nor its value saying which: typed any (a
 * field of parsed JSON), of a union of string and list types (`string | readonly string[]`, which
 * `Array.isArray` does not narrow), or a value joined from a text and a list. A method both have is
 * then the join of its two models.
 */
function mayBeTextOrList(it: Interpreter, kind: TypeKind, node: ts.Expression, receiver: Value): boolean {
  if (kind === 'any' || receiver.is === 'text-or-list') return true;
  if (kind !== 'other') return false;
  const members = it.types.memberKinds(node);
  return members.size > 0 && [...members].every((k) => k === 'string' || k === 'array');
}

/**
 * What a method wrote into its object's fields changes the object the caller holds: `this` in the
 * caller (a method calling another), or the variable or field it was called through.
 */
function handObjectBack(it: Interpreter, receiverNode: ts.Expression, after: Value, frame: Frame): void {
  const e = skipParens(receiverNode);
  if (e.kind === ts.SyntaxKind.ThisKeyword || e.kind === ts.SyntaxKind.SuperKeyword) {
    const holder = frame.thisFrame();
    if (holder?.thisValue && holder.thisValue !== after) holder.thisValue = after;
    return;
  }
  const field = ts.isPropertyAccessExpression(e) && skipParens(e.expression).kind === ts.SyntaxKind.ThisKeyword;
  if ((ts.isIdentifier(e) || field) && objectsOf(after)) it.assign(e, after, frame);
}

/** `Array.prototype.some`, `[].some`: a callback method of the standard arrays, by name. */
function arrayMethod(it: Interpreter, node: ts.Expression): string | undefined {
  const e = skipParens(node);
  if (!ts.isPropertyAccessExpression(e) || !CALLBACK_METHODS.has(e.name.text)) return undefined;
  const owner = skipParens(e.expression);
  const prototype =
    ts.isPropertyAccessExpression(owner) &&
    owner.name.text === 'prototype' &&
    ts.isIdentifier(owner.expression) &&
    owner.expression.text === 'Array' &&
    isGlobal(it, owner.expression);
  return prototype || (ts.isArrayLiteralExpression(owner) && owner.elements.length === 0) ? e.name.text : undefined;
}

/** `f.bind(obj)`: f with `this` bound to obj; `f.call(obj, ...args)`: f called with `this` obj. */
function boundMethod(it: Interpreter, node: ts.CallExpression, name: string, receiver: Value, frame: Frame): Value {
  const [self, ...rest] = argumentValues(it, node.arguments, frame);
  const target = boundTo(receiver, self);
  if (name === 'call') return it.callValue(target, rest, frame, returnsBoolean(it, node)).value;
  // Arguments bound after `this` shift the parameters: not followed.
  if (rest.length > 0) return unresolved(it, frame, node, short(node.expression), [receiver, self, ...rest]);
  return target;
}

/** What a pure method of a standard-library class (LIBRARY_METHODS) gives, when the receiver is of that class. */
function libraryMethodResult(it: Interpreter, node: ts.Expression, name: string): 'number' | 'string' | undefined {
  const symbol = it.types.typeOf(node).getSymbol();
  const result = symbol && LIBRARY_METHODS.get(symbol.getName())?.get(name);
  const decl = symbol?.declarations?.[0];
  return result && decl && it.types.isLibrary(decl.getSourceFile()) ? result : undefined;
}

/** Whether the receiver's type is a standard-library class of that name (`TextEncoder`). */
function isLibraryType(it: Interpreter, node: ts.Expression, name: RegExp): boolean {
  const symbol = it.types.typeOf(node).getSymbol();
  const decl = symbol?.declarations?.[0];
  return symbol !== undefined && name.test(symbol.getName()) && decl !== undefined && it.types.isLibrary(decl.getSourceFile());
}

/**
 * A collection that lost elements (`pop`, `shift`, `delete`, `clear`): joined with itself without
 * its literal contents, it keeps its reads and case but no longer folds as the literal list it was.
 */
function forgetContents(it: Interpreter, receiver: Value, receiverNode: ts.Expression, frame: Frame, removed: readonly Value[] = []): void {
  // What it holds now depends on what was taken out (`seen.delete(e.to)`).
  const left = withDeps({ ...contentsUnknown(receiver), constant: undefined }, join(...removed, NOTHING));
  if (isPlace(receiverNode)) it.mutate(receiverNode, left, frame);
}

/** `predicate.evaluate(trace)` inside an imperative judge: read the predicate declaratively. */
function predicateEvaluation(it: Interpreter, receiver: ts.Expression, args: readonly ts.Expression[], frame: Frame): Value {
  const inputs = join(...args.map((a) => it.ev(a, frame)), NOTHING);
  const facts = it.readPredicate(receiver);
  it.collected.unknowns.push(...facts.unknowns);
  return { ...NOTHING, deps: facts.verdict.deps, recs: facts.verdict.recs, vars: inputs.vars, evaluation: true };
}

/** A call the analysis cannot enter; in code that never runs, only its inputs (no unknown: it is never made). */
function unresolved(it: Interpreter, frame: Frame, node: ts.Node, what: string, inputs: readonly Value[]): Value {
  return frame.dead > 0 ? inputsAsData(inputs) : unresolvedCall(it.collected, node, what, inputs, isText(it, node));
}

/** An index read without side effects, so it may be evaluated once more: a number, `-1`, a name. */
function isPlainIndex(node: ts.Expression): boolean {
  const e = skipParens(node);
  if (ts.isNumericLiteral(e) || ts.isIdentifier(e)) return true;
  return ts.isPrefixUnaryExpression(e) && e.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(skipParens(e.operand));
}

/** `list.join(sep)` of a list of texts and numbers known whatever the run, with a literal separator (or none): the text it gives. */
function joinedText(list: Value, args: readonly Value[]): string | undefined {
  const parts = list.constantList;
  if (!parts || list.paths.size > 0 || list.subset || !parts.every((p) => typeof p === 'string' || typeof p === 'number')) return undefined;
  const separator = args.length === 0 ? ',' : args[0].constant?.value;
  return typeof separator === 'string' && args.length <= 1 ? parts.join(separator) : undefined;
}

/** A list of the parts of a text (split, its characters, the matches of a pattern), filtered or not. */
function isPartsOfText(list: Value): boolean {
  const parts = (paths: ReadonlySet<string>) => paths.size > 0 && [...paths].every(isTextPart);
  return parts(list.paths) && (list.element === undefined || parts(list.element.paths));
}

/**
 * The text the parts of a text give joined again: a text, not a list, compared as one. The checks
 * that only decided which parts are kept (punctuation dropped, empty words skipped) shape it and do
 * not reach the verdict through it (docs/taxonomy.md, "Shaping a text is not content").
 */
function rebuiltText(it: Interpreter, parts: Value, list: ts.Expression): Value {
  // Only the checks made where the parts were chosen: those the text carried before it was taken apart stay.
  const choosing = ([id, sign]: readonly [number, Sign]) => {
    const node = it.collected.records.get(id)?.node;
    return sign === 0 && node !== undefined && isWithin(node, list);
  };
  const recs = new Map([...parts.recs].filter((rec) => !choosing(rec)));
  return {
    ...parts,
    recs,
    elems: undefined,
    constant: undefined,
    constantList: undefined,
    items: undefined,
    size: undefined,
    minSize: undefined,
    is: 'string',
  };
}

/** Methods that keep a list's elements what they were (some of them, in another order). */
const KEEPS_ELEMENTS = new Set(['filter', 'slice', 'reverse', 'sort', 'toSorted', 'toReversed']);

/**
 * The list a text was taken apart into, written where it is joined again: `s.split(re)`, `[...s]`,
 * `Array.from(s)`, filtered, sliced or reordered on the way (`text.split(/\s+/).filter((w) => w !== '')`).
 */
function splitsText(it: Interpreter, list: ts.Expression): boolean {
  let e = skipParens(list);
  while (ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression) && KEEPS_ELEMENTS.has(e.expression.name.text))
    e = skipParens(e.expression.expression);
  if (ts.isArrayLiteralExpression(e))
    return e.elements.length === 1 && ts.isSpreadElement(e.elements[0]) && it.types.kindOf(e.elements[0].expression) === 'string';
  if (!ts.isCallExpression(e) || !ts.isPropertyAccessExpression(e.expression) || e.arguments.length === 0) return false;
  const { name, expression } = e.expression;
  if (name.text === 'split') return it.types.kindOf(expression) === 'string';
  return name.text === 'from' && ts.isIdentifier(expression) && expression.text === 'Array' && it.types.kindOf(e.arguments[0]) === 'string';
}
