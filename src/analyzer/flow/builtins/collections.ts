import { ts } from 'ts-morph';
import type { Frame } from '../frame.ts';
import type { Interpreter } from '../interpreter.ts';
import { short } from '../syntax.ts';
import type { TypeKind } from '../types.ts';
import { unresolvedCall } from '../unknown.ts';
import { NOTHING, collectionOf, consumed, dependencies, elementsOf, join, neutral, withDeps, withRecord, type Value } from '../value.ts';
import { GLOBAL_FUNCTIONS } from './names.ts';
import { isGlobal } from './globals.ts';

/**
 * Arrays, sets and maps: callback methods (filter, map, some, every, find, reduce, sort), membership
 * (`has`, `includes`, `indexOf`), mutators (`push`, `add`) and `Map#get`.
 */

export function isCollectionKind(kind: TypeKind): boolean {
  return kind === 'array' || kind === 'set' || kind === 'map';
}

/** `list.push(x)`, `set.add(x)`: the collection's elements now include what was added. */
export function mutator(it: Interpreter, node: ts.CallExpression, receiverNode: ts.Expression, frame: Frame): Value {
  const args = node.arguments.map((a) => it.ev(a, frame));
  const added = join(...args, NOTHING);
  it.assign(receiverNode, { ...dependencies(added), elems: added.paths }, frame);
  return dependencies(added);
}

/** `ids.has(x)`, `list.includes(x)`, `list.indexOf(x)`: a membership check (and a call collection-as-element reads). */
export function membership(it: Interpreter, name: string, node: ts.CallExpression, receiver: Value, receiverNode: ts.Expression, frame: Frame): Value {
  const arg = node.arguments[0];
  const value = arg ? it.ev(arg, frame) : NOTHING;
  if (arg) it.collected.memberships.push({ node, receiver: receiverNode, argument: arg, method: name });
  const collection: Value = { ...receiver, paths: receiver.elems ?? elementsOf(receiver).paths };
  const result = it.compare(node, 'membership', value, collection, arg ?? node, receiverNode);
  return name === 'indexOf' || name === 'lastIndexOf' ? { ...result, countOf: undefined } : result;
}

export function mapGet(it: Interpreter, node: ts.CallExpression, receiver: Value, frame: Frame): Value {
  const key = node.arguments[0] ? it.ev(node.arguments[0], frame) : NOTHING;
  return withDeps(elementsOf(receiver), consumed(key));
}

export function callbackMethod(it: Interpreter, name: string, node: ts.CallExpression, receiver: Value, kind: TypeKind, frame: Frame): Value {
  const argNodes = node.arguments;
  const callback = argNodes[0] ? it.ev(argNodes[0], frame) : NOTHING;
  const element = elementsOf(receiver);
  const booleanCallback = name === 'filter' || name === 'some' || name === 'every' || name.startsWith('find');
  let result: Value = NOTHING;
  if (callback.fn) {
    if (name === 'reduce' || name === 'reduceRight') {
      const initial = argNodes[1] ? it.ev(argNodes[1], frame) : NOTHING;
      const r = it.invoke(callback.fn, [initial, element, NOTHING, receiver], frame, false).value;
      result = join(initial, r);
    } else if (name === 'sort' || name === 'toSorted') {
      result = dependencies(consumed(it.invoke(callback.fn, [element, element], frame, false).value));
    } else {
      result = it.invoke(callback.fn, [element, NOTHING, receiver], frame, booleanCallback).value;
    }
  } else if (argNodes[0] && ts.isIdentifier(argNodes[0]) && GLOBAL_FUNCTIONS.has(argNodes[0].text) && isGlobal(it, argNodes[0])) {
    result = argNodes[0].text === 'Boolean' ? element : { ...element, caseNormal: undefined };
  } else if (argNodes[0] && !(name === 'sort' || name === 'toSorted')) {
    result = unresolvedCall(it.collected, argNodes[0], `${name} callback ${short(argNodes[0])}`, [element]);
  }
  if (kind === 'any') {
    it.collected.unknowns.push({
      node: node.expression,
      reason: `\`${short((node.expression as ts.PropertyAccessExpression).expression)}\` is typed any`,
      axes: ['count', 'content', 'case'],
    });
  }
  result = withDeps(result, dependencies(callback));
  const used = neutral(consumed(result));
  switch (name) {
    case 'filter':
      return { ...withDeps(dependencies(receiver), used), paths: receiver.paths, elems: receiver.elems };
    case 'sort':
    case 'toSorted':
      return { ...withDeps(dependencies(receiver), used), paths: receiver.paths, elems: receiver.elems, sorted: true };
    case 'map':
    case 'flatMap':
      return collectionOf(receiver, result);
    case 'some':
    case 'every': {
      const id = it.collected.addRecord({ type: 'count', node, of: receiver.paths, op: name === 'some' ? 'truthy' : 'every' });
      return withRecord({ ...withDeps(dependencies(receiver), used), constant: undefined }, id, 1);
    }
    case 'find':
    case 'findLast': {
      const id = it.collected.addRecord({ type: 'count', node, of: receiver.paths, op: 'truthy' });
      return withRecord(withDeps(element, used), id, 1);
    }
    case 'findIndex':
    case 'findLastIndex':
      return withDeps(dependencies(receiver), used);
    case 'reduce':
    case 'reduceRight':
      return withDeps({ ...result, constant: undefined }, dependencies(receiver));
    default:
      return withDeps(dependencies(receiver), used);
  }
}
