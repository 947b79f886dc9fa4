import { ts } from '../typescript.js';
import { PER_ELEMENT_METHODS } from './builtins/names.ts';
import { isStaticField, isStraightFieldWrite, mutateField, setField, writtenIntoElement, writtenUnderAnyKey } from './classes.ts';
import type { Frame, Loop } from './frame.ts';
import type { Interpreter } from './interpreter.ts';
import { mayBeMutated } from './mutation.ts';
import { isOrExtends, ownClassNamed } from './types.ts';
import { normalisedRead, noteDeclaration, noteWrite } from './normalised.ts';
import { isWithinPath } from './paths.ts';
import { signature } from './signature.ts';
import {
  isConstDeclaration,
  isInLoop,
  isParameterOfHelper,
  isWithin,
  leavesEarly,
  overwrittenBeforeRead,
  partReceiver,
  skipParens,
  writesOnEveryPath,
} from './syntax.ts';
import {
  NOTHING,
  constantValue,
  disjunction,
  classValue,
  functionValue,
  consumed,
  contentsUnknown,
  dependencies,
  elementsOf,
  fieldOf,
  from,
  isBuiltObject,
  isWrittenUnderAnyKey,
  isContextCollection,
  join,
  joinOutcomes,
  joinWays,
  flip,
  waysUnder,
  member,
  outcomesKey,
  neutral,
  outcomesUnder,
  joinWithWays,
  resign,
  withDeps,
  withDepsInParts,
  withRecord,
  withVar,
  withoutChecks,
  truthiness,
  type Alternatives,
  type Sign,
  type Value,
  WHOLE_CONTEXT,
  knownNonEmpty,
} from './value.ts';

/**
 * Names and their values: declarations and destructuring, assignments (a variable's value is the
 * join of everything assigned to it), reading a name, and names declared outside the judge.
 */

export function bind(it: Interpreter, name: ts.BindingName, value: Value, frame: Frame, decl: ts.Node, fromContext: boolean, fresh = false): void {
  if (ts.isIdentifier(name)) {
    const symbol = it.types.symbolAt(name);
    if (!symbol) return;
    const { bindings } = it.collected;
    if (!bindings.has(symbol)) {
      // A name bound in code that never runs is not a value the judge computes and drops.
      const live = frame.dead === 0 && !isParameterOfHelper(decl, it.root);
      bindings.set(symbol, { symbol, node: name, name: name.text, fromContext, own: frame.own && live, live });
    }
    store(symbol, value, frame, true, fresh);
    noteDeclaration(frame, symbol, value);
    return;
  }
  if (ts.isObjectBindingPattern(name)) {
    for (const el of name.elements) {
      let v: Value;
      if (el.dotDotDotToken) v = value;
      else {
        const prop = el.propertyName ?? el.name;
        const key = ts.isIdentifier(prop) || ts.isStringLiteral(prop) ? prop.text : ts.isComputedPropertyName(prop) ? '[*]' : prop.getText();
        const field = fieldOf(value, key);
        v = field ? from(value, field) : member(value, key === '[*]' ? '[*]' : `.${key}`);
        if (value.paths.has(WHOLE_CONTEXT)) it.collected.touched.add(key);
      }
      if (el.initializer) v = join(v, it.ev(el.initializer, frame));
      it.bind(el.name, v, frame, el, fromContext, fresh);
    }
    return;
  }
  name.elements.forEach((el, i) => {
    if (ts.isOmittedExpression(el)) return;
    // A literal list binds by position: `const [a, b] = [x, y]`.
    const positional = !el.dotDotDotToken && value.items?.[i] ? from(value, value.items[i]) : undefined;
    let v = el.dotDotDotToken ? value : (positional ?? elementsOf(value));
    if (el.initializer) v = join(v, it.ev(el.initializer, frame));
    it.bind(el.name, v, frame, el, fromContext, fresh);
  });
}

/**
 * A flag set to true under one condition (`if (text.includes(s)) match = true`, once per item of a
 * literal list): it is true where it already was or where that condition holds, so the checks of
 * the condition and those the flag already held are alternatives. Only where every other test
 * around the write is constantly true and the condition is one check or one group of alternatives.
 */
function flagAlternatives(value: Value, tests: readonly Value[], prior: Value | undefined): readonly Alternatives[] | undefined {
  const c = value.constant?.value;
  if (!prior || (c !== true && c !== 1)) return undefined;
  // A test that carries no check (a presence test passed on the way) decides no alternative.
  const checked = tests.filter((t) => truthiness(t) !== true && t.recs.size > 0);
  return checked.length === 1 ? disjunction([prior, checked[0]]) : undefined;
}

function store(symbol: ts.Symbol, value: Value, frame: Frame, declaration: boolean, replace = false, alternatives?: readonly Alternatives[]): void {
  const holder = (declaration ? frame : frame.holder(symbol)) ?? frame;
  // A closure writing a variable it closes over: the write depends on the call too.
  if (holder !== frame) value = withDeps(value, frame.outer);
  if (declaration) value = unassigned(symbol, value);
  const prior = holder.env.get(symbol);
  if (!prior || (replace && holder === frame)) {
    holder.env.set(symbol, value);
    if (!declaration) holder.changes++;
    return;
  }
  const merged = {
    ...join(prior, value),
    outcomes: joinOutcomes([prior, value]),
    ways: declaration ? value.ways : overwritten(prior, value),
    ...(alternatives && { anyOf: alternatives }),
  };
  // Only its ways changed: kept, but no further pass is needed for them. So with its groups of
  // alternatives, which a write of one of their checks alone breaks up (`else found = false`).
  if (!sameOutcomes(merged.outcomes, prior.outcomes) || merged.anyOf !== prior.anyOf || merged.ways !== prior.ways)
    holder.env.set(symbol, { ...prior, outcomes: merged.outcomes, anyOf: merged.anyOf, ways: merged.ways });
  // An object that no longer has all its properties known (one was written under a computed key) has changed too.
  if (signature(merged) !== signature(prior) || (prior.fields !== undefined && merged.fields === undefined)) {
    holder.env.set(symbol, merged);
    holder.changes++;
  }
}

