import { ts } from '../typescript.js';
import type { Frame } from './frame.ts';
import { isAssignmentOperator, isIncrement, skipParens } from './syntax.ts';
import { join, type Value } from './value.ts';

/**
 * Variables lower-cased (or upper-cased) in place (`s = s.toLowerCase()`, possibly under a
 * condition: `if (!caseSensitive) { s = s.toLowerCase(); t = t.toLowerCase(); }`). A variable's
 * value is otherwise the join of everything assigned to it, which loses the case; here, where every
 * write to it other than its declaration is such a statement, the frame follows where the writes
 * have run: on every path to the current point (`definite`, with what the last one gave), or on
 * some only (`possible`: the reads there are normalised or not).
 */
export type Direction = 'lower' | 'upper';

/** The case each normalising string method gives its text. */
export const NORMALISERS: Readonly<Record<string, Direction>> = {
  toLowerCase: 'lower',
  toLocaleLowerCase: 'lower',
  toUpperCase: 'upper',
  toLocaleUpperCase: 'upper',
};

/** `x = <call>` as a statement: the call assigned; else undefined. */
function assignedCall(id: ts.Identifier): ts.CallExpression | undefined {
  const assignment = id.parent;
  if (!ts.isBinaryExpression(assignment) || assignment.left !== id || assignment.operatorToken.kind !== ts.SyntaxKind.EqualsToken) return undefined;
  if (!ts.isExpressionStatement(assignment.parent)) return undefined;
  const call = skipParens(assignment.right);
  return ts.isCallExpression(call) ? call : undefined;
}

/** `x = <e>.m(...)` as a statement: the method call assigned, with its method; else undefined. */
function assignedMethodCall(id: ts.Identifier): { readonly call: ts.CallExpression; readonly method: ts.PropertyAccessExpression } | undefined {
  const call = assignedCall(id);
  const method = call && skipParens(call.expression);
  return call && method && ts.isPropertyAccessExpression(method) ? { call, method } : undefined;
}

/** `x = <e>.toLowerCase()` as a statement: the direction; else undefined. */
function normalisingStatement(id: ts.Identifier): Direction | undefined {
  const assigned = assignedMethodCall(id);
  return assigned && assigned.call.arguments.length === 0 ? NORMALISERS[assigned.method.name.text] : undefined;
}

/**
 * String methods whose result has the letters of their receiver in the same case, or none of its
 * letters changed by the call itself: `x = x.trim()`, `x = x.replaceAll(',', '')` (a replacement
 * without cased letters), chained or not (`x = x.replace(/\s+/g, ' ').trim()`). Whether the
 * result is still normalised is the evaluator's (a replacement with capitals is not); such a write
 * keeps the variable in place rather than writing it otherwise.
 */
const KEEPING_CASE = new Set(['trim', 'trimStart', 'trimEnd', 'replace', 'replaceAll', 'slice', 'substring', 'substr', 'normalize', 'padStart', 'padEnd']);

/** How a write `x = ...` may keep the variable's case: by methods that keep it, by a helper given it, or not at all. */
type Keeping = 'methods' | 'helper';

/** `x = x.trim()`, `x = x.replace(/\s/g, ' ').trim()` (methods of KEEPING_CASE chained on the variable itself), or `x = clean(x)` (a function given the variable) as a statement. */
function keepingStatement(id: ts.Identifier, symbolAt: (n: ts.Node) => ts.Symbol | undefined): Keeping | undefined {
  const assigned = assignedCall(id);
  if (!assigned) return undefined;
  const same = (e: ts.Expression): boolean => ts.isIdentifier(e) && symbolAt(e) === symbolAt(id);
  let e: ts.Expression = assigned;
  while (ts.isCallExpression(e) && ts.isPropertyAccessExpression(skipParens(e.expression))) {
    const callee = skipParens(e.expression) as ts.PropertyAccessExpression;
    if (!KEEPING_CASE.has(callee.name.text) || !caselessReplacement(e, callee)) break;
    e = skipParens(callee.expression);
  }
  if (e !== assigned && same(e)) return 'methods';
  // A helper the variable is given (`x = PromptExtraction.sanitise(x)`): whether it returns the text in its case is the evaluator's to judge.
  const callee = skipParens(assigned.expression);
  const stringMethod = ts.isPropertyAccessExpression(callee) && (KEEPING_CASE.has(callee.name.text) || callee.name.text in NORMALISERS);
  return !stringMethod && assigned.arguments.some((a) => same(skipParens(a))) ? 'helper' : undefined;
}

