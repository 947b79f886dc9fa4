import { ts } from '../../typescript.js';
import { argumentValues, boundByArguments } from '../arguments.ts';
import type { Frame, Loop } from '../frame.ts';
import type { Interpreter } from '../interpreter.ts';
import { mathExtremum, returnedExpression, short, skipParens } from '../syntax.ts';
import { samePaths } from '../paths.ts';
import type { TypeKind } from '../types.ts';
import { replaced } from '../bindings.ts';
import { builtByPushes } from '../mutation.ts';
import { unresolvedCall } from '../unknown.ts';
import { foldedCall } from '../constant-calls.ts';
import {
  NOTHING,
  collectionOf,
  constantValue,
  consumed,
  dependencies,
  disjunction,
  elementsOf,
  from,
  isContextCollection,
  isBuiltObject,
  objectsOf,
  isEmptyList,
  join,
  neutral,
  readsElementOf,
  sameElements,
  truthiness,
  withDeps,
  withDepsInParts,
  withRecord,
  withNeedles,
  withoutChecks,
  type Passing,
  type Value,
  walkOf,
} from '../value.ts';
import { GLOBAL_FUNCTIONS } from './names.ts';
import { isGlobal } from './globals.ts';

/**
 * Arrays, sets and maps: callback methods (filter, map, some, every, find, reduce, sort), membership
 * (`has`, `includes`, `indexOf`), mutators (`push`, `add`) and `Map#get`.
 */

/** Literal lists up to this length have their callbacks entered once per element. */
const MAX_ITEMS = 16;

export function isCollectionKind(kind: TypeKind): boolean {
  return kind === 'array' || kind === 'set' || kind === 'map';
}

/** `list.push(x)`, `set.add(x)`: the collection's elements now include what was added. */
export function mutator(it: Interpreter, node: ts.CallExpression, receiverNode: ts.Expression, frame: Frame): Value {
  // `xs.push(...[a, b])`: the elements of a list spread are added one by one.
  const exact = { all: true };
  const args = argumentValues(it, node.arguments, frame, exact);
  // One object built and added, or one of the judge's classes, keeps its properties (a join would drop them).
  const added = args.length === 1 && (isBuiltObject(args[0]) || objectsOf(args[0])) ? args[0] : join(...args, NOTHING);
  if (exact.all && pushedInOrder(it, node, receiverNode, args, frame)) return dependencies(added);
  // The list's elements are what was added (normalised strings stay normalised).
  const elems = added.paths.size > 0 ? added.paths : (computedPerElement(added, frame) ?? added.paths);
  // An object built and added (`out.push({ actions: c.args.x, after: steps[i].state })`) is read through
  // the property read, all of them where the list is consumed whole, as a list `map` built.
  const carried = isBuiltObject(added) ? { ...NOTHING, vars: added.vars } : dependencies(added);
  it.mutate(chainBase(receiverNode), { ...carried, elems, caseNormal: added.caseNormal, found: added.found, element: added }, frame);
  return dependencies(added);
}

/** A list built by pushes keeps at most this many items one by one. */
const MAX_BUILT = 256;

/**
 * `xs.push(a, ...list)` on a list built by pushes in order (mutation.ts builtByPushes), where this
 * push runs for certain (each loop around it walked once per element of a literal list, each `if`
 * around it one whose condition is decided there) and adds texts, numbers, truth values or objects: the list's items are its items so far and those added, one by one,
 * as a list literal written out would have them. False (nothing done) anywhere else.
 */