/**
 * The ways of a variable after a write (Value.ways): the written value's, and those of its earlier
 * ways the write did not replace (a way on the same branch as the write, or on one inside it, is
 * replaced; one on the other branch of a test stays, and so do all where the write replaces only a nullish value).
 */
function overwritten(prior: Value, value: Value): Value['ways'] {
  if (!value.ways) return joinWays([prior, value]);
  const kept = (prior.ways ?? [{ when: new Map(), value: prior }]).filter(
    (p) => !value.ways!.some((w) => !w.ifNullish && [...w.when].every(([id, sign]) => p.when.get(id) === sign)),
  );
  return joinWays([{ ...prior, ways: kept }, value]);
}

/**
 * `let x: T;` with T a type that holds neither undefined nor null: TypeScript reads it only where a
 * write has reached it, so its first value is no way of its own (an empty list of ways).
 */
function unassigned(symbol: ts.Symbol, value: Value): Value {
  const decl = symbol.valueDeclaration;
  if (!decl || !ts.isVariableDeclaration(decl) || decl.initializer || !decl.type || value.constant?.value !== undefined) return value;
  const text = decl.type.getText();
  return /\b(undefined|null|any|unknown|void)\b/.test(text) || decl.exclamationToken ? value : { ...value, ways: [] };
}

/** The variable now holds `value`, whatever it held before in this activation (a list built by pushes in order, rebuilt on each walk). */
export function replaced(symbol: ts.Symbol, value: Value, frame: Frame): void {
  store(symbol, value, frame, false, true);
}

function sameOutcomes(a: Value['outcomes'], b: Value['outcomes']): boolean {
  return a === b || (a !== undefined && b !== undefined && outcomesKey(a) === outcomesKey(b));
}

/**
 * The branch conditions a write or a return happens under in its function, as they hold there
 * (`c` in a then-branch, `!c` in its else); none inside a loop or a callback, whose passes are not
 * exclusive.
 */
export function branchConditions(node: ts.Node, frame: Frame): ReadonlyMap<number, Sign> | undefined {
  if (frame.loops.length > 0 || isInLoop(node)) return undefined;
  return join(...frame.tests, NOTHING).recs;
}

type Branch = Frame['branches'][number];

/**
 * What each branch of a test is known to give exactly (Value.ways): where the test is one check
 * (the check's own call or comparison, or a regular expression's match tested for presence, `!m`,
 * `m === null`), that check holding or failing; where it compares a variable with null or undefined,
 * that variable nullish in the branch that says so. Nothing for any other test (`a && b`, a helper's result).
 */
export function branchesOf(it: Interpreter, test: ts.Expression, cond: Value, frame: Frame): readonly [Branch, Branch] {
  let e = skipParens(test);
  let negated = false;
  while (ts.isPrefixUnaryExpression(e) && e.operator === ts.SyntaxKind.ExclamationToken) {
    negated = !negated;
    e = skipParens(e.operand);
  }
  let nullOf: ts.Symbol | undefined;
  let nullWhenTrue = true;
  if (ts.isBinaryExpression(e) && NULL_TESTS.has(e.operatorToken.kind)) {
    const [l, r] = [skipParens(e.left), skipParens(e.right)];
    const other = isNullish(r) ? l : isNullish(l) ? r : undefined;
    if (other) {
      nullWhenTrue = e.operatorToken.kind === ts.SyntaxKind.EqualsEqualsEqualsToken || e.operatorToken.kind === ts.SyntaxKind.EqualsEqualsToken;
      if (negated) nullWhenTrue = !nullWhenTrue;
      nullOf = ts.isIdentifier(other) ? it.types.symbolAt(other) : undefined;
      e = other;
    }
  }
  const exact = exactCheck(it, e, cond, frame);
  const [thenWhen, elseWhen] = exact ? [new Map([[exact[0], exact[1]]]), new Map([[exact[0], flip(exact[1])]])] : [EMPTY, EMPTY];
  return [
    { when: thenWhen, nullOf: nullWhenTrue ? nullOf : undefined },
    { when: elseWhen, nullOf: nullWhenTrue ? undefined : nullOf },
  ];
}

const EMPTY: ReadonlyMap<number, Sign> = new Map();
const NULL_TESTS = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

function isNullish(e: ts.Expression): boolean {
  return e.kind === ts.SyntaxKind.NullKeyword || (ts.isIdentifier(e) && e.text === 'undefined');
}

/** The one check a test is, with its sign in the test's value: the check's own node, or a variable holding a match of it. */
function exactCheck(it: Interpreter, e: ts.Expression, cond: Value, frame: Frame): [number, Sign] | undefined {
  if (cond.recs.size !== 1) return undefined;
  const [[id, sign]] = [...cond.recs];
  if (sign !== 1 && sign !== -1) return undefined;
  if (it.collected.records.get(id)?.node === e) return [id, sign];
  const symbol = ts.isIdentifier(e) ? it.types.symbolAt(e) : undefined;
  const held = symbol ? frame.holder(symbol)?.env.get(symbol) : undefined;
  return held?.matched === id ? [id, sign] : undefined;
}

/** `v` as written or returned at `node`: under the branches around it (none inside a loop). */
export function underBranches(v: Value, node: ts.Node, frame: Frame, symbol?: ts.Symbol): Value {
  if (branchConditions(node, frame) === undefined) return waysUnder(v, undefined);
  const { when, ifNullish } = frame.wayHere(symbol);
  return waysUnder(v, when, ifNullish);
}

