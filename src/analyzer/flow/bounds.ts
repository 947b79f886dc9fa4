import { ts } from '../typescript.js';
import { enclosingFunction, skipParens } from './syntax.ts';
import type { TypeFacts } from './types.ts';

/**
 * The scores a judge can return, read from the syntax: literals, conditionals, sums, differences,
 * products, divisions by a constant, `Math.min`/`Math.max`, counts, and a local `let` that starts
 * at a number and is only moved by `+=`/`-=` (each taken as possibly skipped: a checkpoint that may
 * or may not hold) or reassigned. An increment inside a loop or a callback may run any number of
 * times. The bounds hold for every run of the judge; where the analyzer cannot bound a value it
 * says nothing (undefined), never guesses.
 */
export interface ScoreBounds {
  readonly min: number;
  readonly max: number;
}

const UNBOUNDED_ABOVE: ScoreBounds = { min: 0, max: Infinity };
/** No value yet: the union of no bounds. */
const NOT_YET_GIVEN: ScoreBounds = { min: Infinity, max: -Infinity };

/** The bounds of a call the syntax alone does not bound (a helper's result), when the caller can tell them. */
export type CallBounds = (call: ts.CallExpression) => ScoreBounds | undefined;

export function scoreBounds(node: ts.Expression, types: TypeFacts, depth = 0, calls?: CallBounds): ScoreBounds | undefined {
  if (depth > 12) return undefined;
  const e = skipParens(node);
  const next = (n: ts.Expression) => scoreBounds(n, types, depth + 1, calls);
  if (ts.isNumericLiteral(e)) return exactly(Number(e.text));
  if (ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isNonNullExpression(e)) return next(e.expression);
  if (ts.isPrefixUnaryExpression(e) && e.operator === ts.SyntaxKind.MinusToken) {
    const inner = next(e.operand);
    return inner && { min: -inner.max, max: -inner.min };
  }
  if (ts.isConditionalExpression(e)) return union(next(e.whenTrue), next(e.whenFalse));
  if (ts.isBinaryExpression(e)) return arithmetic(e.operatorToken.kind, next(e.left), next(e.right));
  if (ts.isPropertyAccessExpression(e) && (e.name.text === 'length' || e.name.text === 'size') && types.kindOf(e) === 'number') return UNBOUNDED_ABOVE;
  if (ts.isCallExpression(e)) return mathCall(e, next) ?? calls?.(e);
  if (ts.isIdentifier(e)) return variable(e, types, depth, calls);
  return undefined;
}

function exactly(n: number): ScoreBounds | undefined {
  return Number.isFinite(n) ? { min: n, max: n } : undefined;
}

export function union(a: ScoreBounds | undefined, b: ScoreBounds | undefined): ScoreBounds | undefined {
  return a && b ? { min: Math.min(a.min, b.min), max: Math.max(a.max, b.max) } : undefined;
}

function arithmetic(op: ts.SyntaxKind, a: ScoreBounds | undefined, b: ScoreBounds | undefined): ScoreBounds | undefined {
  if (!a || !b) return undefined;
  switch (op) {
    case ts.SyntaxKind.PlusToken:
      return { min: a.min + b.min, max: a.max + b.max };
    case ts.SyntaxKind.MinusToken:
      return { min: a.min - b.max, max: a.max - b.min };
    case ts.SyntaxKind.AsteriskToken:
      return corners(a, b, (x, y) => x * y);
    case ts.SyntaxKind.SlashToken:
      return b.min === b.max && b.min !== 0 ? corners(a, b, (x, y) => x / y) : undefined;
    default:
      return undefined;
  }
}

function corners(a: ScoreBounds, b: ScoreBounds, op: (x: number, y: number) => number): ScoreBounds | undefined {
  const values = [op(a.min, b.min), op(a.min, b.max), op(a.max, b.min), op(a.max, b.max)];
  // 0 * Infinity: a bound that cannot be told.
  if (values.some(Number.isNaN)) return undefined;
  return { min: Math.min(...values), max: Math.max(...values) };
}