function pushedInOrder(it: Interpreter, node: ts.CallExpression, receiverNode: ts.Expression, added: readonly Value[], frame: Frame): boolean {
  const receiver = skipParens(receiverNode);
  if (frame.dead > 0 || !ts.isPropertyAccessExpression(node.expression) || node.expression.name.text !== 'push' || !ts.isIdentifier(receiver)) return false;
  const symbol = it.types.symbolAt(receiver);
  const prior = symbol && frame.env.get(symbol);
  if (!symbol || !prior?.items || prior.subset || !builtByPushes(symbol, it.types)) return false;
  const block = symbol.valueDeclaration!.parent.parent.parent;
  for (let p: ts.Node = node, up = p.parent; up !== block; p = up, up = up.parent) {
    // Each loop around walked once per element, each branch taken for certain (its condition decided here).
    if ((ts.isForOfStatement(up) && !frame.unrolled.has(up)) || (ts.isIfStatement(up) && !frame.certain.has(p))) return false;
  }
  // Texts, numbers, truth values and objects, as a list literal of them has them. A list or function, and records
  // taken from another list (`xs.push(...scores)`), are kept as the list's element (the mutator below): what such a
  // record holds is read as that list's elements are.
  const spread = node.arguments.some(ts.isSpreadElement);
  if (added.some((v) => v.items !== undefined || v.fns !== undefined || (spread && isBuiltObject(v)))) return false;
  const items = [...prior.items, ...added];
  if (items.length > MAX_BUILT) return false;
  const constants = items.every((v) => v.constant !== undefined) ? items.map((v) => v.constant!.value) : undefined;
  const elems = new Set(items.flatMap((v) => [...v.paths]));
  const list: Value = { ...join(...items.map(dependencies), NOTHING), constant: undefined, alwaysTruthy: true, elems, constantList: constants, items };
  replaced(symbol, withDeps(list, frame.controlValue()), frame);
  return true;
}

/** `s.add(a).add(b)`, `m.set(k, v).set(...)`: add and set return their receiver, so a chain adds to the collection it starts from. */
function chainBase(node: ts.Expression): ts.Expression {
  let n = skipParens(node);
  while (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && (n.expression.name.text === 'add' || n.expression.name.text === 'set')) {
    n = skipParens(n.expression.expression);
  }
  return n;
}

/**
 * A value computed from the element of a context collection the innermost loop walks
 * (`for (const c of calls) checks.push(c.args.to === X)`): one per element, as `calls.map(...)`
 * gives, so the list is still a part of that collection. Pushed in a walk over the parts of that
 * element (`for (const p of parts(c.args.code)) out.push(f(p))`), it is what `calls.flatMap(...)`
 * gives, a part of the collection still. Its element paths, or undefined.
 */
function computedPerElement(added: Value, frame: Frame): ReadonlySet<string> | undefined {
  const loop = walkedCollection(frame.loops);
  if (!loop) return undefined;
  // A list of objects the judge built one per element of the context (`out.push({ ... })`) stands for those elements.
  const over = elementsOf(loop).paths.size === 0 && loop.element !== undefined ? { ...loop, element: undefined } : loop;
  return readsElementOf(added, over) ? elementsOf(over).paths : undefined;
}

/** The context collection the innermost loop walks, or walks through the parts of its element (each inner loop's list read from it). */
function walkedCollection(loops: readonly Loop[]): Value | undefined {
  for (let i = loops.length - 1; i >= 0; i--) {
    const loop = loops[i].iterable;
    if (isContextCollection(loop)) return loops.slice(i + 1).every((inner) => readsElementOf(inner.iterable, loop)) ? loop : undefined;
  }
  return undefined;
}