/** A replacement keeps the case only when it is a text without cased letters (`''`, `' '`); other methods always do. */
function caselessReplacement(call: ts.CallExpression, callee: ts.PropertyAccessExpression): boolean {
  if (!/^replace(All)?$/.test(callee.name.text)) return true;
  const replacement = call.arguments[1];
  return replacement !== undefined && ts.isStringLiteralLike(replacement) && replacement.text.toLowerCase() === replacement.text.toUpperCase();
}

/** An identifier in a place that writes it (other than its declaration). */
function isWrite(id: ts.Identifier): boolean {
  let n: ts.Node = id;
  // Through destructuring assignment targets (`[a, b] = ...`, `({ a } = ...)`).
  while (
    ts.isParenthesizedExpression(n.parent) ||
    ts.isArrayLiteralExpression(n.parent) ||
    ts.isShorthandPropertyAssignment(n.parent) ||
    (ts.isPropertyAssignment(n.parent) && n.parent.initializer === n) ||
    ts.isObjectLiteralExpression(n.parent) ||
    ts.isSpreadElement(n.parent) ||
    ts.isSpreadAssignment(n.parent)
  )
    n = n.parent;
  const p = n.parent;
  if (ts.isBinaryExpression(p) && p.left === n && isAssignmentOperator(p.operatorToken.kind)) return true;
  if ((ts.isPrefixUnaryExpression(p) || ts.isPostfixUnaryExpression(p)) && isIncrement(p.operator)) return true;
  return (ts.isForOfStatement(p) || ts.isForInStatement(p)) && p.initializer === n;
}

const eligible = new WeakMap<ts.Symbol, Direction | null>();

/**
 * The direction every write of the variable normalises it to, where each write other than its
 * declaration is a normalising statement in the function that declares it (not a closure), or one that
 * keeps its case (`x = x.trim()`, with at least one normalising statement beside it); else undefined.
 */
function normalisedDirection(symbol: ts.Symbol, symbolAt: (n: ts.Node) => ts.Symbol | undefined): Direction | undefined {
  const cached = eligible.get(symbol);
  if (cached !== undefined) return cached ?? undefined;
  const decl = symbol.valueDeclaration;
  let result: Direction | null = null;
  if (decl && (ts.isVariableDeclaration(decl) || ts.isParameter(decl)) && ts.isIdentifier(decl.name)) {
    let owner: ts.Node | undefined = decl.parent;
    while (owner && !ts.isFunctionLike(owner) && !ts.isSourceFile(owner)) owner = owner.parent;
    const directions = new Set<Direction>();
    let other = false;
    const visit = (n: ts.Node, inner: boolean): void => {
      if (other) return;
      if (ts.isIdentifier(n) && n !== decl.name && isWrite(n) && symbolAt(n) === symbol) {
        const d = inner ? undefined : normalisingStatement(n);
        if (d) directions.add(d);
        else if (inner || keepingStatement(n, symbolAt) === undefined) other = true;
        return;
      }
      ts.forEachChild(n, (c) => visit(c, inner || ts.isFunctionLike(c)));
    };
    if (owner) visit(owner, false);
    if (!other && directions.size === 1) result = [...directions][0];
  }
  eligible.set(symbol, result);
  return result ?? undefined;
}