function mathCall(e: ts.CallExpression, next: (n: ts.Expression) => ScoreBounds | undefined): ScoreBounds | undefined {
  const callee = e.expression;
  if (!ts.isPropertyAccessExpression(callee) || !ts.isIdentifier(callee.expression) || callee.expression.text !== 'Math') return undefined;
  const args = e.arguments.map(next);
  if (args.length === 0 || args.some((a) => a === undefined)) return undefined;
  const bounds = args as ScoreBounds[];
  if (callee.name.text === 'min') return { min: Math.min(...bounds.map((b) => b.min)), max: Math.min(...bounds.map((b) => b.max)) };
  if (callee.name.text === 'max') return { min: Math.max(...bounds.map((b) => b.min)), max: Math.max(...bounds.map((b) => b.max)) };
  return undefined;
}

/**
 * A local variable: a `const` is its initializer; a `let` is any of the values it is given (its
 * initializer, each `=`) plus every `+=`/`-=` it receives, each possibly skipped. Anything else that
 * changes it (`*=`, `++` in a loop, a write the analyzer does not read) leaves it unbounded.
 */
function variable(e: ts.Identifier, types: TypeFacts, depth: number, calls: CallBounds | undefined): ScoreBounds | undefined {
  const symbol = types.symbolAt(e);
  const decl = symbol?.valueDeclaration;
  if (!symbol || !decl || !ts.isVariableDeclaration(decl) || !ts.isIdentifier(decl.name)) return undefined;
  // Looking through helpers (a similarity's returns), a `let` declared without a value is the values it is given.
  const start = decl.initializer ? scoreBounds(decl.initializer, types, depth + 1, calls) : calls && NOT_YET_GIVEN;
  if (!start) return undefined;
  const list = decl.parent;
  if (ts.isVariableDeclarationList(list) && list.flags & ts.NodeFlags.Const) return start;
  const scope = enclosingFunction(decl);
  if (!scope) return undefined;
  let bounds: ScoreBounds | undefined = start;
  let low = 0;
  let high = 0;
  const visit = (node: ts.Node): void => {
    if (!bounds) return;
    const write = writeOf(node, symbol, types);
    if (write) {
      if (write.kind === 'unknown') bounds = undefined;
      else {
        const value = scoreBounds(write.value, types, depth + 1, calls);
        if (!value) bounds = undefined;
        else if (write.kind === 'set') bounds = union(bounds, value);
        else {
          const step = write.kind === 'add' ? value : { min: -value.max, max: -value.min };
          const repeated = repeats(node, scope);
          low += repeated && step.min < 0 ? -Infinity : Math.min(0, step.min);
          high += repeated && step.max > 0 ? Infinity : Math.max(0, step.max);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(scope, visit);
  const final = bounds as ScoreBounds | undefined;
  return final && final.min <= final.max ? { min: final.min + low, max: final.max + high } : undefined;
}

type Write = { kind: 'set' | 'add' | 'subtract'; value: ts.Expression } | { kind: 'unknown' };

function writeOf(node: ts.Node, symbol: ts.Symbol, types: TypeFacts): Write | undefined {
  if (ts.isBinaryExpression(node) && ts.isIdentifier(skipParens(node.left)) && types.symbolAt(skipParens(node.left)) === symbol) {
    switch (node.operatorToken.kind) {
      case ts.SyntaxKind.EqualsToken:
        return { kind: 'set', value: node.right };
      case ts.SyntaxKind.PlusEqualsToken:
        return { kind: 'add', value: node.right };
      case ts.SyntaxKind.MinusEqualsToken:
        return { kind: 'subtract', value: node.right };
      default:
        return node.operatorToken.kind >= ts.SyntaxKind.FirstCompoundAssignment && node.operatorToken.kind <= ts.SyntaxKind.LastCompoundAssignment
          ? { kind: 'unknown' }
          : undefined;
    }
  }
  if ((ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) && ts.isIdentifier(node.operand) && types.symbolAt(node.operand) === symbol) {
    if (node.operator === ts.SyntaxKind.PlusPlusToken) return { kind: 'add', value: ts.factory.createNumericLiteral(1) };
    if (node.operator === ts.SyntaxKind.MinusMinusToken) return { kind: 'subtract', value: ts.factory.createNumericLiteral(1) };
  }
  return undefined;
}

/** Whether `node` may run more than once per call of `scope`: it sits in a loop or in a function nested inside it. */
function repeats(node: ts.Node, scope: ts.Node): boolean {
  for (let n: ts.Node | undefined = node.parent; n && n !== scope; n = n.parent) {
    if (ts.isIterationStatement(n, false) || ts.isFunctionLike(n)) return true;
  }
  return false;
}