/** `ids.has(x)`, `list.includes(x)`, `list.indexOf(x)`: a membership check (and a call collection-as-element reads). */
export function membership(it: Interpreter, name: string, node: ts.CallExpression, receiver: Value, receiverNode: ts.Expression, frame: Frame): Value {
  const arg = node.arguments[0];
  const value = arg ? it.ev(arg, frame) : NOTHING;
  if (arg) it.collected.memberships.push({ node, receiver: receiverNode, argument: arg, method: name });
  const collection: Value = { ...receiver, paths: receiver.element?.paths ?? receiver.elems ?? elementsOf(receiver).paths };
  if (value.constant && receiver.constantList && receiver.paths.size === 0 && name !== 'indexOf' && name !== 'lastIndexOf') {
    // A literal searched for in a literal list: decided when the code was written.
    const found = receiver.constantList.includes(value.constant.value);
    const bound = boundByArguments(it, join(value, receiver));
    if (frame.dead === 0 && !bound) {
      it.collected.constants.push({
        node,
        truthy: found,
        why: `\`${short(node.arguments[0] ?? node)}\` is ${found ? '' : 'not '}in the literal list \`${short(receiverNode)}\``,
      });
    }
    return { ...join(consumed(value), dependencies(receiver)), constant: { value: found }, explained: true, bound: bound || undefined };
  }
  const result = it.compare(node, 'membership', value, collection, arg ?? node, receiverNode);
  const needle = value.constant?.value;
  const pass = receiver.elementsPass;
  if (pass && typeof needle === 'string' && !passes(needle, pass) && name !== 'indexOf' && name !== 'lastIndexOf') {
    // Every element kept passed a condition the literal fails: it is never among them.
    const verb = pass.match === 'substring' ? 'contains' : pass.match === 'prefix' ? 'starts with' : pass.match === 'suffix' ? 'ends with' : 'equals';
    if (frame.dead === 0) {
      it.collected.constants.push({
        node,
        truthy: false,
        why: `every element of \`${short(receiverNode)}\` ${verb} ${JSON.stringify(pass.literal)}, and ${JSON.stringify(needle)} does not`,
      });
    }
    return { ...result, constant: { value: false }, explained: true };
  }
  if (name !== 'indexOf' && name !== 'lastIndexOf') return result;
  // An index compared with -1 says whether the value was found: membership, no count (a value, not a predicate).
  return { ...result, countOf: undefined, position: { check: it.collected.lastId } };
}

export function mapGet(it: Interpreter, node: ts.CallExpression, receiver: Value, frame: Frame): Value {
  const keyNode = node.arguments[0];
  const key = keyNode ? it.ev(keyNode, frame) : NOTHING;
  const pairs = literalPairs(receiver);
  if (pairs) {
    // A map made from literal entries: the value under a known key, or any of its values (`undefined` too) under another.
    const hit = key.constant !== undefined ? pairs.find((p) => p[0].constant?.value === key.constant!.value) : undefined;
    const known = key.constant !== undefined && pairs.every((p) => p[0].constant !== undefined);
    const value = hit ? hit[1] : known ? constantValue(undefined) : join(...pairs.map((p) => p[1]), constantValue(undefined));
    return withDeps(from(receiver, value), consumed(key));
  }
  const value = withDeps(elementsOf(receiver), consumed(key));
  return keyNode ? { ...value, keyed: { container: receiver.paths, key, keyNode } } : value;
}

/** The `[key, value]` entries of a map made from a literal list, when each is a pair. */
function literalPairs(map: Value): (readonly [Value, Value])[] | undefined {
  if (!map.items || map.paths.size > 0 || !map.items.every((i) => i.items?.length === 2)) return undefined;
  return map.items.map((i) => [from(i, i.items![0]), from(i, i.items![1])] as const);
}

/**
 * `map.entries()`, `map.values()`, `set.keys()`... of a map or set made from a literal list: a
 * literal list of its entries, values or keys. Undefined for any other collection.
 */
export function literalView(name: string, receiver: Value, kind: TypeKind): Value | undefined {
  if (receiver.items === undefined || receiver.paths.size > 0) return undefined;
  const base = { ...dependencies(receiver), alwaysTruthy: true as const };
  const list = (items: readonly Value[]): Value => ({ ...base, items, elems: new Set(items.flatMap((i) => [...i.paths])) });
  if (kind === 'set')
    return name === 'entries'
      ? list(receiver.items.map((i) => ({ ...list([i, i]), elems: i.paths })))
      : { ...list(receiver.items), constantList: receiver.constantList };
  const pairs = literalPairs(receiver);
  if (!pairs) return undefined;
  if (name === 'entries') return list(receiver.items);
  return list(pairs.map((p) => (name === 'keys' ? p[0] : p[1])));
}

