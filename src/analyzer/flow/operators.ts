import { ts } from '../typescript.js';

/**
 * The one table of what JavaScript's binary operators give on known values. The evaluator folds
 * its constants with it (`constants.ts`) and the folder of pure helpers runs whole functions with
 * it (`fold.ts`); each says on which values it applies it, neither spells the operators out.
 */
export type BinaryOperator = '+' | '-' | '*' | '/' | '%' | '**' | '===' | '!==' | '==' | '!=' | '<' | '<=' | '>' | '>=';

type Operation = (a: never, b: never) => unknown;

/* eslint-disable eqeqeq -- the loose operators are what they model */
const OPERATORS: Readonly<Record<BinaryOperator, { readonly token: ts.SyntaxKind; readonly apply: Operation }>> = {
  '+': { token: ts.SyntaxKind.PlusToken, apply: (a: number, b: number) => a + b },
  '-': { token: ts.SyntaxKind.MinusToken, apply: (a: number, b: number) => a - b },
  '*': { token: ts.SyntaxKind.AsteriskToken, apply: (a: number, b: number) => a * b },
  '/': { token: ts.SyntaxKind.SlashToken, apply: (a: number, b: number) => a / b },
  '%': { token: ts.SyntaxKind.PercentToken, apply: (a: number, b: number) => a % b },
  '**': { token: ts.SyntaxKind.AsteriskAsteriskToken, apply: (a: number, b: number) => a ** b },
  '===': { token: ts.SyntaxKind.EqualsEqualsEqualsToken, apply: (a: unknown, b: unknown) => a === b },
  '!==': { token: ts.SyntaxKind.ExclamationEqualsEqualsToken, apply: (a: unknown, b: unknown) => a !== b },
  '==': { token: ts.SyntaxKind.EqualsEqualsToken, apply: (a: unknown, b: unknown) => a == b },
  '!=': { token: ts.SyntaxKind.ExclamationEqualsToken, apply: (a: unknown, b: unknown) => a != b },
  '<': { token: ts.SyntaxKind.LessThanToken, apply: (a: number, b: number) => a < b },
  '<=': { token: ts.SyntaxKind.LessThanEqualsToken, apply: (a: number, b: number) => a <= b },
  '>': { token: ts.SyntaxKind.GreaterThanToken, apply: (a: number, b: number) => a > b },
  '>=': { token: ts.SyntaxKind.GreaterThanEqualsToken, apply: (a: number, b: number) => a >= b },
};
/* eslint-enable eqeqeq */

const BY_TOKEN = new Map<ts.SyntaxKind, BinaryOperator>((Object.keys(OPERATORS) as BinaryOperator[]).map((op) => [OPERATORS[op].token, op]));

/** Compound assignments and the operation they apply (`+=` is `+`). */
const COMPOUND = new Map<ts.SyntaxKind, ts.SyntaxKind>([
  [ts.SyntaxKind.PlusEqualsToken, ts.SyntaxKind.PlusToken],
  [ts.SyntaxKind.MinusEqualsToken, ts.SyntaxKind.MinusToken],
  [ts.SyntaxKind.AsteriskEqualsToken, ts.SyntaxKind.AsteriskToken],
  [ts.SyntaxKind.SlashEqualsToken, ts.SyntaxKind.SlashToken],
  [ts.SyntaxKind.PercentEqualsToken, ts.SyntaxKind.PercentToken],
  [ts.SyntaxKind.AsteriskAsteriskEqualsToken, ts.SyntaxKind.AsteriskAsteriskToken],
]);

/** The operator a token (or compound assignment's operation) stands for, if the table has it. */
export function operatorOf(token: ts.SyntaxKind): BinaryOperator | undefined {
  return BY_TOKEN.get(token) ?? BY_TOKEN.get(COMPOUND.get(token) ?? ts.SyntaxKind.Unknown);
}

/** An operator's source text (`===`), as comparisons carry it, if the table has it. */
export function operatorNamed(text: string): BinaryOperator | undefined {
  return Object.hasOwn(OPERATORS, text) ? (text as BinaryOperator) : undefined;
}

export function isRelational(op: BinaryOperator): boolean {
  return op === '<' || op === '<=' || op === '>' || op === '>=';
}

export function isArithmetic(op: BinaryOperator): boolean {
  return op === '+' || op === '-' || op === '*' || op === '/' || op === '%' || op === '**';
}

/** `a op b` as JavaScript computes it. */
export function applyOperator(op: BinaryOperator, a: unknown, b: unknown): unknown {
  return OPERATORS[op].apply(a as never, b as never);
}