/**
 * `s = s.slice(i)` under a condition, outside any loop: the text is the one it was, changed (cut,
 * stripped of a fence) where the condition held and kept as it was elsewhere. The condition decides
 * only how the text is shaped, not which text is compared: what it read stays read, its checks do
 * not reach the verdict through the text (docs/taxonomy.md, "Shaping a text is not content").
 */
function reshapesText(it: Interpreter, target: ts.Identifier, symbol: ts.Symbol, value: Value, frame: Frame): boolean {
  return frame.control.length > 0 && frame.loops.length === 0 && !isInLoop(target) && value.vars.has(symbol) && it.types.kindOf(target) === 'string';
}

/** `x = v`, `x.y = v`, `x[i] = v`: the root variable takes the new value. */
export function assign(it: Interpreter, target: ts.Node, value: Value, frame: Frame): void {
  const t = skipParens(target as ts.Expression);
  if (frame.dead > 0) {
    unwritten(it, t, frame);
    return;
  }
  if (ts.isIdentifier(t)) {
    const symbol = it.types.symbolAt(t);
    if (symbol) {
      const set = emptyUntilSet(flagged(value, unsettledTests(frame, symbol, value)), value, frame.holder(symbol)?.env.get(symbol));
      const searched =
        searchIndex(it, t, symbol, value, frame) ??
        breakFlag(it, t, symbol, value, frame) ??
        searchElement(it, t, symbol, value, frame) ??
        searchFlag(it, t, symbol, set, frame);
      const straight = isStraightLine(t, symbol);
      if (straight) droppedWrite(it, t.parent.parent as ts.Statement, symbol, (t.parent as ts.BinaryExpression).right, value, frame);
      const alternatives = searched === set ? flagAlternatives(value, frame.testsFor(symbol), frame.holder(symbol)?.env.get(symbol)) : undefined;
      const control = reshapesText(it, t, symbol, value, frame) ? withoutChecks(frame.controlValue()) : neutral(frame.controlValue());
      const written = outcomesUnder(withDepsInParts(searched, control), branchConditions(t, frame));
      store(symbol, underBranches(written, t, frame, symbol), frame, false, straight, alternatives);
      noteWrite(frame, t, symbol, value, (n) => it.types.symbolAt(n));
    }
    return;
  }
  if (ts.isPropertyAccessExpression(t) && skipParens(t.expression).kind === ts.SyntaxKind.ThisKeyword) {
    const tests = [...frame.outerTests, ...frame.tests];
    const set = flagged(value, tests);
    const searched = tests.length > 0 ? (fieldSearch(it, t, value, set, frame) ?? set) : set;
    setField(frame, t.name.text, withDeps(searched, neutral(frame.controlValue())), isStraightFieldWrite(t));
    return;
  }
  if (ts.isPropertyAccessExpression(t) || ts.isElementAccessExpression(t)) {
    const key = ts.isElementAccessExpression(t) ? it.ev(t.argumentExpression, frame) : constantValue(t.name.text);
    // Under a computed key (`data[k] = v`) the object holds the key too: its keys are computed from it.
    const written = withDeps(value, neutral(frame.controlValue()));
    if (
      !writeKnownProperty(it, t, key, value, frame) &&
      !writtenUnderAnyKey(frame, t, written, key) &&
      !writtenUnderAnyLocalKey(it, frame, t, written, key) &&
      !writtenIntoElement(frame, t, written)
    )
      it.mutate(t.expression, join(consumed(value), ts.isElementAccessExpression(t) ? consumed(key) : NOTHING), frame);
    writeThroughElement(it, t, frame);
    return;
  }
  if (ts.isObjectLiteralExpression(t) || ts.isArrayLiteralExpression(t)) {
    for (const el of ts.isObjectLiteralExpression(t) ? t.properties : t.elements) {
      const inner = ts.isPropertyAssignment(el) ? el.initializer : ts.isShorthandPropertyAssignment(el) ? el.name : el;
      it.assign(inner, value, frame);
    }
  }
}

/**
 * `low[k] = v` into a record the judge built empty in a local variable, under a key not known
 * statically: what any of its keys gives is what was written there (a record whose texts a loop
 * lower-cases holds lower-cased texts, reading 31), as for a class's record field (`this.cache[k] = v`).
 */
function writtenUnderAnyLocalKey(it: Interpreter, frame: Frame, target: ts.Expression, value: Value, key: Value): boolean {
  if (!ts.isElementAccessExpression(target) || key.constant !== undefined) return false;
  const holder = skipParens(target.expression);
  const symbol = ts.isIdentifier(holder) ? it.types.symbolAt(holder) : undefined;
  const record = symbol && frame.holder(symbol)?.env.get(symbol);
  if (!symbol || !record || !((isBuiltObject(record) && record.fields!.size === 0) || isWrittenUnderAnyKey(record))) return false;
  // Taken whole (serialised, compared), it reads what was written, as any object written to does.
  const whole = { ...contentsUnknown(withDeps(join(consumed(value), consumed(key)), frame.controlValue())), constant: undefined };
  store(symbol, { ...whole, keysVary: true, element: join(...(record.element ? [record.element] : []), value) }, frame, false);
  return true;
}

/**
 * `row.ok = v` where row is the element a loop or a per-element callback walks (`for (const row of
 * rows)`, `rows.forEach((row) => ...)`) or one taken by position (`const row = rows[k]`): the
 * element is one of the list's, so the list's elements may now hold what was written (a later pass
 * of the loop around, or the code after it, reads it there).
 */
function writeThroughElement(it: Interpreter, target: ts.Expression, frame: Frame): void {
  const root = rootIdentifier(target);
  const symbol = root ? it.types.symbolAt(root) : undefined;
  const list = symbol?.valueDeclaration ? iteratedList(symbol.valueDeclaration, (e) => it.types.kindOf(e) === 'array') : undefined;
  const row = symbol ? frame.holder(symbol)?.env.get(symbol) : undefined;
  // A list the judge holds in a variable (a part of the context is not written into).
  if (!list || !row || !ts.isIdentifier(skipParens(list))) return;
  it.mutate(list, { ...dependencies(row), element: row }, frame);
}