/**
 * `some` / `every` over a literal list of conditions or expected values: a disjunction or
 * conjunction of what the callback checks, not a count. Over a list that is statically empty it
 * is vacuously true (`every`) or false (`some`).
 */
function literalCondition(
  it: Interpreter,
  name: 'some' | 'every',
  node: ts.CallExpression,
  receiver: Value,
  result: Value,
  frame: Frame,
  itemResults: readonly Value[] | undefined,
): Value {
  // Every element's check needed: a check of two lists' elements at one position is needed at every position.
  if (name === 'every') it.collected.atEveryPosition([...result.recs].filter(([, sign]) => sign === 1).map(([id]) => id));
  const joined = withDeps(neutral(dependencies(receiver)), consumed(result));
  // `some` over the items one by one: any one item's check does what all of them would.
  const value = { ...joined, constant: undefined, anyOf: (name === 'some' && itemResults && disjunction(itemResults)) || joined.anyOf };
  // The items' outcomes known one by one: one false item makes `every` false, one true item `some` true.
  const truths = itemResults?.map(truthiness);
  if (truths && truths.length > 0) {
    const decided =
      name === 'every'
        ? truths.includes(false)
          ? false
          : truths.every((t) => t === true)
            ? true
            : undefined
        : truths.includes(true)
          ? true
          : truths.every((t) => t === false)
            ? false
            : undefined;
    if (decided !== undefined) return { ...value, constant: { value: decided }, explained: true, bound: true };
  }
  if (!isEmptyList(receiver)) return value;
  const truthy = name === 'every';
  const bound = boundByArguments(it, receiver);
  if (frame.dead === 0 && !bound) {
    it.collected.constants.push({ node, truthy, why: `\`${short(node.expression)}\` is called on an empty list, so it is always ${truthy}` });
  }
  return { ...value, constant: { value: truthy }, explained: true, bound: bound || undefined };
}

/**
 * `ITEMS.filter(f)`, `ITEMS.find(f)`, `ITEMS.findIndex(f)` over a short literal list, its callback
 * called item by item: how many items pass (or the first that does) decides a comparison as `some` or
 * `every` of the callback's check does (`passingTruth`), so each is read as that.
 */
function passingOf(
  it: Interpreter,
  node: ts.CallExpression,
  receiver: Value,
  result: Value,
  frame: Frame,
  perItem: readonly Value[] | undefined,
  as: Passing['as'],
): Passing | undefined {
  if (!perItem || perItem.length === 0 || !receiver.items || receiver.subset) return undefined;
  const some = literalCondition(it, 'some', node, receiver, result, frame, perItem);
  const every = literalCondition(it, 'every', node, receiver, result, frame, perItem);
  return { some, every, total: perItem.length, as };
}

/**
 * `a.every((x, i) => x === b[i])` on a local list: the element and the index a callback is given walk
 * every position of the list (the element is the one at the index), as a loop's counter does.
 */
function walkedElement(
  it: Interpreter,
  node: ts.CallExpression,
  argNodes: readonly ts.Expression[],
  element: Value,
  receiver: Value,
  counted: boolean,
): Value[] | undefined {
  const callee = node.expression;
  if (counted || argNodes !== node.arguments || !ts.isPropertyAccessExpression(callee) || !ts.isIdentifier(skipParens(callee.expression))) return undefined;
  const list = it.types.symbolAt(skipParens(callee.expression));
  if (!list) return undefined;
  const walk = walkOf(argNodes[0], () => new Set([list]));
  return [{ ...element, at: { list, walk } }, { ...NOTHING, walk }, receiver];
}

function isBooleanCallback(it: Interpreter, node: ts.Expression | undefined): boolean {
  return node !== undefined && ts.isIdentifier(node) && node.text === 'Boolean' && isGlobal(it, node);
}

