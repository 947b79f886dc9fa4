import { ts } from '../typescript.js';
import { callbackMethod, isCollectionKind, mapGet, membership, mutator } from './builtins/collections.ts';
import { globalFunction, isGlobal, staticCall } from './builtins/globals.ts';
import { CALLBACK_METHODS, GLOBAL_FUNCTIONS, GLOBAL_NAMESPACES, MUTATORS, PASS_THROUGH_METHODS } from './builtins/names.ts';
import { stringMethod } from './builtins/strings.ts';
import type { Frame } from './frame.ts';
import type { Interpreter, Invocation } from './interpreter.ts';
import { short, skipParens } from './syntax.ts';
import { unresolvedCall } from './unknown.ts';
import { NOTHING, constantValue, consumed, dependencies, fieldOf, from, join, literalsOf, matchOf, withDeps, type Value } from './value.ts';

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
  const target = it.ev(callee, frame);
  const args = argumentValues(it, node.arguments, frame);
  if (ts.isIdentifier(callee) && GLOBAL_FUNCTIONS.has(callee.text) && isGlobal(it, callee)) return globalFunction(callee.text, args);
  if (target.fns) return callFunctionValue(it, node, target, args, frame);
  return unresolvedCall(it.collected, node, short(callee), [target, ...args]);
}

/** A call of a value that is one or more functions (a pure one on literal arguments is folded by callValue). */
function callFunctionValue(it: Interpreter, node: ts.CallExpression, target: Value, args: readonly Value[], frame: Frame): Value {
  const invocation = it.callValue(target, args, frame, returnsBoolean(it, node));
  handBack(it, invocation, node.arguments, frame);
  // A check a helper computes, called for its value and the value dropped (`sentTo(post, X);`).
  if (ts.isExpressionStatement(node.parent) && !invocation.mutations && frame.dead === 0 && carriesCheck(invocation.value)) it.collected.discarded.push(node);
  return withDeps(invocation.value, dependencies(target));
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

/**
 * The arguments of a call, a spread of a list whose elements are known one by one (a rest
 * parameter passed on: `fn(...args)`) in their places.
 */
function argumentValues(it: Interpreter, nodes: readonly ts.Expression[], frame: Frame): Value[] {
  const out: Value[] = [];
  for (const node of nodes) {
    if (ts.isSpreadElement(node)) {
      const list = it.ev(node.expression, frame);
      if (list.items && list.paths.size === 0) {
        out.push(...list.items.map((item) => from(list, item)));
        continue;
      }
    }
    out.push(it.ev(node, frame));
  }
  return out;
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
  const receiver = it.ev(receiverNode, frame);
  const kind = it.types.kindOf(receiverNode);
  const argNodes = node.arguments;

  if (ts.isIdentifier(receiverNode) && receiverNode.text === 'console' && isGlobal(it, receiverNode)) return logged(it, node, frame);
  if (name === 'evaluate' && /Predicate$/.test(it.types.typeOf(receiverNode).getSymbol()?.getName() ?? '')) {
    return predicateEvaluation(it, receiverNode, argNodes, frame);
  }
  if (MUTATORS.has(name) && isCollectionKind(kind)) return mutator(it, node, receiverNode, frame);
  if (CALLBACK_METHODS.has(name) && (isCollectionKind(kind) || kind === 'any' || receiver.elems)) {
    return callbackMethod(it, name, node, receiver, kind, frame);
  }
  if (kind === 'regexp' && (name === 'test' || name === 'exec')) {
    const subject = argNodes[0] ? it.ev(argNodes[0], frame) : NOTHING;
    const tested = it.compare(node, 'regex', subject, receiver, argNodes[0] ?? node, receiverNode);
    return name === 'exec' ? matchOf(subject, tested, it.collected.lastId) : tested;
  }
  if (kind === 'string' || (receiver.constant && typeof receiver.constant.value === 'string')) {
    return stringMethod(it, name, node, receiver, receiverNode, frame);
  }
  if ((name === 'has' || name === 'includes' || name === 'indexOf' || name === 'lastIndexOf') && (isCollectionKind(kind) || receiver.elems)) {
    return membership(it, name, node, receiver, receiverNode, frame);
  }
  if (name === 'get' && kind === 'map') return mapGet(it, node, receiver, frame);
  if (name === 'join' && (kind === 'array' || receiver.elems)) {
    // A list joined into one string and compared is compared as a list, in order.
    const args = argNodes.map((a) => consumed(it.ev(a, frame)));
    return withDeps({ ...receiver, constant: undefined, constantList: undefined, serialised: receiver.sorted ? 'sorted' : 'plain' }, join(...args, NOTHING));
  }
  if (name === 'fill' && (kind === 'array' || receiver.elems)) {
    // `new Array(n).fill(0)`: a list of the receiver's size whose elements are the value.
    const value = argNodes[0] ? it.ev(argNodes[0], frame) : NOTHING;
    const bounds = argNodes.slice(1).map((a) => consumed(it.ev(a, frame)));
    return { ...join(dependencies(receiver), dependencies(value), ...bounds), elems: value.paths, alwaysTruthy: true };
  }
  if (PASS_THROUGH_METHODS.has(name) && kind !== 'any' && kind !== 'other') {
    const args = argNodes.map((a) => consumed(it.ev(a, frame)));
    return withDeps({ ...receiver, constant: undefined, constantList: undefined, literals: literalsOf(receiver) }, join(...args, NOTHING));
  }
  // A function kept in an object the judge built (`checks.recipient(ctx)`), with the locals it closes over.
  const field = fieldOf(receiver, name);
  if (field?.fns) return withDeps(it.callValue(field, argumentValues(it, argNodes, frame), frame, returnsBoolean(it, node)).value, dependencies(receiver));
  // A method of an object literal or class written in analysable code.
  if (receiver.fns === undefined) {
    const symbol = it.types.symbolAt(callee.name);
    const decl = symbol?.valueDeclaration;
    if (decl && !it.types.isLibrary(decl.getSourceFile())) {
      const target = it.declaredValue(symbol);
      if (target.fns) {
        const args = argumentValues(it, argNodes, frame);
        return withDeps(it.callValue(target, args, frame, returnsBoolean(it, node)).value, dependencies(receiver));
      }
    }
  }
  const args = argNodes.map((a) => it.ev(a, frame));
  return unresolvedCall(it.collected, node, `${short(receiverNode)}.${name}`, [receiver, ...args]);
}

/** `predicate.evaluate(trace)` inside an imperative judge: read the predicate declaratively. */
function predicateEvaluation(it: Interpreter, receiver: ts.Expression, args: readonly ts.Expression[], frame: Frame): Value {
  const inputs = join(...args.map((a) => it.ev(a, frame)), NOTHING);
  const facts = it.readPredicate(receiver);
  it.collected.unknowns.push(...facts.unknowns);
  return { ...NOTHING, deps: facts.verdict.deps, recs: facts.verdict.recs, vars: inputs.vars, evaluation: true };
}
