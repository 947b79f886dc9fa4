import { ts } from '../typescript.js';
import { mayChangeAtAll, propertyMayChange } from './mutation.ts';
import { boundByArguments } from './arguments.ts';
import { branchesOf, fieldWalk, identifier } from './bindings.ts';
import { characters, newExpression } from './builtins/globals.ts';
import { classNames, instancePresence, isStaticField, objectMember, staticFields, thisObject, unknownMember } from './classes.ts';
import { call } from './calls.ts';
import { comparison, keyMembership, keyPresence, recordPresence, tableMembership } from './comparisons.ts';
import { fold, isRegex } from './constants.ts';
import { isWithinPath } from './paths.ts';
import type { Mark } from './collected.ts';
import type { Frame } from './frame.ts';
import { deadPart } from './statements.ts';
import type { Interpreter } from './interpreter.ts';
import {
  constantReason,
  enclosingFunction,
  isAssignmentOperator,
  isInLoop,
  isLogical,
  isNamed,
  isPure,
  isWithin,
  mutualInclusion,
  type SizedComparison,
  normalisedText,
  short,
  skipParens,
  skipParensUp,
  stringRawText,
  textTypeTest,
} from './syntax.ts';
import {
  NOTHING,
  constantValue,
  consumed,
  dependencies,
  elementsOf,
  fieldOf,
  from,
  functionValue,
  isContextCollection,
  isAnyKeyRecord,
  isWrittenUnderAnyKey,
  isBuiltObject,
  isIndicator,
  isNullish,
  join,
  joinTextCase,
  joinOutcomes,
  joinWays,
  waysUnder,
  inCase,
  literalsOf,
  member,
  negate,
  neutral,
  objectsOf,
  outcomesUnder,
  disjunction,
  pathValue,
  readsElementOf,
  resign,
  isKeyedCollection,
  STEP_BEFORE_CALL,
  sameElements,
  truthiness,
  withDeps,
  withRecord,
  withDepsInParts,
  type Sign,
  type Size,
  type Shape,
  type Value,
  WHOLE_CONTEXT,
  isMatch,
  truthOf,
  holdsNoContextValue,
} from './value.ts';

/**
 * Expressions: literals, names, member access, operators, conditionals, the logical operators
 * (whose constant operands are constant conditions). Calls and comparisons have their own modules.
 */

export function evTest(it: Interpreter, node: ts.Expression, frame: Frame): Value {
  return operand(it, node, frame, true);
}

/**
 * A test position. When only its truth is used (`if (files[path])`, `!x`, an operand of a tested
 * `&&`), a value looked up by key stands for the presence of the key; as the left operand of a
 * `??` or of a `||` that picks a value (`files[p] || ''`) it stays the value.
 */
function operand(it: Interpreter, node: ts.Expression, frame: Frame, truthOnly: boolean): Value {
  const e = skipParens(node);
  if (ts.isPrefixUnaryExpression(e) && e.operator === ts.SyntaxKind.ExclamationToken) return negate(it.evTest(e.operand, frame));
  let value = ts.isBinaryExpression(e) && isLogical(e.operatorToken.kind) ? logical(it, e, frame, true) : it.ev(e, frame);
  if (truthOnly && value.keyed && value.found === undefined) value = keyPresence(it, e, value);
  if (truthOnly) value = truthOf(recordPresence(it, e, value));
  if (value.levels) value = levelTruth(value);
  return noteConstant(it, e, value, frame);
}

/**
 * Two levels tested for truth: the checks' truth where only the higher level is truthy, its negation
 * where only the lower one is (-1 or 0), and no direction where both are (2 or 1: always truthy).
 */
function levelTruth(v: Value): Value {
  const [lo, hi] = v.levels!;
  const plain = { ...v, levels: undefined };
  if (Boolean(hi) && !lo) return plain;
  if (!hi && Boolean(lo)) return { ...negate(plain), constant: undefined };
  return neutral(plain);
}

export function evReturn(it: Interpreter, node: ts.Expression, frame: Frame): Value {
  const e = skipParens(node);
  if (ts.isBinaryExpression(e) && isLogical(e.operatorToken.kind)) return logical(it, e, frame, true);
  if (ts.isPrefixUnaryExpression(e) && e.operator === ts.SyntaxKind.ExclamationToken) return negate(it.evTest(e.operand, frame));
  const value = it.ev(e, frame);
  // What a callback (a filter's predicate) computes is a condition; what the judge returns is its
  // verdict, and a literal `return true` is a decision, not a condition.
  const literal = ts.isLiteralExpression(e) || e.kind === ts.SyntaxKind.TrueKeyword || e.kind === ts.SyntaxKind.FalseKeyword;
  return frame.kind === 'judge' || literal ? value : noteConstant(it, e, value, frame);
}

function noteConstant(it: Interpreter, node: ts.Expression, value: Value, frame: Frame): Value {
  const truth = truthiness(value);
  if (truth === undefined || value.explained || frame.dead > 0) return value;
  if (boundByArguments(it, value, truthCarrier(value, frame))) return { ...value, explained: true, bound: true };
  const independent = value.deps.size === 0 && value.unknown === undefined;
  const why =
    value.constantWhy ??
    (!value.constant && ts.isIdentifier(node) ? `\`${node.text}\` holds an object, array or function, always truthy` : constantReason(node, truth));
  it.collected.constants.push({ node, truthy: truth, why, independent });
  return { ...value, explained: true };
}

/**
 * A list, object or function built by the judge is truthy by construction, whatever it holds, and a
 * list built with a fixed number of items has that length (`built`): a parameter its contents were
 * computed from, or the object a method runs on, does not make it so. Only a parameter or loop
 * variable still bound in this frame to such a value (`function f(rows) { if (!rows) ... }` given
 * `[]`) can have carried it in, and only the value itself: a list or object literal written where
 * it is tested (`[ok, score]` built from an object argument) is a new one, whatever its parts came
 * from. Any parameter can carry any other constant.
 */
function truthCarrier(value: Value, frame: Frame): (parameter: ts.Symbol) => boolean {
  const built = value.built || (!value.constant && value.alwaysTruthy);
  return (parameter) => {
    const bound = frame.holder(parameter)?.env.get(parameter);
    if (!built) return true;
    if (bound === undefined) return false;
    if (bound.size !== undefined || bound.elementSize !== undefined) return true;
    return bound.alwaysTruthy === true && !otherLiteral(value, bound);
  };
}

/**
 * `value` is a list or object literal that is not `bound` nor a part of it (its items or properties
 * are none of bound's, down to a few levels): a literal written where it is tested.
 */
function otherLiteral(value: Value, bound: Value): boolean {
  const part = value.items ?? value.fields;
  if (part === undefined) return false;
  const holds = (v: Value, depth: number): boolean =>
    v.items === part ||
    v.fields === part ||
    (depth > 0 && ((v.items?.some((i) => holds(i, depth - 1)) ?? false) || [...(v.fields?.values() ?? [])].some((f) => holds(f, depth - 1))));
  return !holds(bound, 4);
}

