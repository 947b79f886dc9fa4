import { ts } from '../typescript.js';
import type { FindingFix, TextEdit } from '../types.ts';

/**
 * The mechanical rewrites some rules offer with their finding (ESLint suggestions, `lint --fix`).
 * Each is built from the syntax alone and only where it is sure to mean what it says; anything
 * else gets no fix. `lint --fix` still re-analyses every rewrite before keeping it (the finding
 * gone, nothing new), so a rewrite here that does not do its job is dropped, never applied.
 */

const replace = (node: ts.Node, text: string): TextEdit => ({ start: node.getStart(), end: node.getEnd(), text });

/** A string literal without escapes (whose letters are the text's letters), with its quote. */
function plainLiteral(node: ts.Node): { quote: string; text: string } | undefined {
  if (!ts.isStringLiteral(node) && !ts.isNoSubstitutionTemplateLiteral(node)) return undefined;
  const raw = node.getText();
  if (raw.includes('\\')) return undefined;
  return { quote: raw[0], text: node.text };
}

const literalText = (literal: { quote: string; text: string }, text: string) => `${literal.quote}${text}${literal.quote}`;

/** An expression that can take `.toLowerCase()` or `.status` without parentheses. */
function isPrimary(node: ts.Node): boolean {
  return ts.isIdentifier(node) || ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node) || ts.isCallExpression(node);
}

/** `impossible-case-literal`: the literal in the case its other side has. */
export function recaseLiteral(literal: ts.Node, normal: 'lower' | 'upper'): FindingFix | undefined {
  const plain = plainLiteral(literal);
  if (!plain) return undefined;
  const text = normal === 'lower' ? plain.text.toLowerCase() : plain.text.toUpperCase();
  if (text === plain.text) return undefined;
  return { description: `${normal === 'lower' ? 'Lower' : 'Upper'}-case the literal`, edits: [replace(literal, literalText(plain, text))] };
}

const CASED_METHODS = new Set(['includes', 'startsWith', 'endsWith']);

/**
 * `case-sensitive-identifier`: lower-case both sides of `x === 'Lit'` (`!==`, `==`, `!=`) or of
 * `x.includes('Lit')` (`startsWith`, `endsWith`): `x.toLowerCase() === 'lit'`, or
 * `String(x).toLowerCase()` when `x` is not typed as a string.
 */
export function lowerCaseBothSides(comparison: ts.Node, literal: ts.Node, isString: (node: ts.Expression) => boolean): FindingFix | undefined {
  const plain = plainLiteral(literal);
  if (!plain) return undefined;
  let other: ts.Expression | undefined;
  if (ts.isBinaryExpression(comparison) && isEquality(comparison.operatorToken.kind)) {
    other = comparison.left === literal ? comparison.right : comparison.right === literal ? comparison.left : undefined;
  } else if (
    ts.isCallExpression(comparison) &&
    ts.isPropertyAccessExpression(comparison.expression) &&
    CASED_METHODS.has(comparison.expression.name.text) &&
    comparison.arguments.length === 1 &&
    comparison.arguments[0] === literal
  ) {
    other = comparison.expression.expression;
  }
  if (!other || !isPrimary(other) || ts.isStringLiteralLike(other)) return undefined;
  // A value not typed as a string (a tool argument is `unknown`) is made one first.
  const lowered = isString(other) ? `${other.getText()}.toLowerCase()` : `String(${other.getText()}).toLowerCase()`;
  const edits = [replace(other, lowered), ...(plain.text.toLowerCase() === plain.text ? [] : [replace(literal, literalText(plain, plain.text.toLowerCase()))])];
  return { description: 'Lower-case both sides', edits: edits.sort((a, b) => a.start - b.start) };
}

function isEquality(kind: ts.SyntaxKind): boolean {
  return (
    kind === ts.SyntaxKind.EqualsEqualsEqualsToken ||
    kind === ts.SyntaxKind.ExclamationEqualsEqualsToken ||
    kind === ts.SyntaxKind.EqualsEqualsToken ||
    kind === ts.SyntaxKind.ExclamationEqualsToken
  );
}