/**
 * The one condition a filter's callback checks on the element itself against a literal
 * (`(c) => c.includes('conda create')`): every element kept passes it.
 */
function passedCondition(it: Interpreter, element: Value, result: Value): Value['elementsPass'] {
  const checks = [...result.recs].filter(([, sign]) => sign === 1 || sign === -1);
  if (checks.length !== 1 || checks[0][1] !== 1 || element.paths.size === 0) return undefined;
  const record = it.collected.records.get(checks[0][0]);
  if (record?.type !== 'compare' || typeof record.expected.constant?.value !== 'string') return undefined;
  const match = record.match;
  if (match !== 'substring' && match !== 'prefix' && match !== 'suffix' && match !== 'equality') return undefined;
  return samePaths(element.paths, record.actual.paths) ? { match, literal: record.expected.constant.value, caseNormal: record.actual.caseNormal } : undefined;
}

/** Whether a text passes the condition every element of a list passed. */
function passes(text: string, condition: NonNullable<Value['elementsPass']>): boolean {
  const t = condition.caseNormal === 'lower' ? text.toLowerCase() : condition.caseNormal === 'upper' ? text.toUpperCase() : text;
  const l = condition.literal;
  return condition.match === 'substring'
    ? t.includes(l)
    : condition.match === 'prefix'
      ? t.startsWith(l)
      : condition.match === 'suffix'
        ? t.endsWith(l)
        : t === l;
}

/** The parts of the state a filter's callback keeps elements of where they differ from before, if it does. */
function changedParts(it: Interpreter, result: Value): ReadonlySet<string> | undefined {
  const parts = new Set<string>();
  for (const [id, sign] of result.recs) {
    const record = it.collected.records.get(id);
    if (sign === -1 && record?.type === 'count' && record.op === 'same-as-pre') for (const p of record.of) parts.add(p);
  }
  return parts.size > 0 ? parts : undefined;
}

/** The "same before and after" checks a callback's result must pass. */
function sameAsPre(it: Interpreter, result: Value): number[] {
  const out: number[] = [];
  for (const [id, sign] of result.recs) {
    const record = it.collected.records.get(id);
    if (sign === 1 && record?.type === 'count' && record.op === 'same-as-pre') out.push(id);
  }
  return out;
}