export function ev(it: Interpreter, node: ts.Expression, frame: Frame): Value {
  switch (node.kind) {
    case ts.SyntaxKind.StringLiteral:
    case ts.SyntaxKind.NoSubstitutionTemplateLiteral:
      return constantValue((node as ts.StringLiteral).text);
    case ts.SyntaxKind.NumericLiteral:
      return constantValue(Number((node as ts.NumericLiteral).text));
    case ts.SyntaxKind.TrueKeyword:
      return constantValue(true);
    case ts.SyntaxKind.FalseKeyword:
      return constantValue(false);
    case ts.SyntaxKind.NullKeyword:
      return constantValue(null);
    case ts.SyntaxKind.RegularExpressionLiteral: {
      const text = (node as ts.RegularExpressionLiteral).text;
      const slash = text.lastIndexOf('/');
      return constantValue({ regex: text.slice(1, slash), flags: text.slice(slash + 1) });
    }
    case ts.SyntaxKind.Identifier:
      return identifier(it, node as ts.Identifier, frame);
    case ts.SyntaxKind.ThisKeyword:
    case ts.SyntaxKind.SuperKeyword:
      return thisObject(it, frame);
    case ts.SyntaxKind.ParenthesizedExpression:
    case ts.SyntaxKind.AsExpression:
    case ts.SyntaxKind.NonNullExpression:
    case ts.SyntaxKind.SatisfiesExpression:
    case ts.SyntaxKind.TypeAssertionExpression:
    case ts.SyntaxKind.AwaitExpression:
      return it.ev((node as ts.ParenthesizedExpression).expression, frame);
    case ts.SyntaxKind.PropertyAccessExpression:
      return propertyAccess(it, node as ts.PropertyAccessExpression, frame);
    case ts.SyntaxKind.ElementAccessExpression:
      return elementAccess(it, node as ts.ElementAccessExpression, frame);
    case ts.SyntaxKind.CallExpression:
      return call(it, node as ts.CallExpression, frame);
    case ts.SyntaxKind.NewExpression:
      return newExpression(it, node as ts.NewExpression, frame);
    case ts.SyntaxKind.BinaryExpression:
      return binary(it, node as ts.BinaryExpression, frame);
    case ts.SyntaxKind.PrefixUnaryExpression:
      return prefix(it, node as ts.PrefixUnaryExpression, frame);
    case ts.SyntaxKind.PostfixUnaryExpression: {
      const e = node as ts.PostfixUnaryExpression;
      return increment(it, e.operand, frame);
    }
    case ts.SyntaxKind.ConditionalExpression:
      return conditional(it, node as ts.ConditionalExpression, frame);
    case ts.SyntaxKind.ArrowFunction:
    case ts.SyntaxKind.FunctionExpression:
      return functionValue(node as ts.ArrowFunction, frame.captured);
    case ts.SyntaxKind.TemplateExpression:
      return template(it, node as ts.TemplateExpression, frame);
    case ts.SyntaxKind.TaggedTemplateExpression: {
      const raw = stringRawText(node);
      return raw === undefined ? NOTHING : constantValue(raw);
    }
    case ts.SyntaxKind.ArrayLiteralExpression:
      return arrayLiteral(it, node as ts.ArrayLiteralExpression, frame);
    case ts.SyntaxKind.ObjectLiteralExpression:
      return objectLiteral(it, node as ts.ObjectLiteralExpression, frame);
    case ts.SyntaxKind.SpreadElement:
      return elementsOf(it.ev((node as ts.SpreadElement).expression, frame));
    case ts.SyntaxKind.TypeOfExpression: {
      const operand = it.ev((node as ts.TypeOfExpression).expression, frame);
      const constant = typeOfConstant(operand);
      // The type of a text of known shape depends on none of what it was made from.
      if (constant && operand.constant === undefined) return { ...NOTHING, typeName: true, constant, vars: operand.vars };
      return { ...dependencies(consumed(operand)), typeName: true, constant };
    }
    case ts.SyntaxKind.VoidExpression:
      it.ev((node as ts.VoidExpression).expression, frame);
      return constantValue(undefined);
    default:
      return NOTHING;
  }
}

function propertyAccess(it: Interpreter, node: ts.PropertyAccessExpression, frame: Frame): Value {
  const name = node.name.text;
  const whole = it.ev(node.expression, frame);
  const target = lentRecord(whole, name) ?? whole;
  if (name === 'length' || name === 'size') {
    if (target.constant && typeof target.constant.value === 'string') return from(target, constantValue(target.constant.value.length));
    // The local list measured: two lists' lengths compared can be a list comparison's equal sizes.
    const list = ts.isIdentifier(node.expression) ? it.types.symbolAt(node.expression) : undefined;
    if (target.constantList && target.paths.size === 0) return { ...from(target, constantValue(target.constantList.length)), lengthOf: list };
    // A filtered literal list (`subset`) holds some of its items: its length is not known.
    if (target.items && !target.subset && target.paths.size === 0) return { ...from(target, constantValue(target.items.length)), lengthOf: list };
    if (target.size !== undefined)
      return { ...withDeps(from(target, constantValue(target.size.n)), dependencies(target)), constantWhy: target.size.why, built: true, lengthOf: list };
    const lengths = new Set([...target.paths].map((p) => `${p}.${name}`));
    const measured = { ...dependencies(target), deps: new Set([...target.deps, ...lengths]), atLeast: target.minSize, lengthOf: list };
    // A string's length is a property of a text, not a count of elements.
    if (it.types.kindOf(node.expression) === 'string') return { ...measured, textLength: true };
    // Only collections of the context are counted: not the parts of a split text, not a list built from constants.
    // The size of a list of the judge's own (a literal list filtered, values it collected): compared with 0, a presence test.
    // The length of a literal list filtered item by item: how many items pass.
    const passing = target.passing?.as === 'list' ? { ...target.passing, as: 'count' as const } : undefined;
    if (!isContextCollection(target))
      return { ...measured, textLength: true, matchCount: target.matchList, passing, ownSize: holdsNoContextValue(target) || undefined };
    return { ...measured, countOf: target.paths, changes: target.changes };
  }
  if (name === 'source' || name === 'flags') return dependencies(target);
  // The parts of a regular expression's match (`m.groups.who`, `m.groups?.year`) are the match's text.
  if (isMatch(target)) return name === 'index' ? { ...dependencies(target), constant: undefined } : { ...target, elems: undefined };
  if (name === 'passed' && target.evaluation) return target;
  const objects = objectsOf(target);
  if (objects) return from(target, objectMember(it, node, objects, frame));
  if (target.partial) return unknownMember(it, node);
  const field = fieldOf(target, name);
  // `x?.y` on a value that may be missing may be `undefined` too.
  if (field) return from(target, node.questionDotToken && !target.alwaysTruthy ? join(field, constantValue(undefined)) : field);
  // A static field of a class picked from a registry (`REGISTRY[name].database`): each class's initialiser, as `C.database` is.
  const statics = target.classes && staticFields(it, target.classes, name);
  if (statics && !statics.some((field) => mayChangeAtAll(field, it.types)))
    return withDeps(join(...statics.map((field) => it.declaredValue(field))), dependencies(target));
  const names = target.classes && classNames(it, target.classes, name);
  if (names) return withDeps(names, dependencies(target));
  const symbol = target.paths.size === 0 ? it.types.symbolAt(node.name) : undefined;
  if (symbol) {
    const decl = symbol.valueDeclaration;
    if (
      decl &&
      !it.types.isLibrary(decl.getSourceFile()) &&
      (ts.isPropertyAssignment(decl) || ts.isMethodDeclaration(decl) || isStaticField(decl)) &&
      !propertyMayChange(node, symbol, it.types)
    ) {
      return withDeps(it.declaredValue(symbol), dependencies(target));
    }
  }
  const any = anyKeyValue(target);
  if (any) return any;
  if (target.paths.has(WHOLE_CONTEXT)) it.collected.touched.add(name);
  return member(target, `.${name}`);
}

/** `typeof x` where x is a constant (a key the configuration does not set is `undefined`): that type's name. */
function typeOfConstant(v: Value): Value['constant'] {
  if (v.constant === undefined || v.paths.size > 0) return SHAPE_TYPE_NAMES[v.is ?? 'text-or-list'];
  const c = v.constant.value;
  return { value: c !== null && typeof c === 'object' ? 'object' : typeof c };
}

/** `typeof` of a value whose shape is certain (a template literal, `JSON.stringify(x)`, a count), whatever it was read from. */
const SHAPE_TYPE_NAMES: Readonly<Record<Shape, Value['constant']>> = {
  string: { value: 'string' },
  number: { value: 'number' },
  list: { value: 'object' },
  'text-or-list': undefined,
};

function elementAccess(it: Interpreter, node: ts.ElementAccessExpression, frame: Frame): Value {
  const target = it.ev(node.expression, frame);
  // `steps[i - 1]`: `i` is evaluated once, for the index and to tell whether it is a call's.
  const before = target.paths.size === 1 && target.paths.has('steps') ? minusOne(node.argumentExpression) : undefined;
  const operand = before && it.ev(before.left, frame);
  const index = before && operand ? arithmetic(it, before, operand, it.ev(before.right, frame), frame) : it.ev(node.argumentExpression, frame);
  const kind = it.types.kindOf(node.expression);
  // A key of an object literal whose properties are all known: its value, `undefined` where the literal does not set it.
  const key = index.constant?.value;
  const lent = typeof key === 'string' ? lentRecord(target, key) : undefined;
  if (lent) return keyedElement(it, node, lent, index);
  const known = typeof key === 'string' ? fieldOf(target, key) : undefined;
  // Which property is read depends on the key's variable (`TABLE[k]` over a literal list of keys): it is used.
  if (known) return withDeps(from(target, known), { ...NOTHING, vars: index.vars });
  if (operand && isCallIndex(operand)) return { ...withDeps(pathValue(STEP_BEFORE_CALL), consumed(index)), vars: target.vars };
  if (kind === 'array' || kind === 'string' || target.elems) {
    const element = listElement(it, node, target, index);
    const list = index.walk && ts.isIdentifier(skipParens(node.expression)) ? it.types.symbolAt(skipParens(node.expression)) : undefined;
    return list ? { ...element, at: { list, walk: index.walk! } } : element;
  }
  return keyedElement(it, node, target, index);
}