/**
 * `substring-of-number`: `text.includes('42')` as a search on digit boundaries,
 * `/(?<!\d)42(?!\d)/.test(text)`. Only digits bound it: a number that ends a sentence ("... is
 * BW-88213.") must still match (a boundary on `.` too made a judge reject its own reference).
 */
export function digitBoundaries(search: ts.Node, literal: ts.Node): FindingFix | undefined {
  const found = literalSearch(search, literal, /^[\d.,]+$/);
  if (!found) return undefined;
  const pattern = found.needle.replace(/[.]/g, '\\.');
  return { description: 'Match the number on digit boundaries', edits: [replace(search, `/(?<!\\d)${pattern}(?!\\d)/.test(${found.text.getText()})`)] };
}

/**
 * `substring-of-word`: `text.includes('red')` as a search on word boundaries, `/\bred\b/.test(text)`
 * (the text as it was, lower-cased or not). Only a word of ASCII letters: `\b` knows no others.
 */
export function wordBoundaries(search: ts.Node, literal: ts.Node): FindingFix | undefined {
  const found = literalSearch(search, literal, /^[A-Za-z]+$/);
  if (!found) return undefined;
  return { description: 'Match the word on word boundaries', edits: [replace(search, `/\\b${found.needle}\\b/.test(${found.text.getText()})`)] };
}

/** `text.includes(<literal>)`, the literal's text of the given shape and the text a primary expression. */
function literalSearch(search: ts.Node, literal: ts.Node, shape: RegExp): { readonly needle: string; readonly text: ts.Expression } | undefined {
  const plain = plainLiteral(literal);
  if (!plain || !shape.test(plain.text)) return undefined;
  if (
    !ts.isCallExpression(search) ||
    !ts.isPropertyAccessExpression(search.expression) ||
    search.expression.name.text !== 'includes' ||
    search.arguments.length !== 1 ||
    search.arguments[0] !== literal
  ) {
    return undefined;
  }
  const text = search.expression.expression;
  return isPrimary(text) ? { needle: plain.text, text } : undefined;
}

/**
 * `order-sensitive-comparison`: `JSON.stringify(a) === JSON.stringify(b)` with both lists sorted
 * first, when `sortable` says `.sort()` orders them by value (strings, numbers).
 */
export function sortBothSides(comparison: ts.Node, sortable: (list: ts.Expression) => boolean): FindingFix | undefined {
  if (!ts.isBinaryExpression(comparison) || !isEquality(comparison.operatorToken.kind)) return undefined;
  const lists = [comparison.left, comparison.right].map(stringifiedList);
  if (lists.some((l) => l === undefined || !sortable(l))) return undefined;
  return {
    description: 'Sort both lists before comparing',
    edits: lists.map((list) =>
      replace(list!, `[...${ts.isArrayLiteralExpression(list!) || isPrimary(list!) ? list!.getText() : `(${list!.getText()})`}].sort()`),
    ),
  };
}

/** The list inside `JSON.stringify(list)`. */
function stringifiedList(node: ts.Expression): ts.Expression | undefined {
  if (!ts.isCallExpression(node) || node.arguments.length !== 1) return undefined;
  const callee = node.expression;
  if (!ts.isPropertyAccessExpression(callee) || callee.getText() !== 'JSON.stringify') return undefined;
  return node.arguments[0];
}

/** `ignores-call-outcome`: a call selected by its tool name, only when it executed: `(c.tool === 'x' && c.status === 'ok')`. */
export function requireExecuted(selector: ts.Node): FindingFix | undefined {
  if (!ts.isBinaryExpression(selector) || selector.operatorToken.kind !== ts.SyntaxKind.EqualsEqualsEqualsToken) return undefined;
  const side = [selector.left, selector.right].find((s) => ts.isPropertyAccessExpression(s) && s.name.text === 'tool');
  if (!side || !ts.isPropertyAccessExpression(side) || !ts.isIdentifier(side.expression)) return undefined;
  return {
    description: 'Count only calls that executed',
    edits: [replace(selector, `(${selector.getText()} && ${side.expression.text}.status === 'ok')`)],
  };
}
