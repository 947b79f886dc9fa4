import { ts } from '../typescript.js';
import type { CountOp } from './facts.ts';
import type { Constant, RegExpConstant, Value } from './value.ts';

/** Constant folding: what operators and comparisons give on statically known values. */

export function isRegex(value: Constant): value is RegExpConstant {
  return typeof value === 'object' && value !== null;
}

export function caseConstant(v: Value, mode: 'lower' | 'upper'): Value['constant'] {
  if (!v.constant || typeof v.constant.value !== 'string') return undefined;
  return { value: mode === 'lower' ? v.constant.value.toLowerCase() : v.constant.value.toUpperCase() };
}

export function fold(op: ts.SyntaxKind, a: Constant | undefined, b: Constant | undefined): Value['constant'] {
  if (a === undefined || b === undefined || isRegex(a) || isRegex(b)) return undefined;
  if (op === ts.SyntaxKind.PlusToken && (typeof a === 'string' || typeof b === 'string')) return { value: `${String(a)}${String(b)}` };
  if (typeof a !== 'number' || typeof b !== 'number') return undefined;
  switch (op) {
    case ts.SyntaxKind.PlusToken:
      return { value: a + b };
    case ts.SyntaxKind.MinusToken:
      return { value: a - b };
    case ts.SyntaxKind.AsteriskToken:
      return { value: a * b };
    default:
      return undefined;
  }
}

export function evaluateComparison(op: string, a: Constant, b: Constant): boolean | undefined {
  switch (op) {
    case '===':
      return a === b;
    case '!==':
      return a !== b;
    case '==':
      return a == b; // eslint-disable-line eqeqeq
    case '!=':
      return a != b; // eslint-disable-line eqeqeq
    default:
      if (typeof a !== 'number' || typeof b !== 'number') return undefined;
      return op === '<' ? a < b : op === '<=' ? a <= b : op === '>' ? a > b : op === '>=' ? a >= b : undefined;
  }
}

/** The operator with its operands swapped: `a < b` is `b > a`. */
export function mirror(op: string): string {
  return op === '<' ? '>' : op === '>' ? '<' : op === '<=' ? '>=' : op === '>=' ? '<=' : op;
}

export function normaliseEq(op: CountOp): CountOp {
  return (op as string) === '==' ? '===' : (op as string) === '!=' ? '!==' : op;
}

/** `length >= 0` is always true, `length < 0` always false. */
export function lengthTautology(op: CountOp, n: number): boolean | undefined {
  if ((op === '>=' && n <= 0) || (op === '>' && n < 0)) return true;
  if ((op === '<' && n <= 0) || (op === '<=' && n < 0)) return false;
  if ((op === '===' || (op as string) === '==') && n < 0) return false;
  if ((op === '!==' || (op as string) === '!=') && n < 0) return true;
  return undefined;
}

/** `pre.x.length` vs `post.x.length` (either order): the state's size did or did not change. */
export function samePrePost(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  for (const x of a) {
    for (const y of b) {
      if (x.startsWith('pre.') && y.startsWith('post.') && x.slice(4) === y.slice(5)) return true;
      if (x.startsWith('post.') && y.startsWith('pre.') && x.slice(5) === y.slice(4)) return true;
    }
  }
  return false;
}