/** The record of the context a key the object does not set is read from (`copy[k]` of `{ ...post.files, [path]: text }`). */
function lentRecord(target: Value, key: string): Value | undefined {
  if (!target.lent || target.keysVary || target.lent.sets.has(key)) return undefined;
  return from(target, target.lent.record);
}

/** `xs[i]` of a list or a text. */
function listElement(it: Interpreter, node: ts.ElementAccessExpression, target: Value, index: Value): Value {
  it.collected.recordPosition(node, target, index);
  if (target.constantList && typeof index.constant?.value === 'number') {
    const item = target.constantList[index.constant.value];
    if (item !== undefined) return from(target, constantValue(item));
  }
  // Any element of a literal list of one value (`evaluator.func[i]` with `func: ['is_expected_action']`) is that value.
  const only = target.constantList && target.paths.size === 0 && new Set(target.constantList).size === 1 ? target.constantList[0] : undefined;
  if (only !== undefined) return withDeps(from(target, constantValue(only)), consumed(index));
  if (target.items && typeof index.constant?.value === 'number' && target.items[index.constant.value]) return from(target, target.items[index.constant.value]);
  // Any element of a literal list of objects written in the code (`evaluator.result[i]` with
  // `result: [{ type: 'None' }]`): what they all are, property by property (a property every one
  // of them sets to one constant is that constant).
  const any = anyItem(target);
  if (any) return withDeps(from(target, any), consumed(index));
  // The element at a search's index (`xs[xs.findIndex(p)]`, an index kept in a loop): the found element.
  const search = index.position?.search;
  // Which element is read depends on the index: so does each part of it (a tuple destructured).
  if (search !== undefined && isContextCollection(target)) return { ...withDepsInParts(elementsOf(target), consumed(index)), found: search };
  return withDepsInParts(elementsOf(target), consumed(index));
}

