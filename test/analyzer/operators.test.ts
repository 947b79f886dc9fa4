import { describe, expect, it } from 'vitest';
import { evaluateComparison, fold } from '../../src/analyzer/flow/constants.ts';
import { applyOperator, operatorNamed, operatorOf } from '../../src/analyzer/flow/operators.ts';
import { ts } from '../../src/analyzer/typescript.js';

/**
 * The analyzer's one operator table: what constant folding (`constants.ts`) and the folder of pure
 * helpers (`fold.ts`) both apply. Each operator gives what JavaScript gives; the callers only say
 * on which operands they apply it.
 */
describe('the operator table', () => {
  const cases: [string, ts.SyntaxKind, unknown, unknown, unknown][] = [
    ['+', ts.SyntaxKind.PlusToken, 2, 3, 5],
    ['+', ts.SyntaxKind.PlusToken, 'a', 1, 'a1'],
    ['-', ts.SyntaxKind.MinusToken, 2, 3, -1],
    ['*', ts.SyntaxKind.AsteriskToken, 2, 3, 6],
    ['/', ts.SyntaxKind.SlashToken, 3, 2, 1.5],
    ['%', ts.SyntaxKind.PercentToken, 7, 4, 3],
    ['**', ts.SyntaxKind.AsteriskAsteriskToken, 2, 10, 1024],
    ['===', ts.SyntaxKind.EqualsEqualsEqualsToken, 1, '1', false],
    ['==', ts.SyntaxKind.EqualsEqualsToken, 1, '1', true],
    ['!==', ts.SyntaxKind.ExclamationEqualsEqualsToken, null, undefined, true],
    ['!=', ts.SyntaxKind.ExclamationEqualsToken, null, undefined, false],
    ['<', ts.SyntaxKind.LessThanToken, 1, 2, true],
    ['<=', ts.SyntaxKind.LessThanEqualsToken, 2, 2, true],
    ['>', ts.SyntaxKind.GreaterThanToken, 1, 2, false],
    ['>=', ts.SyntaxKind.GreaterThanEqualsToken, 1, 2, false],
  ];
  it.each(cases)('%s by its text and by its token gives what JavaScript gives', (text, token, a, b, expected) => {
    expect(operatorNamed(text)).toBe(text);
    expect(operatorOf(token)).toBe(text);
    expect(applyOperator(operatorNamed(text)!, a, b)).toBe(expected);
  });

  it('knows a compound assignment by the operation it applies', () => {
    expect(operatorOf(ts.SyntaxKind.PlusEqualsToken)).toBe('+');
    expect(operatorOf(ts.SyntaxKind.AsteriskAsteriskEqualsToken)).toBe('**');
    expect(operatorOf(ts.SyntaxKind.AmpersandAmpersandToken)).toBeUndefined();
  });

  it('constant folding applies arithmetic to numbers and + to strings, comparisons < > to numbers only', () => {
    expect(fold(ts.SyntaxKind.SlashToken, 3, 2)).toEqual({ value: 1.5 });
    expect(fold(ts.SyntaxKind.PlusToken, 'id-', 7)).toEqual({ value: 'id-7' });
    expect(fold(ts.SyntaxKind.MinusToken, 'a', 1)).toBeUndefined();
    expect(fold(ts.SyntaxKind.EqualsEqualsEqualsToken, 1, 1)).toBeUndefined();
    expect(evaluateComparison('==', 0, '')).toBe(true);
    expect(evaluateComparison('<', 'a', 'b')).toBeUndefined();
    expect(evaluateComparison('>=', 3, 3)).toBe(true);
  });
});
