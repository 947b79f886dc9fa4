import { CONSOLE_METHODS } from '../flow/builtins/names.ts';
import { enclosingFunction, isAssignmentOperator, isIncrement, skipParens } from '../flow/syntax.ts';
import type { TypeFacts } from '../flow/types.ts';
import { ts } from '../typescript.js';

/** `console.log(...)` and its kin: what they are given is printed, never returned. */
const LOGGING = new RegExp(`^console\\.(${[...CONSOLE_METHODS].join('|')})$`);

/** `node` is given to `console.log(...)` or its kin (`call` its parent): printed, nothing more. */
export function printedBy(call: ts.CallExpression, node: ts.Node): boolean {
  return call.arguments.includes(node as ts.Expression) && LOGGING.test(call.expression.getText());
}

/**
 * A local of a function whose value goes nowhere but into locals of its kind: itself (`score +=
 * 1`), another such local, a log, a statement of its own. No return gives it, nothing outside the
 * function is written with it, no condition tests it: no caller can see it, whatever it is passed
 * (a function with no \`return\` of a value gives its callers \`undefined\`). A value written into an
 * object, a field or a variable outside the function, passed to a call, thrown, returned or tested
 * by a condition goes somewhere.
 */
export function droppedWithItsFunction(name: ts.Node, symbol: ts.Symbol, types: TypeFacts): boolean {
  const fn = enclosingFunction(name);
  if (!fn?.body || !ts.isBlock(fn.body) || localDeclaration(name, fn) === undefined) return false;
  return droppedLocals(fn, types).has(symbol);
}

/** The variable a name declares, when it is a local of `fn` (not of a function inside it). */
function localDeclaration(name: ts.Node, fn: ts.FunctionLikeDeclaration): ts.VariableDeclaration | undefined {
  const decl = name.parent;
  return ts.isVariableDeclaration(decl) && decl.name === name && enclosingFunction(decl) === fn ? decl : undefined;
}

const cache = new WeakMap<ts.Node, ReadonlySet<ts.Symbol>>();

/** The locals of `fn` whose every read only feeds locals of the set: the largest such set. */
function droppedLocals(fn: ts.FunctionLikeDeclaration, types: TypeFacts): ReadonlySet<ts.Symbol> {
  const known = cache.get(fn);
  if (known) return known;
  const reads = new Map<ts.Symbol, ts.Identifier[]>();
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) {
      const symbol = types.symbolAt(node);
      const decl = symbol?.valueDeclaration;
      if (symbol && decl && ts.isVariableDeclaration(decl) && decl.name !== node && localDeclaration(decl.name, fn))
        reads.set(symbol, [...(reads.get(symbol) ?? []), node]);
    }
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(fn.body!, visit);
  const locals = new Set<ts.Symbol>();
  const declared = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && localDeclaration(node.name, fn)) {
      const symbol = types.symbolAt(node.name);
      if (symbol) locals.add(symbol);
    }
    ts.forEachChild(node, declared);
  };
  ts.forEachChild(fn.body!, declared);
  for (let changed = true; changed;) {
    changed = false;
    for (const symbol of locals)
      if (!(reads.get(symbol) ?? []).every((id) => staysAmong(id, locals, types))) {
        locals.delete(symbol);
        changed = true;
      }
  }
  cache.set(fn, locals);
  return locals;
}

/** A value that is part of its parent's value, unchanged in where it goes. */
function carriesOn(parent: ts.Node, node: ts.Node): boolean {
  if (ts.isParenthesizedExpression(parent) || ts.isAsExpression(parent) || ts.isNonNullExpression(parent) || ts.isTypeAssertionExpression(parent)) return true;
  if (ts.isPrefixUnaryExpression(parent)) return !isIncrement(parent.operator);
  if (ts.isBinaryExpression(parent)) return !isAssignmentOperator(parent.operatorToken.kind) && parent.operatorToken.kind !== ts.SyntaxKind.CommaToken;
  if (ts.isConditionalExpression(parent) || ts.isTemplateSpan(parent) || ts.isTemplateExpression(parent)) return true;
  return (ts.isPropertyAccessExpression(parent) || ts.isElementAccessExpression(parent)) && parent.expression === node;
}

/** Where the value read at `id` goes: into a local of the set, a log or a statement of its own, and nowhere else. */
function staysAmong(id: ts.Identifier, locals: ReadonlySet<ts.Symbol>, types: TypeFacts): boolean {
  const intoLocal = (target: ts.Node): boolean => {
    const e = skipParens(target as ts.Expression);
    const symbol = ts.isIdentifier(e) ? types.symbolAt(e) : undefined;
    return symbol !== undefined && locals.has(symbol);
  };
  let node: ts.Node = id;
  for (;;) {
    const parent = node.parent;
    if (carriesOn(parent, node)) {
      node = parent;
      continue;
    }
    // `score += 1`, `n++`: written back into the local, and what the expression gives goes on from there.
    const stepped = (ts.isPostfixUnaryExpression(parent) || ts.isPrefixUnaryExpression(parent)) && isIncrement(parent.operator);
    if (stepped || (ts.isBinaryExpression(parent) && isAssignmentOperator(parent.operatorToken.kind))) {
      const target = ts.isBinaryExpression(parent) ? parent.left : node;
      if (!intoLocal(target)) return false;
      node = parent;
      continue;
    }
    if (ts.isVariableDeclaration(parent)) return parent.initializer === node && intoLocal(parent.name);
    if (ts.isCallExpression(parent)) return printedBy(parent, node);
    if (ts.isExpressionStatement(parent)) return true;
    // The incrementor of a `for`: a statement of its own.
    return ts.isForStatement(parent) && parent.incrementor === node;
  }
}