/** `record[k]`, `obj.x` by a computed key. */
function keyedElement(it: Interpreter, node: ts.ElementAccessExpression, target: Value, index: Value): Value {
  const key = index.constant?.value;
  const segment = typeof key === 'string' ? (/^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`) : '[*]';
  if (isKeyedCollection(target)) {
    const value = withDeps(member(target, segment), selection(it, consumed(index)));
    return { ...value, keyed: { container: target.paths, key: index, keyNode: node.argumentExpression } };
  }
  const object = anyFieldObject(target);
  if (object) return withDeps(from(target, object), consumed(index));
  const any = anyKeyValue(target);
  if (any) return withDeps(any, consumed(index));
  const value = {
    ...withDeps(member(target, segment), consumed(index)),
    fns: fieldFunctions(target),
    fields: nestedFields(target),
    classes: fieldClasses(target),
  };
  const table = literalTable(target, index, node.expression);
  return table ? { ...value, keyed: { container: target.paths, key: index, keyNode: node.argumentExpression, table } } : value;
}

/** `i - 1` with `i` a name or a property (`c.index - 1`), the shape of the index of the step before a call. */
function minusOne(index: ts.Expression): ts.BinaryExpression | undefined {
  const e = skipParens(index);
  if (!ts.isBinaryExpression(e) || e.operatorToken.kind !== ts.SyntaxKind.MinusToken || !ts.isNumericLiteral(e.right) || e.right.text !== '1') return undefined;
  const left = skipParens(e.left);
  return ts.isIdentifier(left) || ts.isPropertyAccessExpression(left) ? e : undefined;
}

/**
 * The index of a call (an element of an assistant turn's `toolCalls`, the index of a loop over the
 * trace or the steps): `steps[i - 1]` is the step before that call, its state the one the call was
 * proposed in.
 */
function isCallIndex(call: Value): boolean {
  if (call.loopIndex && call.loopIndex.size > 0) return [...call.loopIndex].every((p) => p === 'trace' || p === 'steps');
  return call.paths.size > 0 && [...call.paths].every((p) => /^messages\[\]\.(toolCalls\[\]|toolCall)$/.test(p));
}

/** The join of a literal list's items where they are all objects the code wrote with the same properties; undefined otherwise. */
function anyItem(target: Value): Value | undefined {
  if (!target.items || target.items.length === 0 || target.subset || target.paths.size > 0 || !target.items.every(isBuiltObject)) return undefined;
  const any = join(...target.items);
  return any.fields ? any : undefined;
}

/**
 * A record of functions looked up by a key not known statically (`HANDLERS[c.tool]`): any of them;
 * none when they are more than a value holds (which ones were left out would be a guess).
 */
function fieldFunctions(target: Value): Value['fns'] {
  if (!target.fields) return target.paths.size === 0 ? target.element?.fns : undefined;
  const values = [...target.fields.values()].filter((f) => f.fns);
  if (values.length === 0) return undefined;
  const fns = join(...values).fns!;
  // The join keeps the first MAX_CLOSURES of them: where it had more to keep, none.
  return values.some((f) => f.fns!.some((c) => !fns.some((o) => o.fn === c.fn && o.scope === c.scope && o.self === c.self && o.receiver === c.receiver)))
    ? undefined
    : fns;
}

/** A record written under keys not known statically, read at any key: any value written to it. */
function anyKeyValue(target: Value): Value | undefined {
  return isWrittenUnderAnyKey(target) ? withDeps(from(target, target.element!), dependencies(target)) : undefined;
}

/**
 * A registry of classes looked up by a key not known statically (`API_CLASSES[name]`): any of them,
 * or `undefined` where the key names none; none known when a value of it is no class.
 */
function fieldClasses(target: Value): Value['classes'] {
  if (!isBuiltObject(target) || target.fields!.size === 0) return undefined;
  return join(...target.fields!.values(), constantValue(undefined)).classes;
}

/**
 * A record of objects of the judge's classes looked up by a key not known statically
 * (`envs[evaluator.env_name]` with `envs = { a: new Env(...), b: new Env(...) }`): any of them, so
 * a method called on it is each one's.
 */
function anyFieldObject(target: Value): Value | undefined {
  if (isAnyKeyRecord(target)) return objectsOf(target.element!) ? target.element : undefined;
  if (!isBuiltObject(target) || target.fields!.size === 0) return undefined;
  const values = [...target.fields!.values()];
  return values.every((v) => objectsOf(v) !== undefined) ? join(...values) : undefined;
}

/**
 * A record of records looked up by a key not known statically (`RULES[c.tool]`): any of them, so
 * a property of it is that property of any of them (`RULES[c.tool][k]` any of their functions).
 */
function nestedFields(target: Value): Value['fields'] {
  if (!target.fields || target.paths.size > 0 || target.fields.size === 0) return undefined;
  const records = [...target.fields.values()];
  if (!records.every((r) => r.fields !== undefined && r.paths.size === 0)) return undefined;
  const merged = new Map<string, Value>();
  for (const r of records) for (const [k, v] of r.fields!) merged.set(k, merged.has(k) ? join(merged.get(k)!, v) : v);
  return merged;
}

/**
 * The key of a file or table read (`post.files[pageUrl]`): the comparisons that computed it (a URL
 * taken apart to find the page to load) choose which element is read, as a tool name chooses
 * calls; they are no content the verdict matches. What the key read stays a read.
 */
function selection(it: Interpreter, key: Value): Value {
  if (key.recs.size === 0) return key;
  const recs = new Map([...key.recs].filter(([id]) => it.collected.records.get(id)?.type !== 'compare'));
  return recs.size === key.recs.size ? key : { ...key, recs };
}

/** A record literal whose keys are all written in the code, looked up with a key read from the context. */
function literalTable(target: Value, key: Value, node: ts.Node): { readonly keys: readonly string[]; readonly node: ts.Node } | undefined {
  if (!target.fields || target.paths.size > 0 || key.constant !== undefined || key.paths.size + key.deps.size === 0) return undefined;
  return { keys: [...target.fields.keys()], node };
}

/** A product of 0/1 indicators is 1 only when all their checks hold. */
function product(a: Value, b: Value): Value {
  return { ...join(dependencies(a), dependencies(b)), constant: undefined, indicator: true };
}

/** `n += 1`, `n -= 1`, `n = n + 1`: a counter. */
function isCounterUpdate(node: ts.BinaryExpression): boolean {
  const op = node.operatorToken.kind;
  const right = skipParens(node.right);
  if ((op === ts.SyntaxKind.PlusEqualsToken || op === ts.SyntaxKind.MinusEqualsToken) && ts.isNumericLiteral(right)) return true;
  return (
    op === ts.SyntaxKind.EqualsToken &&
    ts.isBinaryExpression(right) &&
    (right.operatorToken.kind === ts.SyntaxKind.PlusToken || right.operatorToken.kind === ts.SyntaxKind.MinusToken) &&
    ts.isNumericLiteral(skipParens(right.right)) &&
    normalisedText(right.left) === normalisedText(node.left)
  );
}

/**
 * An object literal: its properties, each with its own value. Objects spread into it keep what
 * they are: a literal's properties become its own; an object of the context spread before any
 * property (`{ ...call }`, `{ ...call, ok }`) lends it the properties it does not set, read where
 * they are read (`copy.tool` reads the tool's name, not the call's arguments).
 */
function objectLiteral(it: Interpreter, node: ts.ObjectLiteralExpression, frame: Frame): Value {
  const parts: Value[] = [];
  const fields = new Map<string, Value>();
  const lent: Value[] = [];
  let complete = true;
  let keysVary = false;
  for (const p of node.properties) {
    const name = p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name) || ts.isNumericLiteral(p.name)) ? p.name.text : undefined;
    let value: Value | undefined;
    if (ts.isPropertyAssignment(p)) value = it.ev(p.initializer, frame);
    else if (ts.isShorthandPropertyAssignment(p)) value = it.ev(p.name, frame);
    else if (ts.isSpreadAssignment(p)) {
      const source = it.ev(p.expression, frame);
      // `...undefined` (an optional override the literal leaves out) adds no property.
      if (isNullish(source)) continue;
      if (complete && source.fields && source.paths.size === 0 && !source.instanceOf && !source.objects && !source.partial) {
        // A record that may be absent (`...c.overrides` where only some items set it) may leave each property as it was.
        for (const [k, f] of source.fields) fields.set(k, !source.alwaysTruthy && fields.has(k) ? join(fields.get(k)!, f) : f);
        if (source.keysVary || !source.alwaysTruthy) keysVary = true;
        parts.push(dependencies(source));
      } else if (complete && fields.size === 0 && source.paths.size > 0 && !source.fields && !source.objects && !source.fns) {
        lent.push(source);
      } else {
        parts.push(consumed(source));
        complete = false;
      }
      continue;
    } else complete = false;
    if (!value) continue;
    parts.push(consumed(value));
    if (name === undefined) complete = false;
    else fields.set(name, value);
  }
  const own: Value = {
    ...join(...parts, NOTHING),
    constant: undefined,
    alwaysTruthy: true,
    fields: complete ? fields : undefined,
    keysVary: (complete && keysVary) || undefined,
  };
  if (lent.length === 0) return own;
  if (!complete) return withDeps(own, join(...lent.map(consumed)));
  const source = join(...lent);
  const copied = fields.size > 0 ? { record: source, sets: new Set(fields.keys()) } : undefined;
  return { ...withDeps(own, dependencies(source)), paths: source.paths, fields: fields.size > 0 ? fields : undefined, lent: copied };
}

function arrayLiteral(it: Interpreter, node: ts.ArrayLiteralExpression, frame: Frame): Value {
  // `[...xs]` is a copy of xs (to sort it, say): it keeps xs's identity.
  if (node.elements.length > 0 && node.elements.every(ts.isSpreadElement)) {
    const sources = node.elements.map((e) => it.ev((e as ts.SpreadElement).expression, frame));
    const source = join(...sources);
    // `[...text]`: the characters of the text, as `Array.from(text)` gives them.
    if (node.elements.length === 1 && it.types.kindOf(node.elements[0].expression) === 'string') return characters(source);
    const lists = sources.every((s) => s.constantList !== undefined) ? sources.flatMap((s) => s.constantList!) : undefined;
    // Copies of literal lists (a literal map's entries spread) keep their elements one by one.
    const items = sources.every((s) => s.items !== undefined && s.paths.size === 0) ? sources.flatMap((s) => s.items!) : undefined;
    // A copy of one list of matches (`[...text.matchAll(re)]`) is that list of matches.
    const matchList = sources.length === 1 ? source.matchList : undefined;
    // A copy of one list of a found text's parts (`[...answer.split(' ')]`) is still that list.
    const found = sources.length === 1 && !source.absent ? source.found : undefined;
    return { ...dependencies(source), ...sameElements(source), entries: undefined, constantList: lists, items, alwaysTruthy: true, matchList, found };
  }
  const spreadLists = node.elements.map((e) => (ts.isSpreadElement(e) ? it.ev(e.expression, frame) : undefined));
  const values = node.elements.map((e, i) => (spreadLists[i] ? elementsOf(spreadLists[i]) : it.ev(e, frame)));
  const constants = values.every((v) => v.constant !== undefined) ? values.map((v) => v.constant!.value) : undefined;
  const elems = new Set<string>();
  for (const v of values) for (const p of v.paths) elems.add(p);
  const spread = node.elements.some(ts.isSpreadElement);
  return {
    ...join(...values.map(dependencies), NOTHING),
    size: spread ? spreadSize(spreadLists) : undefined,
    constant: undefined,
    alwaysTruthy: true,
    elems,
    constantList: constants,
    items: spread ? undefined : values,
  };
}

/** `[...xs.slice(0, 1), last]`: its elements and those of lists spread into it, where each of those has a known size. */
function spreadSize(lists: readonly (Value | undefined)[]): Size | undefined {
  const sizes = lists.filter((l) => l !== undefined).map((l) => l.size);
  if (sizes.some((s) => s === undefined)) return undefined;
  const n = lists.filter((l) => l === undefined).length + sizes.reduce((sum, s) => sum + s!.n, 0);
  return { n, why: `${sizes.map((s) => s!.why).join('; ')}; with the other elements, ${n}` };
}

function prefix(it: Interpreter, node: ts.PrefixUnaryExpression, frame: Frame): Value {
  switch (node.operator) {
    case ts.SyntaxKind.ExclamationToken:
      return negate(it.evTest(node.operand, frame));
    case ts.SyntaxKind.PlusPlusToken:
    case ts.SyntaxKind.MinusMinusToken:
      return increment(it, node.operand, frame);
    case ts.SyntaxKind.MinusToken: {
      const v = it.ev(node.operand, frame);
      return typeof v.constant?.value === 'number' ? from(v, constantValue(-v.constant.value)) : { ...v, constant: undefined };
    }
    default:
      return { ...it.ev(node.operand, frame), constant: undefined };
  }
}

/**
 * `n++` inside `for (const x of C)` counts elements of C. Over a literal list of expected items
 * (`for (const t of TARGETS) if (found(t)) n++`) it tallies which of their checks hold: compared
 * with the list's length, a conjunction, not a count.
 */
function increment(it: Interpreter, operand: ts.Expression, frame: Frame): Value {
  const current = it.ev(operand, frame);
  const root = skipParens(operand);
  const symbol = ts.isIdentifier(root) ? it.types.symbolAt(root) : undefined;
  // A closure's counter, the closure called once per element of a loop of its caller.
  // A field of the object a method steps once per element (`this.matched += 1`): the walk's counter (reading 32).
  const loop =
    frame.loops.at(-1)?.iterable ?? (symbol && frame.outerLoop(symbol)?.iterable) ?? (isThisField(root) ? fieldWalk(it, frame)?.iterable : undefined);
  // Over a list the judge built whose length is not known (the milestones a graph walk reached) too: which checks held, no count of the context.
  // Over the parts of a text (or the keys of one record): the size of a list that is no collection of the context, as `parts.filter(p).length` is.
  const counted: Value =
    loop && isJudgesList(loop)
      ? { ...withDeps(NOTHING, resign(join(...frame.tests, NOTHING), 1)), tally: true }
      : loop && isContextCollection(loop)
        ? { ...NOTHING, countOf: loop.paths }
        : loop
          ? { ...withDeps(NOTHING, neutral(join(...frame.tests, NOTHING))), textLength: true }
          : NOTHING;
  it.assign(operand, counted, frame);
  return { ...current, constant: undefined };
}

/** `this.name`. */
function isThisField(e: ts.Expression): boolean {
  return ts.isPropertyAccessExpression(e) && skipParens(e.expression).kind === ts.SyntaxKind.ThisKeyword;
}

/** A literal list, or one made of the judge's own data only: a loop over it tallies its items' checks. */
function isJudgesList(loop: Value): boolean {
  return (loop.paths.size === 0 && (loop.items ?? loop.constantList) !== undefined) || isOwnList(loop);
}

/** A list made of the judge's own data only (no context path, element or dependency). */
function isOwnList(v: Value): boolean {
  return holdsNoContextValue(v) && v.deps.size === 0;
}

function conditional(it: Interpreter, node: ts.ConditionalExpression, frame: Frame): Value {
  const start = it.collected.mark();
  const cond = it.evTest(node.condition, frame);
  const afterTest = it.collected.mark();
  const truth = truthiness(cond);
  const skipped: [Mark, Mark][] = [];
  // Every path throws past the conditional only where both ways that can be taken throw.
  const diverged = frame.diverged;
  const a =
    truth === false
      ? (deadPart(it, node.whenTrue, node.condition, `\`${short(node.condition)}\` is always false`, frame, !cond.bound, skipped), NOTHING)
      : it.ev(node.whenTrue, frame);
  const throwsA = truth === false || frame.diverged;
  frame.diverged = diverged;
  const b =
    truth === true
      ? (deadPart(it, node.whenFalse, node.condition, `\`${short(node.condition)}\` is always true`, frame, !cond.bound, skipped), NOTHING)
      : it.ev(node.whenFalse, frame);
  frame.diverged = diverged || (throwsA && (truth === true || frame.diverged));
  if (truth !== undefined) it.collected.dropGuard(start, afterTest, skipped);
  if (truth === true) return withDeps(a, consumed(cond));
  if (truth === false) return withDeps(b, consumed(cond));
  const ca = a.constant?.value;
  const cb = b.constant?.value;
  // `ok ? true : false` is ok; `ok ? 1 : 0` is ok as a number (an indicator), and so is `ok ? 1 : -1`
  // with its two levels (the higher one where ok holds).
  const numbers = typeof ca === 'number' && typeof cb === 'number' && ca !== cb;
  // `ok ? 'True' : 'False'`: two texts, the first where ok holds.
  const texts = typeof ca === 'string' && typeof cb === 'string' && ca !== cb;
  const sign: Sign = ca === true && cb === false ? 1 : ca === false && cb === true ? -1 : numbers ? (ca > cb ? 1 : -1) : texts ? 1 : 0;
  const indicator = numbers && Math.min(ca, cb) === 0 && Math.max(ca, cb) === 1 ? true : undefined;
  const used = consumed(cond);
  const outcomes = joinOutcomes([outcomesUnder(a, used.recs), outcomesUnder(b, negate(used).recs)]);
  const [whenTrue, whenFalse] = branchesOf(it, node.condition, cond, frame);
  const ways = isInLoop(node) || frame.loops.length > 0 ? undefined : joinWays([waysUnder(a, whenTrue.when), waysUnder(b, whenFalse.when)]);
  const joined = {
    ...withDeps({ ...join(a, b) }, sign === 0 ? neutral(used) : resign(used, sign)),
    indicator,
    outcomes,
    ways,
    ...caseOfTextBranch(node, a, b),
  };
  if (texts) return { ...joined, levels: [cb, ca] };
  return numbers && !indicator ? { ...joined, levels: [Math.min(ca, cb), Math.max(ca, cb)] } : joined;
}