/**
 * The list whose elements a declaration names: the loop variable of `for (const x of list)`, the
 * element parameter of `list.forEach((x) => ...)`, a local taken from it by position (`const x = list[i]`).
 */
function iteratedList(decl: ts.Declaration, isList: (e: ts.Expression) => boolean): ts.Expression | undefined {
  if (!ts.isIdentifier((decl as ts.NamedDeclaration).name ?? decl)) return undefined;
  if (ts.isVariableDeclaration(decl) && ts.isVariableDeclarationList(decl.parent) && ts.isForOfStatement(decl.parent.parent)) {
    return decl.parent.parent.initializer === decl.parent ? decl.parent.parent.expression : undefined;
  }
  // `const row = rows[i]`: one of the list's elements, taken by position.
  const access = ts.isVariableDeclaration(decl) && decl.initializer ? skipParens(decl.initializer) : undefined;
  if (access && ts.isElementAccessExpression(access) && isList(access.expression)) return access.expression;
  if (!ts.isParameter(decl) || decl.parent.parameters[0] !== decl) return undefined;
  const fn = decl.parent;
  const call = fn.parent;
  if (!(ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) || !ts.isCallExpression(call) || call.arguments[0] !== fn) return undefined;
  const callee = skipParens(call.expression);
  return ts.isPropertyAccessExpression(callee) && PER_ELEMENT_METHODS.has(callee.name.text) ? callee.expression : undefined;
}

/**
 * `o.k = v`, `o[key] = v`, `this.table[key] = v` under a key the evaluator knows, into a record whose
 * properties are all known (an object literal, one built by earlier such writes, a field of the object
 * a method runs on): the record then holds v under that key, the others unchanged. A write that
 * may not run (under a condition, in a loop, from a closure) joins with what the key held before
 * (`undefined` where it held nothing). False where the write is not one of these: the caller then
 * makes the record's contents unknown (a key the evaluator cannot compute is never guessed).
 */
function writeKnownProperty(
  it: Interpreter,
  target: ts.PropertyAccessExpression | ts.ElementAccessExpression,
  key: Value,
  value: Value,
  frame: Frame,
): boolean {
  const first = propertyKey(key);
  if (first === undefined) return false;
  const keys = [first];
  let e = skipParens(target.expression);
  while (ts.isPropertyAccessExpression(e) || (ts.isElementAccessExpression(e) && ts.isStringLiteralLike(skipParens(e.argumentExpression)))) {
    keys.unshift(ts.isPropertyAccessExpression(e) ? e.name.text : (skipParens(e.argumentExpression) as ts.StringLiteralLike).text);
    e = skipParens(e.expression);
  }
  // The ways a property is set (a status written `'succ'` in one branch, `'invalid'` in another), as a variable's (reading 13).
  const written = outcomesUnder(withDeps(value, neutral(frame.controlValue())), branchConditions(target, frame));
  const definite = definiteWrite(target, frame);
  if (e.kind === ts.SyntaxKind.ThisKeyword) {
    // `this.x = v` itself is setField's; a property of a field is written into the field's record.
    const self = frame.thisFrame()?.thisValue;
    const field = self?.fields?.get(keys[0]);
    const updated = keys.length > 1 && field ? writtenAt(field, keys.slice(1), written, definite && !frame.arrow, false) : undefined;
    if (!updated) return false;
    setField(frame, keys[0], updated, true);
    return true;
  }
  if (!ts.isIdentifier(e)) return false;
  const symbol = it.types.symbolAt(e);
  const holder = symbol && frame.holder(symbol);
  // A helper's parameter (or a part of it): what it writes is handed back to the caller's argument, as data.
  if (!symbol || !holder || (frame.params.size > 0 && aliasedParameter(it, symbol, frame, 0) !== undefined)) return false;
  const updated = writtenAt(holder.env.get(symbol)!, keys, written, definite && holder === frame, holder === frame);
  if (!updated) return false;
  store(symbol, updated, frame, false, true);
  return true;
}

/**
 * A write that runs whenever the function runs: a statement of its body, or of the body of a loop
 * walked once per element of a literal list, with nothing before it that could leave the loop's pass.
 */
function definiteWrite(target: ts.Expression, frame: Frame): boolean {
  const statement = target.parent?.parent;
  if (!statement || !ts.isExpressionStatement(statement)) return false;
  for (let s: ts.Node = statement; ;) {
    const p = s.parent;
    if (ts.isBlock(p)) s = p;
    else if (ts.isFunctionLike(p)) return true;
    else if (ts.isForOfStatement(p) && frame.unrolled.has(p) && !leavesEarly(p.statement)) s = p;
    else return false;
  }
}

/** A key the evaluator knows: a constant text or number (as the property name it is). */
function propertyKey(key: Value): string | undefined {
  const c = key.constant?.value;
  return key.paths.size === 0 && (typeof c === 'string' || typeof c === 'number') ? String(c) : undefined;
}

/**
 * `record` with `value` written at the property path `keys`, or undefined where a record on the way
 * is not wholly known. A write that may not run joins with what the key held, `undefined` where it
 * held nothing: with `addsKeys` (a record the function itself holds), the key is then there on some
 * runs only (Value.keysVary), with the ways it was set (reading 40); otherwise which keys it has is
 * not known (undefined).
 */