export function callbackMethod(
  it: Interpreter,
  name: string,
  node: ts.CallExpression,
  receiver: Value,
  kind: TypeKind,
  frame: Frame,
  /** The callback and what follows it (after the list, in `Array.prototype.some.call(list, cb)`). */
  argNodes: readonly ts.Expression[] = node.arguments,
): Value {
  const callback = argNodes[0] ? it.ev(argNodes[0], frame) : NOTHING;
  const counted = isContextCollection(receiver);
  // The elements of a literal list keep their own checks: `[c1, c2].every(Boolean)` is c1 && c2.
  // So do the elements of a list the judge filled itself (`checks.push(found)`): a list of its own conditions.
  const ownList = !counted && receiver.paths.size === 0 && receiver.elems !== undefined;
  const element =
    !counted && receiver.items && receiver.items.length > 0
      ? withNeedles(join(...receiver.items), receiver, MAX_ITEMS)
      : ownList
        ? { ...elementsOf(receiver), recs: receiver.recs }
        : elementsOf(receiver);
  const booleanCallback = name === 'filter' || name === 'some' || name === 'every' || name.startsWith('find');
  let result: Value = NOTHING;
  /** A short literal list mapped element by element: the mapped list is a literal list too. */
  let perItem: Value[] | undefined;
  if (callback.fns) {
    if (name === 'reduce' || name === 'reduceRight') {
      const initial = argNodes[1] ? it.ev(argNodes[1], frame) : NOTHING;
      const r = it.callValue(callback, [initial, element, NOTHING, receiver], frame, false).value;
      result = join(initial, r);
    } else if (name === 'sort' || name === 'toSorted') {
      // A comparator orders the elements; its comparisons select nothing and check nothing.
      result = withoutChecks(it.callValue(callback, [element, element], frame, false).value);
    } else if (name === 'map' && (perItem = foldedPerItem(it, callback, receiver))) {
      // A long literal list mapped by a pure function (`WORDS.map((w) => w.toLowerCase())`): the list it gives, item by item.
      result = join(...perItem);
    } else if (!counted && receiver.items && receiver.items.length > 0 && receiver.items.length <= MAX_ITEMS) {
      // A short literal list: the callback once per element, each with its own value (`[a, b].map(([k, v]) => ...)`).
      // A map's forEach is given each entry's value and key.
      const pairs = kind === 'map' ? literalPairs(receiver) : undefined;
      perItem = receiver.items.map(
        (item, i) => it.callValue(callback, pairs ? [pairs[i][1], pairs[i][0], receiver] : [item, constantValue(i), receiver], frame, booleanCallback).value,
      );
      result = join(...perItem);
    } else {
      // Over a list known to be empty the callback never runs: walked as dead code (what it would check), and a mapped list is empty too.
      const never = !counted && isEmptyList(receiver);
      if (never) frame.dead++;
      const walked = walkedElement(it, node, argNodes, element, receiver, counted);
      result = it.callValue(
        callback,
        walked ?? [element, NOTHING, receiver],
        frame,
        booleanCallback,
        (name === 'forEach' || name === 'map') && counted ? receiver : undefined,
      ).value;
      if (never) frame.dead--;
      if (never && (name === 'map' || name === 'flatMap')) perItem = [];
    }
  } else if (argNodes[0] && ts.isIdentifier(argNodes[0]) && GLOBAL_FUNCTIONS.has(argNodes[0].text) && isGlobal(it, argNodes[0])) {
    result = argNodes[0].text === 'Boolean' ? element : { ...element, caseNormal: undefined };
  } else if (argNodes[0] && !(name === 'sort' || name === 'toSorted')) {
    result = unresolvedCall(it.collected, argNodes[0], `${name} callback ${short(argNodes[0])}`, [element]);
  }
  // On a value typed any, the other callback methods are only lists' (arrays', typed arrays', an
  // iterator's), with one meaning; `forEach` is also a Map's, whose callback gets a value and its key.
  if (kind === 'any' && name === 'forEach') {
    it.collected.unknowns.push({
      node: node.expression,
      reason: `\`${short((node.expression as ts.PropertyAccessExpression).expression)}\` is typed any: \`forEach\` of a list and of a map call back with different values`,
      axes: ['count', 'content', 'case'],
    });
  }
  result = withDeps(result, dependencies(callback));
  const used = neutral(consumed(result));
  switch (name) {
    case 'filter':
      // A part of a literal list is still a literal list (its items, each possibly left out), not a context collection.
      // Keeping the elements that differ from before gives the changes of that part of the state.
      return {
        ...withDeps(dependencies(receiver), used),
        ...sameElements(receiver),
        items: receiver.items,
        subset: receiver.items !== undefined || undefined,
        changes: changedParts(it, result) ?? receiver.changes,
        elementsPass: passedCondition(it, element, result) ?? receiver.elementsPass,
        passing: passingOf(it, node, receiver, result, frame, perItem, 'list'),
        // The parts of a found text that a filter keeps are still parts of it (nothing found: none of them).
        found: receiver.absent ? undefined : receiver.found,
      };
    case 'sort':
    case 'toSorted':
      return { ...withDeps(dependencies(receiver), used), ...sameElements(receiver), sorted: true, constantList: receiver.constantList };
    case 'map':
      // A filtered literal list mapped holds the values of the items that passed, as many as passed: which ones is not known (reading 41).
      return perItem ? literalList(collectionOf(itemsCalled(receiver), result), perItem, receiver.subset) : collectionOf(receiver, result);
    case 'flatMap':
      // A list returned for an element adds its elements, one value returned adds itself.
      return collectionOf(
        perItem ? itemsCalled(receiver) : receiver,
        result.elems !== undefined || result.items !== undefined ? { ...elementsOf(result), recs: result.recs } : result,
      );
    case 'some':
    case 'every': {
      if (!counted)
        return literalCondition(it, name, node, receiver, result, frame, perItem ?? (isBooleanCallback(it, argNodes[0]) ? receiver.items : undefined));
      const value: Value = { ...withDeps(dependencies(receiver), used), constant: undefined };
      // Every element the same before and after (`pre.rows.every((r) => r === byId.get(r.id))`): that is
      // the "nothing changed" requirement itself, not a condition on all elements besides.
      const unchanged = name === 'every' ? sameAsPre(it, result) : [];
      if (unchanged.length > 0) return unchanged.reduce<Value>((v, id) => withRecord(v, id, 1), value);
      const id = it.collected.addRecord({ type: 'count', node, of: receiver.paths, op: name === 'some' ? 'truthy' : 'every' });
      return withRecord(value, id, 1);
    }
    case 'find':
    case 'findLast': {
      // No element may pass: what it gives is then `undefined`, however truthy every element is (a class, a function).
      if (!counted)
        return {
          ...withDeps(element, used),
          alwaysTruthy: undefined,
          constant: undefined,
          passing: passingOf(it, node, receiver, result, frame, perItem, 'element'),
        };
      const id = it.collected.addRecord({ type: 'count', node, of: receiver.paths, op: 'truthy' });
      // The element's parts (a tuple destructured) are found by the same search.
      const chosen = withDepsInParts(element, used);
      return { ...withRecord(chosen, id, 1), items: chosen.items?.map((part) => withRecord(part, id, 1)), found: id };
    }
    case 'findIndex':
    case 'findLastIndex': {
      if (!counted) return { ...withDeps(dependencies(receiver), used), position: {}, passing: passingOf(it, node, receiver, result, frame, perItem, 'index') };
      const id = it.collected.addRecord({ type: 'count', node, of: receiver.paths, op: 'truthy' });
      return { ...withRecord(withDeps(dependencies(receiver), used), id, 0), position: { search: id } };
    }
    case 'reduce':
    case 'reduceRight': {
      const value = withDeps({ ...result, constant: undefined }, dependencies(receiver));
      return counted && !value.countOf ? reducedOver(it, node, receiver, element, value, callback, argNodes[1]) : value;
    }
    default:
      return withDeps(dependencies(receiver), used);
  }
}