/**
 * `typeof x === 'string' ? x.toLowerCase() : x`: where `x` is left as it is it is no text, so it has
 * no case, and the value has the case of the text branch. Under any other condition (`!keep.includes(col)
 * && typeof x === 'string' ? x.toLowerCase() : x`) the text is lower-cased where it holds and left as it
 * is where it does not: normalised or not, as a variable normalised in place on some paths only.
 */
function caseOfTextBranch(node: ts.ConditionalExpression, whenTrue: Value, whenFalse: Value): Pick<Value, 'caseNormal' | 'casePartly'> {
  const test = textTypeTest(node.condition);
  if (test) {
    const [text, other, otherNode] = test.holdsForText ? [whenTrue, whenFalse, node.whenFalse] : [whenFalse, whenTrue, node.whenTrue];
    if (isNamed(otherNode, test.name) && other.caseNormal === undefined) return { caseNormal: text.caseNormal };
  }
  return normalisedUnderCondition(node.whenTrue, whenTrue, node.whenFalse, whenFalse) ||
    normalisedUnderCondition(node.whenFalse, whenFalse, node.whenTrue, whenTrue)
    ? { casePartly: true }
    : {};
}

/** `normal` is a variable's text normalised, and `rawNode` that same variable as it is. */
function normalisedUnderCondition(normalNode: ts.Expression, normal: Value, rawNode: ts.Expression, raw: Value): boolean {
  const name = skipParens(rawNode);
  return (
    normal.caseNormal !== undefined &&
    raw.caseNormal === undefined &&
    raw.constant === undefined &&
    ts.isIdentifier(name) &&
    methodChainSubject(normalNode) === name.text
  );
}

/** The variable a chain of argument-free method calls starts from (`x.trim().toLowerCase()`, `String(x).toLowerCase()`). */
function methodChainSubject(node: ts.Expression): string | undefined {
  let e = skipParens(node);
  for (;;) {
    if (ts.isCallExpression(e) && e.arguments.length === 0 && ts.isPropertyAccessExpression(e.expression)) e = skipParens(e.expression.expression);
    else if (ts.isCallExpression(e) && e.arguments.length === 1 && ts.isIdentifier(e.expression) && e.expression.text === 'String')
      e = skipParens(e.arguments[0]);
    else return ts.isIdentifier(e) ? e.text : undefined;
  }
}

/** A template literal: folded when every part is constant; otherwise what its parts read. */
function template(it: Interpreter, node: ts.TemplateExpression, frame: Frame): Value {
  const spans = node.templateSpans.map((s) => it.ev(s.expression, frame));
  const parts = spans.map((v) => (v.constant === undefined || isRegex(v.constant.value) ? undefined : { value: v.constant.value }));
  if (parts.every((p) => p !== undefined)) {
    let text = node.head.text;
    node.templateSpans.forEach((s, i) => (text += String(parts[i].value) + s.literal.text));
    // Still computed from the variables its parts came from (a loop's key and value filled in).
    return spans.reduce((whole, part) => from(part, whole), constantValue(text));
  }
  const pieces = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].filter((t) => t !== '');
  const value = join(...spans.map(consumed), NOTHING);
  // `${x}` alone is String(x): still x's text. Text built only of lower-cased (upper-cased) parts
  // and literals already in that case is itself in that case.
  const whole = pieces.length === 0 && spans.length === 1 ? spans[0].paths : value.paths;
  const normal = spans[0]?.caseNormal;
  const caseNormal = normal && spans.every((v) => v.caseNormal === normal) && pieces.every((t) => t === inCase(t, normal)) ? normal : undefined;
  // Its literal parts are in it whatever the parts filled in.
  const text = pieces.length > 0 ? { holds: { texts: pieces, why: `the text is built as \`${short(node)}\`` } } : undefined;
  return { ...value, paths: whole, constant: undefined, caseNormal, literals: new Set([...(literalsOf(value) ?? []), ...pieces]), text, is: 'string' };
}