function writtenAt(record: Value, keys: readonly string[], value: Value, definite: boolean, addsKeys: boolean): Value | undefined {
  if (!record.fields || record.objects || record.partial || record.paths.size > 0) return undefined;
  const [key, ...rest] = keys;
  const prior = record.fields.get(key);
  if (prior === undefined && !definite && !addsKeys) return undefined;
  let next: Value | undefined;
  if (rest.length > 0) next = prior && writtenAt(prior, rest, value, definite, addsKeys);
  else next = definite ? value : joinWithWays(prior ?? constantValue(undefined), value);
  if (!next) return undefined;
  const fields = new Map(record.fields);
  fields.set(key, next);
  // A key a write that may not run adds is there on some runs only: the record's keys vary.
  const keysVary = record.keysVary || (prior === undefined && !definite) || undefined;
  return withDeps({ ...record, fields, keysVary }, consumed(value));
}

/**
 * Code that never runs writes nothing: its checks do not reach the variable it would assign. The
 * variable keeps its value, which may now be constant only because of that code (a score a loop
 * over an empty configuration list would have multiplied): not a condition to report again.
 */
function unwritten(it: Interpreter, target: ts.Expression, frame: Frame): void {
  const root = rootIdentifier(target);
  const symbol = root ? it.types.symbolAt(root) : undefined;
  const holder = symbol ? frame.holder(symbol) : undefined;
  const current = symbol ? holder?.env.get(symbol) : undefined;
  if (symbol && holder && current && !current.explained) holder.env.set(symbol, { ...current, explained: true, bound: true });
}

/**
 * The tests a write of a flag depends on, less an else-branch's test whose then-branch already wrote
 * that flag the same literal: set under `c`, and under `x` where `c` failed, the flag is set under
 * `c || x`, which does not need `c` to fail.
 */
function unsettledTests(frame: Frame, symbol: ts.Symbol, value: Value): readonly Value[] {
  const tests = frame.testsFor(symbol);
  const c = value.constant;
  if (c === undefined || frame.settledBy.size === 0) return tests;
  return tests.filter((test) => {
    const settled = frame.settledBy.get(test);
    return !settled?.has(symbol) || settled.get(symbol) !== c.value;
  });
}

/**
 * A flag set under a condition (`let ok = true; if (bad) ok = false;`, `if (hashes differ) reward
 * = 0`, `if (!found) failedReason = 'missing'`): the branch conditions decide the flag as they would
 * decide an early `return false` (or `return true`), whatever the flag's type: a boolean, a 0/1
 * number, a text empty or not.
 */
function flagged(value: Value, tests: readonly Value[]): Value {
  if (tests.length === 0) return value;
  const truth = flagTruth(value);
  if (truth === undefined) return value;
  const c = value.constant?.value;
  // Its truth is fixed whichever text it is: the checks that chose the text (two levels of a reason) only chose data.
  const written = value.levels ? { ...neutral(value), levels: undefined } : value;
  return withDeps({ ...written, indicator: typeof c === 'number' ? true : undefined }, resign(join(...tests), truth ? 1 : -1));
}

/**
 * A text flag empty until a condition sets it (`let failedReason = ''; ... failedReason = 'missing'`):
 * two levels, the empty text and the one written, so that comparing it with `''` is its truth.
 */
function emptyUntilSet(set: Value, value: Value, prior: Value | undefined): Value {
  const c = value.constant?.value;
  const unset = prior?.levels?.[0] ?? prior?.constant?.value;
  return set !== value && typeof c === 'string' && c !== '' && unset === '' ? { ...set, levels: ['', c] } : set;
}

/** The truth a flag is set to: a boolean, 0 or 1, a text known empty or not (a literal, a template with text of its own); undefined for anything else. */
function flagTruth(value: Value): boolean | undefined {
  const c = value.constant?.value;
  if (typeof c === 'boolean' || typeof c === 'string') return Boolean(c);
  if (c === 0 || c === 1) return c === 1;
  return value.constant === undefined && knownNonEmpty(value) ? true : undefined;
}

/**
 * A flag set inside a loop over a context collection, declared before the loop
 * (`let found = false; for (const c of trace) if (p(c)) { found = true; break; }`): set to a truthy
 * constant, it says some element passed (at least 1); set to a falsy one, that every element did
 * not fail (all) — the loop is a search, as `some` and `every` are.
 */
function searchFlag(it: Interpreter, target: ts.Identifier, symbol: ts.Symbol, value: Value, frame: Frame): Value {
  if (frame.testsFor(symbol).length === 0 || flagConstant(value) === undefined) return value;
  const search = loopSearch(target, symbol, frame);
  return (search && walkFlag(it, search, value, value)) ?? value;
}

/** A flag's literal: a boolean, 0 or 1. */
function flagConstant(value: Value): boolean | undefined {
  const c = value.constant?.value;
  return c === true || c === 1 ? true : c === false || c === 0 ? false : undefined;
}

/** `written` (the flag `value` as set) is the walk's search where `value` is truthy, its `every` where falsy; undefined for no flag. */
function walkFlag(it: Interpreter, walk: { loop: ts.Node; iterable: Value }, value: Value, written: Value): Value | undefined {
  const truth = flagConstant(value);
  if (truth === undefined) return undefined;
  const id = it.collected.addRecord({ type: 'count', node: walk.loop, of: walk.iterable.paths, op: truth ? 'truthy' : 'every' });
  return withRecord(written, id, 1);
}

/**
 * A value computed from the walk's element (the element, a part of it, a text made from it) written
 * where the variable stood for nothing before (standsForNothing): the element the walk found.
 */
function walkFound(it: Interpreter, walk: { loop: ts.Node; iterable: Value }, value: Value, prior: Value | undefined): Value | undefined {
  if (value.constant !== undefined || value.found !== undefined || !standsForNothing(prior)) return undefined;
  const element = elementsOf(walk.iterable).paths;
  if (![...value.paths, ...value.deps].some((p) => [...element].some((e) => isWithinPath(p, e)))) return undefined;
  const id = it.collected.addRecord({ type: 'count', node: walk.loop, of: walk.iterable.paths, op: 'truthy' });
  return { ...withRecord(value, id, 1), found: id };
}