/**
 * A literal list whose callback ran once per item: what the items hold reaches the result through
 * the callback, which was given each of them, so the list adds only what is its own (what chose
 * it, what filtered it), not what an item holds that the callback did not read
 * (`[row].flatMap((r) => Object.keys(r))` does not read the row's values).
 */
function itemsCalled(list: Value): Value {
  const items = list.items ?? [];
  const held = new Set(items.flatMap((item) => [...consumed(item).deps]));
  const heldVars = new Set(items.flatMap((item) => [...item.vars]));
  const heldRecs = new Set(items.flatMap((item) => [...consumed(item).recs.keys()]));
  return {
    ...list,
    deps: new Set([...list.deps].filter((d) => !held.has(d))),
    vars: new Set([...list.vars].filter((v) => !heldVars.has(v))),
    recs: new Map([...list.recs].filter(([id]) => !heldRecs.has(id))),
  };
}

/**
 * A reduce over a context collection that is not a count (those are running totals of indicators):
 * one element picked (`xs.reduce((best, x) => (better(x, best) ? x : best), undefined)`), present
 * when the collection is not empty, as a found element is; a flag or 0/1 score folded with `||` or
 * `Math.max` (some element passes) or with `&&` or `Math.min` (every element does); otherwise,
 * where the elements' checks reach the result, how many must pass is not followed: an unknown count.
 */