function binary(it: Interpreter, node: ts.BinaryExpression, frame: Frame): Value {
  const op = node.operatorToken.kind;
  if (isLogical(op)) return logical(it, node, frame, false);
  if (isAssignmentOperator(op)) {
    if (isCounterUpdate(node)) return increment(it, node.left, frame);
    const right = runningLargest(it, node, it.ev(node.right, frame), frame);
    const left = op === ts.SyntaxKind.EqualsToken ? undefined : it.ev(node.left, frame);
    const value =
      left === undefined
        ? right
        : op === ts.SyntaxKind.AsteriskEqualsToken && isIndicator(left) && isIndicator(right)
          ? product(left, right)
          : op === ts.SyntaxKind.PlusEqualsToken
            ? (tallied(it, node, left, right, frame) ?? { ...join(left, right), constant: undefined, levels: undefined })
            : { ...join(left, right), constant: undefined, levels: undefined, aggregate: lostCount(node, left, right) };
    it.assign(node.left, value, frame);
    return right;
  }
  switch (op) {
    case ts.SyntaxKind.EqualsEqualsEqualsToken:
    case ts.SyntaxKind.EqualsEqualsToken:
    case ts.SyntaxKind.ExclamationEqualsEqualsToken:
    case ts.SyntaxKind.ExclamationEqualsToken:
    case ts.SyntaxKind.LessThanToken:
    case ts.SyntaxKind.LessThanEqualsToken:
    case ts.SyntaxKind.GreaterThanToken:
    case ts.SyntaxKind.GreaterThanEqualsToken:
      return comparison(it, node, frame);
    case ts.SyntaxKind.InKeyword: {
      const key = it.ev(node.left, frame);
      const container = it.ev(node.right, frame);
      if (isKeyedCollection(container)) return keyMembership(it, node, container.paths, key, node.left, container);
      const table = literalTable(container, key, node.right);
      if (table) return tableMembership(it, node, key, node.left, table);
      const own = fieldPresence(key, container) ?? instancePresence(it, key, container);
      if (own !== undefined) return { ...neutral(join(dependencies(container), consumed(key))), constant: { value: own } };
      // `'amount' in args`: a presence test of a field, a read but no check.
      const field = typeof key.constant?.value === 'string' ? `.${key.constant.value}` : '{keys}';
      const read = new Set([...container.paths].map((p) => `${p}${field}`));
      return { ...neutral(join(dependencies(container), consumed(key))), deps: new Set([...container.deps, ...read]), constant: undefined };
    }
    case ts.SyntaxKind.InstanceOfKeyword:
      return { ...join(consumed(it.ev(node.left, frame)), consumed(it.ev(node.right, frame))), constant: undefined };
    default:
      return arithmetic(it, node, it.ev(node.left, frame), it.ev(node.right, frame), frame);
  }
}

/**
 * `'answer' in match` where `match` is an object literal the code built (every property known, none
 * spread or computed, of one shape on every path; no class instance, whose methods are keys too): whether
 * it sets that property, as a constant. A key every object has (`toString`) is not decided.
 */
function fieldPresence(key: Value, container: Value): boolean | undefined {
  const name = key.constant?.value;
  if (typeof name !== 'string' || !container.fields || container.keysVary || container.instanceOf || container.objects || container.partial) return undefined;
  if (container.paths.size > 0 || name in Object.prototype) return undefined;
  return container.fields.has(name);
}

/** `a - b`, `a + b`, `a * b`, ... given the values of its operands. */
function arithmetic(it: Interpreter, node: ts.BinaryExpression, a: Value, b: Value, frame: Frame): Value {
  const op = node.operatorToken.kind;
  if (op === ts.SyntaxKind.AsteriskToken && isIndicator(a) && isIndicator(b) && !(a.constant && b.constant)) return product(a, b);
  const folded = fold(op, a.constant?.value, b.constant?.value);
  if (op === ts.SyntaxKind.PlusToken && folded === undefined) {
    const sum = tallied(it, node, a, b, frame);
    if (sum) return sum;
  }
  // `reached / ids.length`: the share of the judge's own list whose checks hold, a tally still.
  if (op === ts.SyntaxKind.SlashToken && a.tally && b.paths.size === 0 && b.deps.size === 0) return { ...a, constant: undefined };
  const value = join(neutral(dependencies(a)), neutral(dependencies(b)));
  const countOf = a.countOf ?? b.countOf;
  const counts = countArithmetic(op, a, b);
  return {
    ...value,
    paths: op === ts.SyntaxKind.PlusToken ? new Set([...a.paths, ...b.paths]) : value.paths,
    deps: new Set([...value.deps, ...(countOf ? [] : [...a.paths, ...b.paths])]),
    constant: folded,
    ...counts,
    aggregate: counts.countOf ? undefined : lostCount(node, a, b),
    caseNormal: op === ts.SyntaxKind.PlusToken ? concatenationCase(a, b) : undefined,
    // A similarity scaled or shifted (`ratio(a, b) * 100`, `1 - ratio(a, b)`) keeps the case of its texts.
    textCase: joinTextCase(a.textCase, b.textCase),
  };
}

/**
 * One of the two compared by sizes and elements is a variable holding a text, a number or a boolean
 * the code gave it (a deep equality called on two texts): no list or set is compared there, and what
 * the guards around it make of it is read as written. A deep equality that calls itself compares
 * lists only where one of the two is known to be a list (a list the code wrote, a fixed list); on
 * values of any type it is read as written, each of its checks on its own.
 */
function namesNoList(it: Interpreter, sets: SizedComparison, frame: Frame): boolean {
  const values = [sets.left, sets.right].map((side) => (ts.isIdentifier(side) ? it.ev(side, frame) : undefined));
  const scalar = values.some((v) => {
    const value = v?.constant?.value;
    return value === null || ['string', 'number', 'boolean'].includes(typeof value);
  });
  if (scalar) return true;
  const list = (v: Value | undefined) => v !== undefined && (v.constantList !== undefined || v.items !== undefined || Array.isArray(v.constant?.value));
  return sets.recursive === true && !values.some(list);
}

/**
 * `a + b` is in one case as a template is: each part lower-cased (upper-cased), or a literal already
 * in that case (`out = ''; out += ch` over a lower-cased text, `prefix + ' '`).
 */
function concatenationCase(a: Value, b: Value): Value['caseNormal'] {
  const normal = a.caseNormal ?? b.caseNormal;
  const inIt = (v: Value): boolean => {
    if (v.caseNormal !== undefined) return v.caseNormal === normal;
    const c = v.constant?.value;
    return v.paths.size === 0 && (typeof c === 'string' || typeof c === 'number') && String(c) === inCase(String(c), normal);
  };
  return normal !== undefined && inIt(a) && inIt(b) ? normal : undefined;
}