/**
 * A flag assigned a condition at each element, the loop leaving as soon as it holds (`valid =
 * check(calls[i]); if (valid) break;`): after the loop it says some element passed, as a flag set
 * to `true` under that condition would.
 */
function breakFlag(it: Interpreter, target: ts.Identifier, symbol: ts.Symbol, value: Value, frame: Frame): Value | undefined {
  if (value.constant !== undefined || value.recs.size === 0) return undefined;
  const loop = enclosingLoop(target, frame);
  if (!loop || !breaksWhenSet(loop.statement, target.text)) return undefined;
  const search = loopSearch(target, symbol, frame);
  if (!search) return undefined;
  const id = it.collected.addRecord({ type: 'count', node: search.loop, of: search.iterable.paths, op: 'truthy' });
  return withRecord(value, id, 1);
}

/** The loop body has `if (name) break;` (or a block ending in `break`) among its own statements. */
function breaksWhenSet(body: ts.Statement, name: string): boolean {
  if (!ts.isBlock(body)) return false;
  return body.statements.some((s) => {
    if (!ts.isIfStatement(s) || s.elseStatement) return false;
    const test = skipParens(s.expression);
    if (!ts.isIdentifier(test) || test.text !== name) return false;
    const then = s.thenStatement;
    return ts.isBreakStatement(then) || (ts.isBlock(then) && then.statements.some(ts.isBreakStatement));
  });
}

/**
 * The index of a loop over a context collection kept under a condition (`let idx = -1; for (let
 * i = 0; i < xs.length; i++) if (p(xs[i])) { idx = i; break; }`): the loop is a search, as
 * `findIndex` is, and the variable its result (-1 when nothing matched).
 */
function searchIndex(it: Interpreter, target: ts.Identifier, symbol: ts.Symbol, value: Value, frame: Frame): Value | undefined {
  if (!value.loopIndex || frame.tests.length === 0) return undefined;
  const search = loopSearch(target, symbol, frame);
  if (!search) return undefined;
  const id = it.collected.addRecord({ type: 'count', node: search.loop, of: search.iterable.paths, op: 'truthy' });
  return withRecord({ ...value, constant: undefined, loopIndex: undefined, position: { search: id } }, id, 0);
}

/**
 * A variable that stands for "nothing found" until the loop finds an element (`let row = null; for
 * (const r of rows) if (p(r)) row = r;`, or a part of it: `name = r.name`): it holds what `find`
 * returns, the element of a search, `at-least 1` where a use needs it found. Not where it is
 * assigned outside any condition of the loop (the last element, a position) nor where it started
 * as something else.
 */
function searchElement(it: Interpreter, target: ts.Identifier, symbol: ts.Symbol, value: Value, frame: Frame): Value | undefined {
  if (value.constant !== undefined || value.found !== undefined) return undefined;
  const search = loopSearch(target, symbol, frame);
  if (!search || !conditionalWithin(target, search.loop) || writtenAtEveryElement(it, symbol, search.loop)) return undefined;
  return walkFound(it, search, value, frame.holder(symbol)?.env.get(symbol));
}

/**
 * A field of the object a method runs on, written under a condition at an element of a walk over a
 * context collection — a loop of the method, or the loop its caller calls it in once per element
 * (an agent stepped per call) — on an object made before the walk: after the walk it holds what a
 * variable declared before the loop would (searchFlag, searchElement): a flag set to a literal is
 * the walk's search (`at-least 1`) or its `every`; an element (or a part of it) written where the
 * field stood for nothing is the found element, whichever element wrote it.
 */
function fieldSearch(it: Interpreter, target: ts.PropertyAccessExpression, value: Value, set: Value, frame: Frame): Value | undefined {
  const loop = fieldWalk(it, frame);
  if (!loop) return undefined;
  // Written at every element (on every path of the loop's body, or of the method called per element): the last element's.
  const isField = (e: ts.Expression): boolean => {
    const x = skipParens(e);
    return ts.isPropertyAccessExpression(x) && skipParens(x.expression).kind === ts.SyntaxKind.ThisKeyword && x.name.text === target.name.text;
  };
  const own = ts.findAncestor(target, (n) => n === loop.node || ts.isFunctionLike(n));
  const body = own === loop.node ? (loop.node as ts.IterationStatement).statement : own && ts.isFunctionLike(own) && 'body' in own ? own.body : undefined;
  if (body && ts.isBlock(body) && writesOnEveryPath(body, isField)) return undefined;
  const walk = { loop: loop.node, iterable: loop.iterable };
  return walkFlag(it, walk, value, set) ?? walkFound(it, walk, value, frame.thisFrame()?.thisValue?.fields?.get(target.name.text));
}

/**
 * The walk over a context collection a method runs in — a loop of its own, or the loop its caller
 * calls it in once per element — on an object made before the walk (its fields then last the walk).
 */
export function fieldWalk(it: Interpreter, frame: Frame): Loop | undefined {
  const loop = [...frame.outerLoops, ...frame.loops].reverse().find((l) => isContextCollection(l.iterable));
  const self = frame.thisClass();
  return loop && self && !madeWithin(it, loop.node, self) ? loop : undefined;
}

/** `new C(...)` of `klass` (or of a class extending it) inside `node`: an object made afresh at each pass. */
function madeWithin(it: Interpreter, node: ts.Node, klass: ts.ClassLikeDeclaration): boolean {
  const visit = (n: ts.Node): boolean =>
    (ts.isNewExpression(n) && isOrExtends(it.types, ownClassNamed(it.types, n.expression), klass)) || Boolean(ts.forEachChild(n, visit));
  return visit(node);
}

