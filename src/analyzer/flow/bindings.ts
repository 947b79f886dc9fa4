import { ts } from 'ts-morph';
import type { Frame } from './frame.ts';
import type { Interpreter } from './interpreter.ts';
import { signature } from './signature.ts';
import { isConstDeclaration, isParameterOfHelper, skipParens } from './syntax.ts';
import { isLibraryFile } from './types.ts';
import { NOTHING, constantValue, consumed, elementsOf, join, member, withDeps, withVar, type Value } from './value.ts';

/**
 * Names and their values: declarations and destructuring, assignments (a variable's value is the
 * join of everything assigned to it), reading a name, and names declared outside the judge.
 */

export function bind(it: Interpreter, name: ts.BindingName, value: Value, frame: Frame, decl: ts.Node, fromContext: boolean): void {
  if (ts.isIdentifier(name)) {
    const symbol = it.types.symbolAt(name);
    if (!symbol) return;
    const { bindings } = it.collected;
    if (!bindings.has(symbol)) {
      bindings.set(symbol, { symbol, node: name, name: name.text, fromContext, own: frame.own && !isParameterOfHelper(decl, it.root) });
    }
    store(symbol, value, frame, true);
    return;
  }
  if (ts.isObjectBindingPattern(name)) {
    for (const el of name.elements) {
      let v: Value;
      if (el.dotDotDotToken) v = value;
      else {
        const prop = el.propertyName ?? el.name;
        const key = ts.isIdentifier(prop) || ts.isStringLiteral(prop) ? prop.text : ts.isComputedPropertyName(prop) ? '[*]' : prop.getText();
        v = member(value, key === '[*]' ? '[*]' : `.${key}`);
      }
      if (el.initializer) v = join(v, it.ev(el.initializer, frame));
      it.bind(el.name, v, frame, el, fromContext);
    }
    return;
  }
  for (const el of name.elements) {
    if (ts.isOmittedExpression(el)) continue;
    let v = el.dotDotDotToken ? value : elementsOf(value);
    if (el.initializer) v = join(v, it.ev(el.initializer, frame));
    it.bind(el.name, v, frame, el, fromContext);
  }
}

function store(symbol: ts.Symbol, value: Value, frame: Frame, declaration: boolean): void {
  const holder = (declaration ? frame : frame.holder(symbol)) ?? frame;
  const prior = holder.env.get(symbol);
  if (!prior) {
    holder.env.set(symbol, value);
    if (!declaration) holder.changes++;
    return;
  }
  const merged = join(prior, value);
  if (signature(merged) !== signature(prior)) {
    holder.env.set(symbol, merged);
    holder.changes++;
  }
}

/** `x = v`, `x.y = v`, `x[i] = v`: the root variable takes the new value. */
export function assign(it: Interpreter, target: ts.Node, value: Value, frame: Frame): void {
  const t = skipParens(target as ts.Expression);
  if (ts.isIdentifier(t)) {
    const symbol = it.types.symbolAt(t);
    if (symbol) store(symbol, withDeps(value, frame.controlValue()), frame, false);
    return;
  }
  if (ts.isPropertyAccessExpression(t) || ts.isElementAccessExpression(t)) {
    it.assign(t.expression, consumed(value), frame);
    return;
  }
  if (ts.isObjectLiteralExpression(t) || ts.isArrayLiteralExpression(t)) {
    for (const el of ts.isObjectLiteralExpression(t) ? t.properties : t.elements) {
      const inner = ts.isPropertyAssignment(el) ? el.initializer : ts.isShorthandPropertyAssignment(el) ? el.name : el;
      it.assign(inner, value, frame);
    }
  }
}

export function identifier(it: Interpreter, node: ts.Identifier, frame: Frame): Value {
  if (node.text === 'undefined') return constantValue(undefined);
  const symbol = it.types.symbolAt(node);
  if (!symbol) return NOTHING;
  it.collected.referenced.add(symbol);
  const holder = frame.holder(symbol);
  if (holder) return withVar(holder.env.get(symbol)!, symbol);
  return it.declaredValue(symbol);
}

export function declaredValue(it: Interpreter, symbol: ts.Symbol): Value {
  const cached = it.moduleValues.get(symbol);
  if (cached) return cached;
  const decl = symbol.valueDeclaration ?? symbol.declarations?.[0];
  let value: Value = NOTHING;
  it.moduleValues.set(symbol, value);
  if (decl && !isLibraryFile(decl.getSourceFile())) {
    if (ts.isFunctionDeclaration(decl) || ts.isMethodDeclaration(decl)) value = { ...NOTHING, fn: decl, alwaysTruthy: true };
    else if (ts.isVariableDeclaration(decl) && decl.initializer && isConstDeclaration(decl)) {
      if (ts.isIdentifier(decl.name)) value = it.moduleExpression(decl.initializer);
      else value = NOTHING;
    } else if (ts.isPropertyAssignment(decl)) value = it.moduleExpression(decl.initializer);
  }
  it.moduleValues.set(symbol, value);
  return value;
}