function logical(it: Interpreter, node: ts.BinaryExpression, frame: Frame, test: boolean): Value {
  const op = node.operatorToken.kind;
  const sets = mutualInclusion(node);
  if (sets && !namesNoList(it, sets, frame)) {
    const before = sets.rest ? operand(it, sets.rest, frame, test) : undefined;
    const a = it.ev(sets.left, frame);
    const b = it.ev(sets.right, frame);
    // Lists sorted first (or fixed lists) compared in order are compared as sets.
    const sorted = [a, b].filter((v) => v.constant === undefined && v.constantList === undefined && v.items === undefined).every((v) => v.sorted);
    const match = sets.match === 'list-equality' && sorted ? 'set-equality' : sets.match;
    const compared = it.compare(node, match, a, b, sets.left, sets.right);
    return { ...(before ? join(consumed(before), consumed(compared)) : compared), constant: undefined };
  }
  redundantOperands(it, node);
  const start = it.collected.mark();
  const a = operand(it, node.left, frame, test && op !== ts.SyntaxKind.QuestionQuestionToken);
  const ta = truthiness(a);
  const shortCircuits =
    (op === ts.SyntaxKind.AmpersandAmpersandToken && ta === false) ||
    (op === ts.SyntaxKind.BarBarToken && ta === true) ||
    (op === ts.SyntaxKind.QuestionQuestionToken &&
      ((a.constant !== undefined && a.constant.value !== null && a.constant.value !== undefined) || (a.constant === undefined && a.alwaysTruthy === true)));
  if (shortCircuits) {
    const afterTest = it.collected.mark();
    const skipped: [Mark, Mark][] = [];
    deadPart(it, node.right, node.left, `\`${short(node.left)}\` is always ${ta ? 'truthy' : 'falsy'}, so this is never evaluated`, frame, !a.bound, skipped);
    it.collected.dropGuard(start, afterTest, skipped);
    return { ...a, explained: true };
  }
  // The default of `x ?? d` is a value taken when x is missing, not a condition of its own.
  // The right operand runs on some paths only: a call there that always throws leaves the others.
  const diverged = frame.diverged;
  const b = test && op !== ts.SyntaxKind.QuestionQuestionToken ? it.evTest(node.right, frame) : it.ev(node.right, frame);
  frame.diverged = diverged;
  const tb = truthiness(b);
  if (ta !== undefined || tb !== undefined) it.collected.dropGuard(start, it.collected.mark(), []);
  if (op === ts.SyntaxKind.QuestionQuestionToken) {
    // `undefined ?? d` (an option the configuration does not set): the default, still from what x read.
    if (a.constant !== undefined && a.paths.size === 0) return { ...withDeps(b, consumed(a)), bound: a.bound || b.bound || undefined };
    // `TABLE[k] ?? d`: which value is taken depends on whether k is one of the table's keys.
    if (a.keyed?.table && a.found === undefined) return join(neutral(keyPresence(it, node.left, a)), a, b);
    return { ...join(a, b), matchList: orNoMatches(a, b), outcomes: defaultedOutcomes(a, b) };
  }
  // Where only its truth is used, or it is a boolean, `a && false` is false and `a || true` true.
  const truthOnly = (t: boolean | undefined) => t !== undefined && (test || it.types.kindOf(node) === 'boolean');
  if (op === ts.SyntaxKind.AmpersandAmpersandToken) {
    const constant = ta === true ? b.constant : tb === false && truthOnly(tb) ? { value: false } : undefined;
    const sizedWhenTrue = a.sizedWhenTrue ?? b.sizedWhenTrue;
    return { ...join(consumed(a), consumed(b)), constant, alwaysTruthy: undefined, explained: constant !== undefined || undefined, sizedWhenTrue };
  }
  const constant = ta === false ? b.constant : tb === true && truthOnly(tb) ? { value: true } : undefined;
  const joined = join(a, b);
  return {
    ...joined,
    deps: join(consumed(a), consumed(b)).deps,
    constant,
    alwaysTruthy: constant === undefined && ta === false ? b.alwaysTruthy : undefined,
    explained: constant !== undefined || undefined,
    // `a || b` holds where b does when a never holds (and the other way round).
    sizedWhenTrue: ta === false ? b.sizedWhenTrue : tb === false ? a.sizedWhenTrue : undefined,
    matchList: orNoMatches(a, b),
    anyOf: disjunction([a, b]) ?? joined.anyOf,
  };
}

/** `x ?? d` where x was set in known ways and d is a constant: the same ways, d in place of each null or undefined. */
function defaultedOutcomes(a: Value, b: Value): Value['outcomes'] {
  const d = b.constant;
  if (!a.outcomes || !d || b.paths.size > 0) return undefined;
  return a.outcomes.map((o) => ({ ...o, values: o.values.map((v) => (v === null || v === undefined ? d.value : v)) }));
}

/** `text.match(re) ?? []` (or `|| []`): the matches, none exactly when the pattern does not match; the record of its check. */
function orNoMatches(a: Value, b: Value): number | undefined {
  return a.matched !== undefined && b.items !== undefined && b.items.length === 0 && b.paths.size === 0 && !b.subset ? a.matched : undefined;
}

/**
 * Sizes under + and -: `post.x.length - pre.x.length` is a count with a base, `pre.x.length + 1`
 * a count with an offset; a sum of two counts stays a count of the first (as it always was).
 */
function countArithmetic(op: ts.SyntaxKind, a: Value, b: Value): Pick<Value, 'countOf' | 'countBase' | 'countOffset' | 'fraction'> {
  // The elements that pass over all of them (`xs.filter(p).length / xs.length`): a share of one collection.
  if (op === ts.SyntaxKind.SlashToken && a.countOf && b.countOf && !a.fraction && !a.countBase && !b.countBase && !a.countOffset && !b.countOffset) {
    return sameCollection(a.countOf, b.countOf) ? { countOf: a.countOf, fraction: true } : {};
  }
  const plus = op === ts.SyntaxKind.PlusToken;
  if (!plus && op !== ts.SyntaxKind.MinusToken) return {};
  const number = (v: Value) => (typeof v.constant?.value === 'number' ? v.constant.value : undefined);
  if (a.countOf && b.countOf) {
    if (plus || a.countBase || b.countBase) return { countOf: a.countOf };
    return { countOf: a.countOf, countBase: b.countOf, countOffset: (a.countOffset ?? 0) - (b.countOffset ?? 0) };
  }
  if (a.countOf) {
    const n = number(b);
    if (n === undefined) return { countOf: a.countOf };
    return { countOf: a.countOf, countBase: a.countBase, countOffset: (a.countOffset ?? 0) + (plus ? n : -n) };
  }
  if (b.countOf) {
    const n = number(a);
    if (plus && n !== undefined) return { countOf: b.countOf, countBase: b.countBase, countOffset: (b.countOffset ?? 0) + n };
    return { countOf: b.countOf };
  }
  return {};
}

/** Whether two counted paths are of one collection, a part of it (`trace[send_money]` of `trace`) or the whole. */
function sameCollection(part: ReadonlySet<string>, whole: ReadonlySet<string>): boolean {
  return [...part].every((p) => [...whole].some((w) => isWithinPath(p, w)));
}

/**
 * Why a number computed from a count is no count the analysis can compare (`n * 2`, `n / 3`), or
 * undefined when neither operand is or comes from a count.
 */
function lostCount(node: ts.Node, a: Value, b: Value): string | undefined {
  const inherited = a.aggregate ?? b.aggregate;
  if (inherited) return inherited;
  if (!a.countOf && !b.countOf) return undefined;
  return `\`${short(node)}\` computes with a count in a way the analyzer does not follow`;
}

/**
 * A 0/1 indicator of a check on one element added to a running total (`n + (p(c) ? 1 : 0)` in a
 * loop, a reduce or a recursion over a list): the total counts the elements that pass, as
 * `filter(p).length` does; the check selects elements, it is data. Undefined for any other sum.
 */
function tallied(it: Interpreter, node: ts.Node, a: Value, b: Value, frame: Frame): Value | undefined {
  const [indicator, total] = a.indicator && a.constant === undefined ? [a, b] : b.indicator && b.constant === undefined ? [b, a] : [undefined, undefined];
  if (!indicator || total.indicator || total.fraction || total.countBase || (total.constant !== undefined && total.constant.value !== 0)) return undefined;
  // Over the judge's own list (its checkpoints, expected items): which of their checks hold, as `n++` there tallies.
  const loop = frame.loops.at(-1)?.iterable;
  if (loop && (isJudgesList(loop) || holdsNoContextValue(loop)))
    return { ...withDeps(NOTHING, join(dependencies(indicator), dependencies(total))), tally: true };
  const collection = elementCollection(it, node, indicator, frame);
  if (!collection || (total.countOf && !sameCollection(total.countOf, collection))) return undefined;
  return { ...neutral(join(dependencies(indicator), dependencies(total))), countOf: collection };
}

/**
 * The context collection whose element a value was computed from: the one the innermost loop (or
 * callback) walks, or, outside a loop, in a recursion over a list by index, the one collection every
 * element read of it is of.
 */
function elementCollection(it: Interpreter, node: ts.Node, v: Value, frame: Frame): ReadonlySet<string> | undefined {
  const loop = frame.loops.at(-1)?.iterable;
  if (loop && isContextCollection(loop)) return readsElementOf(v, loop) ? loop.paths : undefined;
  // Outside a walk, a sum made once (a length plus a separator's 0 or 1) adds up nothing per element.
  if (!isRunningTotal(it, node)) return undefined;
  const roots = new Set<string>();
  for (const d of v.deps) {
    const i = d.indexOf('[]');
    if (i > 0) roots.add(d.slice(0, i));
  }
  if (roots.size !== 1) return undefined;
  const root = { ...NOTHING, paths: roots };
  return isContextCollection(root) ? roots : undefined;
}

/**
 * Whether a sum outside a loop runs over a walk: it adds to a reducer's accumulator (the first
 * parameter of the function around it), or sits in a recursion (a function that calls itself by name).
 */