/** The loop's body writes the variable on every path (`if (c) x = a; else x = b;`): it keeps the last element's value. */
function writtenAtEveryElement(it: Interpreter, symbol: ts.Symbol, loop: ts.Node): boolean {
  if (!ts.isIterationStatement(loop, false)) return false;
  return writesOnEveryPath(loop.statement, (e) => ts.isIdentifier(skipParens(e)) && it.types.symbolAt(skipParens(e)) === symbol);
}

/** `node` is written in a branch of an `if` (or `?:`) inside `loop`. */
function conditionalWithin(node: ts.Node, loop: ts.Node): boolean {
  for (let n: ts.Node = node; n.parent && n !== loop; n = n.parent) {
    const p = n.parent;
    if (ts.isIfStatement(p) && n !== p.expression) return true;
    if (ts.isConditionalExpression(p) && n !== p.condition) return true;
  }
  return false;
}

/** A variable's value before the loop writes it: undefined, null or empty, or the element an earlier pass found. */
function standsForNothing(prior: Value | undefined): boolean {
  if (prior === undefined) return true;
  if (prior.found !== undefined) return true;
  const c = prior.constant;
  return c !== undefined && prior.paths.size === 0 && (c.value === undefined || c.value === null || c.value === '');
}

/** The innermost loop over a context collection around an assignment to a variable declared before it. */
function loopSearch(target: ts.Identifier, symbol: ts.Symbol, frame: Frame): { loop: ts.Node; iterable: Value } | undefined {
  // A closure's flag set outside any loop of its own, the closure called once per element (a callback, a loop of the caller).
  const outer = enclosingLoop(target, frame) ? undefined : (frame.outerLoop(symbol) ?? callbackLoop(frame));
  if (outer) {
    const decl = symbol.valueDeclaration;
    return decl && !isWithin(decl, outer.node) && isContextCollection(outer.iterable) ? { loop: outer.node, iterable: outer.iterable } : undefined;
  }
  const iterable = frame.loops.at(-1)?.iterable;
  const loop = enclosingLoop(target, frame);
  const decl = symbol.valueDeclaration;
  if (!iterable || !loop || !decl || isWithin(decl, loop) || !isContextCollection(iterable)) return undefined;
  return { loop, iterable };
}

/** In a callback called once per element (`forEach`), outside its own loops: that iteration, when it is the only loop here. */
function callbackLoop(frame: Frame): Loop | undefined {
  const loop = frame.loops.at(-1);
  return frame.loops.length === 1 && loop && ts.isFunctionLike(loop.node) ? loop : undefined;
}

/** The innermost `for...of` or `for` around `node` in its function, or a `while` walking a collection (statements.ts counterWalked). */
function enclosingLoop(node: ts.Node, frame: Frame): ts.ForOfStatement | ts.ForStatement | ts.WhileStatement | ts.DoStatement | undefined {
  for (let n = node.parent; n && !ts.isFunctionLike(n); n = n.parent) {
    if (ts.isForOfStatement(n) || ts.isForStatement(n)) return n;
    if ((ts.isWhileStatement(n) || ts.isDoStatement(n)) && frame.loops.some((l) => l.node === n)) return n;
  }
  return undefined;
}

/**
 * `x.y = v`, `x[i] = v`, `x.push(v)`: the variable x takes the new value, and when x is (or was
 * computed from) a parameter, the caller's argument changes too: a helper that edits the data it
 * was given (a replayed tool updating a copy of the state) hands its changes back.
 */
export function mutate(it: Interpreter, target: ts.Node, value: Value, frame: Frame): void {
  const t = skipParens(target as ts.Expression);
  if (frame.dead > 0) {
    unwritten(it, t, frame);
    return;
  }
  if (mutateField(frame, t, withDeps(value, frame.controlValue()))) return;
  const root = rootIdentifier(t);
  const symbol = root ? it.types.symbolAt(root) : undefined;
  const param = symbol && frame.params.size > 0 ? aliasedParameter(it, symbol, frame, 0) : undefined;
  if (param !== undefined) {
    const written = withDeps(value, frame.controlValue());
    const prior = frame.mutations.get(param);
    frame.mutations.set(param, prior ? join(prior, written) : written);
  }
  if (ts.isIdentifier(t)) {
    // The object now holds what was written: its literal properties and items are no longer all it holds.
    if (symbol) store(symbol, { ...contentsUnknown(withDeps(value, frame.controlValue())), constant: undefined }, frame, false);
    return;
  }
  it.assign(t, value, frame);
}

/**
 * The position of the parameter whose object a variable refers to: the parameter itself, or a
 * local initialised from a part of it (`const rows = data[table]`, `const order = data.orders.find(...)`).
 */
function aliasedParameter(it: Interpreter, symbol: ts.Symbol, frame: Frame, depth: number): number | undefined {
  const index = frame.params.get(symbol);
  if (index !== undefined || depth > 4) return index;
  const decl = symbol.valueDeclaration;
  if (!decl || !ts.isVariableDeclaration(decl) || !decl.initializer || !ts.isIdentifier(decl.name)) return undefined;
  const source = rootIdentifier(partOf(decl.initializer));
  const sourceSymbol = source ? it.types.symbolAt(source) : undefined;
  return sourceSymbol && sourceSymbol !== symbol ? aliasedParameter(it, sourceSymbol, frame, depth + 1) : undefined;
}

/**
 * `x.find(...)`, `x.filter(...)[0]`, `x.get(k)`: the part of x they return, as a place. A helper
 * given x (`findOrder(data, id)`) may return a part of it too.
 */
function partOf(node: ts.Expression): ts.Expression {
  let e = skipParens(node);
  for (;;) {
    const receiver = partReceiver(e);
    if (receiver) e = receiver;
    else if (ts.isCallExpression(e) && ts.isIdentifier(e.expression) && e.arguments.length > 0 && !ts.isSpreadElement(e.arguments[0]))
      e = skipParens(e.arguments[0]);
    else if (ts.isElementAccessExpression(e) || ts.isPropertyAccessExpression(e)) e = skipParens(e.expression);
    else return e;
  }
}

