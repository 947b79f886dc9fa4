import type { ts } from '../typescript.js';
import type { CountOp } from './facts.ts';
import { applyOperator, isArithmetic, isRelational, operatorNamed, operatorOf } from './operators.ts';
import type { Constant, RegExpConstant, Value } from './value.ts';

/** Constant folding: what operators and comparisons give on statically known values. */

export function isRegex(value: Constant): value is RegExpConstant {
  return typeof value === 'object' && value !== null;
}

export function caseConstant(v: Value, mode: 'lower' | 'upper'): Value['constant'] {
  if (!v.constant || typeof v.constant.value !== 'string') return undefined;
  return { value: mode === 'lower' ? v.constant.value.toLowerCase() : v.constant.value.toUpperCase() };
}

/** `a op b` on two known operands, when the operator is arithmetic on numbers or `+` on a string. */
export function fold(token: ts.SyntaxKind, a: Constant | undefined, b: Constant | undefined): Value['constant'] {
  const op = operatorOf(token);
  if (op === undefined || !isArithmetic(op) || a === undefined || b === undefined || isRegex(a) || isRegex(b)) return undefined;
  if ((op === '+' && (typeof a === 'string' || typeof b === 'string')) || (typeof a === 'number' && typeof b === 'number')) {
    return { value: applyOperator(op, a, b) as string | number };
  }
  return undefined;
}

/** A comparison of two known operands (`<` and friends on numbers only). */
export function evaluateComparison(opText: string, a: Constant, b: Constant): boolean | undefined {
  const op = operatorNamed(opText);
  if (op === undefined || isArithmetic(op) || (isRelational(op) && (typeof a !== 'number' || typeof b !== 'number'))) return undefined;
  return applyOperator(op, a, b) as boolean;
}

/** The operator with its operands swapped: `a < b` is `b > a`. */
export function mirror(op: string): string {
  return op === '<' ? '>' : op === '>' ? '<' : op === '<=' ? '>=' : op === '>=' ? '<=' : op;
}

export function normaliseEq(op: CountOp): CountOp {
  return (op as string) === '==' ? '===' : (op as string) === '!=' ? '!==' : op;
}

/**
 * A number that is never below `lower` (a length or count: 0; an index a search returned: -1; an
 * absolute value: 0) compared with `n`: always true (`length >= 0`, `indexOf(x) > -2`), always false
 * (`length < 0`, `count === -1`), or undefined when the comparison can go either way.
 */
export function boundTautology(op: string, lower: number, n: number): boolean | undefined {
  if ((op === '>=' && n <= lower) || (op === '>' && n < lower)) return true;
  if ((op === '<' && n <= lower) || (op === '<=' && n < lower)) return false;
  if ((op === '===' || op === '==') && n < lower) return false;
  if ((op === '!==' || op === '!=') && n < lower) return true;
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