function isRunningTotal(it: Interpreter, node: ts.Node): boolean {
  const fn = enclosingFunction(node);
  if (!fn?.body) return false;
  const accumulator = fn.parameters[0] && ts.isIdentifier(fn.parameters[0].name) ? it.types.symbolAt(fn.parameters[0].name) : undefined;
  const isAccumulator = (e: ts.Expression) => ts.isIdentifier(skipParens(e)) && it.types.symbolAt(skipParens(e)) === accumulator;
  if (accumulator && ts.isBinaryExpression(node) && (isAccumulator(node.left) || isAccumulator(node.right))) return true;
  const name = fn.name ?? (ts.isVariableDeclaration(fn.parent) ? fn.parent.name : undefined);
  const symbol = name && ts.isIdentifier(name) ? it.types.symbolAt(name) : undefined;
  const callsItself = (n: ts.Node): boolean =>
    (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && it.types.symbolAt(n.expression) === symbol) || Boolean(ts.forEachChild(n, callsItself));
  return symbol !== undefined && callsItself(fn.body);
}

/**
 * `best = Math.max(best, score)` (or a checkpoint's `node.score = Math.max(node.score, s)`) of 0/1
 * scores at each element of a walk over a context collection, here or in a caller: 1 after the walk
 * when some element scored 1, so the walk is a search (`at-least 1` where the verdict needs the 1),
 * as a flag set to 1 under a condition is.
 */
function runningLargest(it: Interpreter, node: ts.BinaryExpression, right: Value, frame: Frame): Value {
  if (node.operatorToken.kind !== ts.SyntaxKind.EqualsToken || !right.indicator || right.constant !== undefined || !isMaxOfItself(node)) return right;
  const loop = [...frame.outerLoops, ...frame.loops].reverse().find((l) => isContextCollection(l.iterable));
  // A variable declared inside the walk starts again at each element: it keeps no largest over the walk.
  const target = skipParens(node.left);
  const decl = ts.isIdentifier(target) ? it.types.symbolAt(target)?.valueDeclaration : undefined;
  if (!loop || (decl && isWithin(decl, loop.node))) return right;
  const id = it.collected.addRecord({ type: 'count', node: loop.node, of: loop.iterable.paths, op: 'truthy' });
  return withRecord(right, id, 1);
}

/** `x = Math.max(x, y)` (either order): x keeps the largest value it was given. */
function isMaxOfItself(node: ts.BinaryExpression): boolean {
  const right = skipParens(node.right);
  if (!ts.isCallExpression(right) || right.arguments.length !== 2 || normalisedText(right.expression) !== 'Math.max') return false;
  const target = normalisedText(node.left);
  return right.arguments.some((a) => normalisedText(a) === target);
}

/**
 * `a || b`, `a && b`: the operands of one chain that another makes redundant while a check of the run
 * is lost with them. A repeated operand (`a || a`) loses nothing, and is not noted.
 */
function redundantOperands(it: Interpreter, node: ts.BinaryExpression): void {
  const op = node.operatorToken.kind;
  if (node.parent && ts.isBinaryExpression(skipParensUp(node)) && (skipParensUp(node) as ts.BinaryExpression).operatorToken.kind === op) return;
  const operands: ts.Expression[] = [];
  const collect = (e: ts.Expression): void => {
    const inner = skipParens(e);
    if (ts.isBinaryExpression(inner) && inner.operatorToken.kind === op) {
      collect(inner.left);
      collect(inner.right);
    } else operands.push(inner);
  };
  collect(node);
  if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.AmpersandAmpersandToken) impliedOperands(it, operands, op === ts.SyntaxKind.BarBarToken);
}

/**
 * An operand of a chain that another operand makes redundant never decides anything. In `a || b`,
 * an alternative that implies another (`(x && y) || x`): `absorbed`, the stronger one noted. In
 * `a && b`, a conjunct that another implies (`(x || y) && x`): `implied`, the weaker one noted.
 * Only where a check is lost with it: a part of it that is none of the other's, nor a stronger form
 * of one on the same value (`y` of `(x && y) || x`, the `m.folder` alternative of `(m.subject === 'A'
 * || m.folder === 'sent') && m.subject === 'A'`). A longer needle beside a shorter in the same text
 * (`s.includes('ethereum') || s.includes('eth')`), an equality beside the inclusion of the same
 * text, changes no run's verdict: what decides is the live part's own test.
 */
function impliedOperands(it: Interpreter, operands: readonly ts.Expression[], alternatives: boolean): void {
  // An alternative as its conditions (`x && y`); a conjunct as its alternatives (`x || y`).
  const parts = operands.map((o) => (isPure(o) ? (alternatives ? conjuncts(o) : disjuncts(o)) : undefined));
  // `mine` is `theirs` again, or a stronger form of it (alternatives), a weaker (conjuncts).
  const repeats = (mine: string, theirs: string): boolean => mine === theirs || (alternatives ? implies(mine, theirs) : implies(theirs, mine));
  operands.forEach((operand, i) => {
    const mine = parts[i];
    if (!mine) return;
    const redundantBy = operands.flatMap((other, j) => {
      const theirs = parts[j];
      if (j === i || !theirs || theirs.size === 0 || normalisedText(other) === normalisedText(operand)) return [];
      if (alternatives && theirs.size > mine.size) return [];
      return [...theirs.keys()].every((t) => [...mine.keys()].some((m) => repeats(m, t))) ? [{ other, theirs }] : [];
    });
    // The first of my parts that the other does not repeat: the check lost with me.
    const lostBeside = (theirs: Map<string, ts.Expression>) => [...mine].find(([m]) => ![...theirs.keys()].some((t) => repeats(m, t)))?.[1];
    const lost = redundantBy.map(({ theirs }) => lostBeside(theirs));
    if (redundantBy.length > 0 && lost.every((l) => l !== undefined)) {
      it.collected.duplicates.push({ node: operand, first: redundantBy[0].other, lost: lost[0], ...(alternatives ? { absorbed: true } : { implied: true }) });
    }
  });
}

/** The alternatives of `a || b || c`, by normalised text. */
function disjuncts(node: ts.Expression): Map<string, ts.Expression> {
  return chainParts(node, ts.SyntaxKind.BarBarToken, () => true);
}

/** The conditions of `a && b && c`, by normalised text, without constant truthy operands (`'x'`). */
function conjuncts(node: ts.Expression): Map<string, ts.Expression> {
  return chainParts(node, ts.SyntaxKind.AmpersandAmpersandToken, (e) => !(ts.isStringLiteral(e) && e.text !== '') && e.kind !== ts.SyntaxKind.TrueKeyword);
}

/** The operands of a chain of one operator (parentheses dropped) that `keep` keeps, by normalised text. */
function chainParts(node: ts.Expression, op: ts.SyntaxKind, keep: (operand: ts.Expression) => boolean): Map<string, ts.Expression> {
  const out = new Map<string, ts.Expression>();
  const collect = (e: ts.Expression): void => {
    const inner = skipParens(e);
    if (ts.isBinaryExpression(inner) && inner.operatorToken.kind === op) {
      collect(inner.left);
      collect(inner.right);
    } else if (keep(inner) && !out.has(normalisedText(inner))) out.set(normalisedText(inner), inner);
  };
  collect(node);
  return out;
}

/** `s.includes('ethereum')` implies `s.includes('eth')`; `a === b` implies `a.includes(b)` and `b.includes(a)`. */
function implies(stronger: string, weaker: string): boolean {
  const equal = /^([\w$.]+|"(?:[^"\\]|\\.)*")===?([\w$.]+|"(?:[^"\\]|\\.)*")$/.exec(stronger);
  const included = /^([\w$.]+)\.includes\(([\w$.]+|"(?:[^"\\]|\\.)*")\)$/.exec(weaker);
  if (equal && included && ((included[1] === equal[1] && included[2] === equal[2]) || (included[1] === equal[2] && included[2] === equal[1]))) return true;
  const a = /^(.*)\.includes\(("(?:[^"\\]|\\.)*")\)$/.exec(stronger);
  const b = /^(.*)\.includes\(("(?:[^"\\]|\\.)*")\)$/.exec(weaker);
  if (!a || !b || a[1] !== b[1]) return false;
  const needle = JSON.parse(a[2]) as string;
  const part = JSON.parse(b[2]) as string;
  return part !== '' && needle !== part && needle.includes(part);
}