function rootIdentifier(node: ts.Expression): ts.Identifier | undefined {
  let e = skipParens(node);
  while (ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e)) e = skipParens(e.expression);
  return ts.isIdentifier(e) ? e : undefined;
}

/**
 * A check written to a variable (`let ok = check1;`, `ok = check1;`) that every path overwrites
 * before anything reads it (`ok = check2;`, or in both branches of an if): computed and thrown away.
 * A literal first value (`let ok = false;`) is a default, not a check.
 */
export function droppedWrite(it: Interpreter, statement: ts.Statement, symbol: ts.Symbol, written: ts.Expression, value: Value, frame: Frame): void {
  if (!frame.own || frame.dead > 0 || value.recs.size === 0 || isLiteral(written)) return;
  // A mention of a local variable is an identifier of its name (the name checked first: asking the checker costs more).
  const name = symbol.getName();
  if (overwrittenBeforeRead(statement, (id) => id.text === name && it.types.symbolAt(id) === symbol)) it.collected.discarded.push(written);
}

function isLiteral(node: ts.Expression): boolean {
  const e = skipParens(node);
  if (
    ts.isLiteralExpression(e) ||
    ts.isIdentifier(e) ||
    e.kind === ts.SyntaxKind.TrueKeyword ||
    e.kind === ts.SyntaxKind.FalseKeyword ||
    e.kind === ts.SyntaxKind.NullKeyword
  )
    return true;
  if (ts.isArrayLiteralExpression(e)) return e.elements.every(isLiteral);
  if (ts.isObjectLiteralExpression(e)) return e.properties.every((p) => ts.isPropertyAssignment(p) && isLiteral(p.initializer));
  return false;
}

/**
 * `x = v` as a statement of the very block that declares x (no branch or loop between them):
 * x is v from here on, not either of its values.
 */
function isStraightLine(node: ts.Identifier, symbol: ts.Symbol): boolean {
  const decl = symbol.valueDeclaration;
  if (!decl || !ts.isVariableDeclaration(decl) || !ts.isVariableDeclarationList(decl.parent) || !ts.isVariableStatement(decl.parent.parent)) return false;
  const assignment = node.parent;
  if (!assignment || !ts.isBinaryExpression(assignment) || assignment.left !== node || assignment.operatorToken.kind !== ts.SyntaxKind.EqualsToken)
    return false;
  const statement = assignment.parent;
  return statement !== undefined && ts.isExpressionStatement(statement) && statement.parent === decl.parent.parent.parent;
}

/** The standard library's number constants (`Infinity` a parser's fallback, `NaN`). */
const GLOBAL_NUMBERS: Readonly<Record<string, number>> = { Infinity, NaN };

export function identifier(it: Interpreter, node: ts.Identifier, frame: Frame): Value {
  if (node.text === 'undefined') return constantValue(undefined);
  const symbol = it.types.symbolAt(node);
  if (!symbol) return NOTHING;
  const global = GLOBAL_NUMBERS[node.text];
  if (global !== undefined && symbol.declarations?.every((d) => it.types.isLibrary(d.getSourceFile()))) return constantValue(global);
  it.collected.referenced.add(symbol);
  const holder = frame.holder(symbol);
  if (holder) return withVar(heldTexts(node, symbol, holder, unchangedContents(it, symbol, normalisedRead(holder, symbol, holder.env.get(symbol)!))), symbol);
  return unchangedContents(it, symbol, it.declaredValue(symbol));
}

/** Read where a test showed the text to hold a literal (heldText), or the list to have an exact size (knowSize: in a branch, past a guard). */
function heldTexts(node: ts.Identifier, symbol: ts.Symbol, holder: Frame, v: Value): Value {
  const held = holder.held.get(symbol)?.find((h) => node.pos >= h.from && isWithin(node, h.region));
  const sized = holder.sized.get(symbol)?.find((h) => node.pos >= h.from && isWithin(node, h.region));
  const text = held ? { ...v, text: { ...v.text, holds: held.held } } : v;
  const equal = holder.equal.get(symbol)?.find((h) => node.pos >= h.from && isWithin(node, h.region));
  // Shown equal to a constant: that constant, still the variable's (its uses are uses of it).
  if (equal) return { ...equal.value, vars: v.vars };
  return sized ? { ...text, size: sized.size } : text;
}

/** A list or object whose binding something may change keeps what it reads, not its literal contents. */
function unchangedContents(it: Interpreter, symbol: ts.Symbol, v: Value): Value {
  if (v.items === undefined && v.fields === undefined && v.constantList === undefined) return v;
  return mayBeMutated(symbol, it.types) ? contentsUnknown(v) : v;
}

export function declaredValue(it: Interpreter, symbol: ts.Symbol): Value {
  const cached = it.moduleValues.get(symbol);
  if (cached) return cached;
  const decl = symbol.valueDeclaration ?? symbol.declarations?.[0];
  let value: Value = NOTHING;
  it.moduleValues.set(symbol, value);
  if (decl && !it.types.isLibrary(decl.getSourceFile())) {
    if (ts.isFunctionDeclaration(decl) || ts.isMethodDeclaration(decl)) value = functionValue(decl);
    else if (ts.isClassDeclaration(decl)) value = classValue(decl);
    else if (ts.isVariableDeclaration(decl) && decl.initializer && isConstDeclaration(decl)) {
      if (ts.isIdentifier(decl.name)) value = it.moduleExpression(decl.initializer);
      else value = NOTHING;
    } else if (ts.isPropertyAssignment(decl) || isStaticField(decl)) value = it.moduleExpression(decl.initializer!);
  }
  it.moduleValues.set(symbol, value);
  return value;
}