/** After a write `x = v` that ran (not in dead code): where x is normalised in place, the frame notes it. */
export function noteWrite(frame: Frame, target: ts.Identifier, symbol: ts.Symbol, value: Value, symbolAt: (n: ts.Node) => ts.Symbol | undefined): void {
  if (frame.dead > 0 || frame.holder(symbol) !== frame) return;
  const direction = normalisedDirection(symbol, symbolAt);
  if (direction === undefined) return;
  if (normalisingStatement(target) === undefined) {
    // A write that keeps the case (`x = x.trim()`): normalised after it where it was before and the
    // evaluator kept the mark; the value is no longer the declared one either way.
    frame.declared.delete(symbol);
    if (frame.definite.has(symbol) && inDirection(value, direction)) frame.definite.set(symbol, value);
    else {
      frame.definite.delete(symbol);
      // A helper that did not give the text back in its case (it added capitals): the variable holds what it returned.
      if (keepingStatement(target, symbolAt) === 'helper' && value.casePartly === undefined) frame.possible.delete(symbol);
    }
    return;
  }
  if (!inDirection(value, direction)) return;
  frame.definite.set(symbol, value);
  frame.possible.add(symbol);
}

/** Normalised that way: by the evaluator's mark, or a constant text already in that case (`'Foo'.toLowerCase()` folded). */
function inDirection(v: Value, direction: Direction): boolean {
  if (v.caseNormal !== undefined) return v.caseNormal === direction;
  const c = v.constant?.value;
  return typeof c === 'string' && c === (direction === 'lower' ? c.toLowerCase() : c.toUpperCase());
}

/** A (re)declaration: the variable holds its initial value again, `value`. */
export function noteDeclaration(frame: Frame, symbol: ts.Symbol, value: Value): void {
  frame.definite.delete(symbol);
  frame.possible.delete(symbol);
  frame.declared.set(symbol, value);
}

/**
 * A read of the variable in the frame that holds it: its value there, as far as in-place
 * normalisation decides: what the normalisation gave where it ran on every path, the declared value
 * where it ran on none (a variable otherwise never written), else the joined value, partly normalised.
 */
export function normalisedRead(holder: Frame, symbol: ts.Symbol, v: Value): Value {
  const definite = holder.definite.get(symbol);
  if (definite) return definite;
  const declared = holder.declared.get(symbol);
  if (declared && !holder.possible.has(symbol) && eligible.get(symbol)) return declared;
  if (holder.possible.has(symbol) && v.caseNormal === undefined && v.constant === undefined) return { ...v, casePartly: true };
  return v;
}

export type Definite = Map<ts.Symbol, Value>;

/** What is definite where two ways meet: what both have (in the same case). */
export function meet(a: Definite, b: Definite): Definite {
  const out: Definite = new Map();
  for (const [k, v] of a) {
    const w = b.get(k);
    if (!w) continue;
    if (v === w || (v.constant !== undefined && w.constant !== undefined && v.constant.value === w.constant.value)) out.set(k, v);
    else if (v.caseNormal !== undefined && v.caseNormal === w.caseNormal) out.set(k, { ...join(v, w), caseNormal: v.caseNormal });
  }
  return out;
}

/**
 * Before a loop's body: a variable it normalises in place may be normalised when the body is entered
 * again (the body is walked once for all its passes).
 */
export function enterLoop(frame: Frame, body: ts.Node, symbolAt: (n: ts.Node) => ts.Symbol | undefined): void {
  const visit = (n: ts.Node): void => {
    if (ts.isFunctionLike(n)) return;
    if (ts.isIdentifier(n) && normalisingStatement(n) !== undefined) {
      const symbol = symbolAt(n);
      if (symbol && normalisedDirection(symbol, symbolAt) !== undefined) frame.possible.add(symbol);
      return;
    }
    ts.forEachChild(n, visit);
  };
  visit(body);
}

/** Walks a statement whose inner writes may or may not run (a loop, a switch, a try): what is definite after is what was before. */
export function throughOptional<T>(frame: Frame, walk: () => T): T {
  const before = new Map(frame.definite);
  const result = walk();
  frame.definite = meet(before, frame.definite);
  return result;
}