function reducedOver(
  it: Interpreter,
  node: ts.CallExpression,
  receiver: Value,
  element: Value,
  value: Value,
  callback: Value,
  initialNode: ts.Expression | undefined,
): Value {
  const initial = initialNode ? skipParens(initialNode) : undefined;
  const nothing = !initial || initial.kind === ts.SyntaxKind.NullKeyword || (ts.isIdentifier(initial) && initial.text === 'undefined');
  if (nothing && [...element.paths].some((p) => value.paths.has(p))) {
    const id = it.collected.addRecord({ type: 'count', node, of: receiver.paths, op: 'truthy' });
    return { ...withRecord(value, id, 0), found: id };
  }
  const fold = callback.fns?.length === 1 ? foldOperator(callback.fns[0].fn) : undefined;
  const checks = [...value.recs.values()].some((sign) => sign === 1 || sign === -1);
  if (fold && checks) {
    const id = it.collected.addRecord({ type: 'count', node, of: receiver.paths, op: fold === 'some' ? 'truthy' : 'every' });
    return withRecord({ ...neutral(value), indicator: value.indicator }, id, 1);
  }
  if (checks && readsElementOf(value, receiver)) {
    const reason = `\`${short(node.expression)}\` folds checks on each element of ${[...receiver.paths].sort()[0]}: how many must pass is not followed`;
    it.collected.unknowns.push({ node, reason, axes: ['count'] });
  }
  return value;
}

/** What a reducer returns when it is `acc || x` or `Math.max(acc, x)` (some), `acc && x` or `Math.min(acc, x)` (every), of its accumulator. */
function foldOperator(fn: ts.SignatureDeclaration): 'some' | 'every' | undefined {
  const acc = fn.parameters[0]?.name;
  if (!acc || !ts.isIdentifier(acc)) return undefined;
  const e = returnedExpression(fn as ts.FunctionLikeDeclaration);
  if (!e) return undefined;
  const isAcc = (x: ts.Expression) => ts.isIdentifier(skipParens(x)) && (skipParens(x) as ts.Identifier).text === acc.text;
  if (ts.isBinaryExpression(e) && (isAcc(e.left) || isAcc(e.right))) {
    if (e.operatorToken.kind === ts.SyntaxKind.BarBarToken) return 'some';
    if (e.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken) return 'every';
  }
  const extremum = ts.isCallExpression(e) && e.arguments.length === 2 && e.arguments.some(isAcc) ? mathExtremum(e) : undefined;
  if (extremum) return extremum === 'max' ? 'some' : 'every';
  return undefined;
}

/** A list whose elements are known one by one (a literal list mapped): its items, and its constants when all are. */
function literalList(list: Value, items: readonly Value[], subset?: boolean): Value {
  // Items of a filtered list (`subset`) are each possibly left out: constants, but not a constant list.
  const constants = !subset && items.every((i) => i.constant !== undefined && i.paths.size === 0) ? items.map((i) => i.constant!.value) : undefined;
  return { ...list, items, constantList: constants, alwaysTruthy: true, subset: subset || undefined };
}

/**
 * A literal list of constants too long to walk once per item, mapped by a function the folder can
 * run on each (a pure function of the item, its index and the list): the values it gives, one per
 * item, each a constant. Undefined where any of them is not.
 */
function foldedPerItem(it: Interpreter, callback: Value, list: Value): Value[] | undefined {
  const items = list.items;
  if (!items || items.length <= MAX_ITEMS || !list.constantList || list.paths.size > 0 || list.subset || callback.fns?.length !== 1) return undefined;
  const fn = callback.fns[0].fn;
  const out: Value[] = [];
  for (const [i, item] of items.entries()) {
    const value = foldedCall(it, fn, [item, constantValue(i), list]);
    if (value?.constant === undefined) return undefined;
    out.push(value);
  }
  return out;
}
