import { ts } from 'ts-morph';
import { identifier } from './bindings.ts';
import { newExpression } from './builtins/globals.ts';
import { call } from './calls.ts';
import { comparison } from './comparisons.ts';
import { fold } from './constants.ts';
import type { Frame } from './frame.ts';
import type { Interpreter } from './interpreter.ts';
import { constantReason, isAssignmentOperator, isLogical, isPure, normalisedText, short, skipParens, skipParensUp } from './syntax.ts';
import { isLibraryFile } from './types.ts';
import {
  NOTHING,
  constantValue,
  consumed,
  dependencies,
  elementsOf,
  join,
  member,
  negate,
  neutral,
  resign,
  truthiness,
  withDeps,
  type Sign,
  type Value,
} from './value.ts';

/**
 * Expressions: literals, names, member access, operators, conditionals, the logical operators
 * (whose constant operands are constant conditions). Calls and comparisons have their own modules.
 */

export function evTest(it: Interpreter, node: ts.Expression, frame: Frame): Value {
  const e = skipParens(node);
  if (ts.isPrefixUnaryExpression(e) && e.operator === ts.SyntaxKind.ExclamationToken) return negate(it.evTest(e.operand, frame));
  const value = ts.isBinaryExpression(e) && isLogical(e.operatorToken.kind) ? logical(it, e, frame, true) : it.ev(e, frame);
  return noteConstant(it, e, value, frame);
}

export function evReturn(it: Interpreter, node: ts.Expression, frame: Frame): Value {
  const e = skipParens(node);
  if (ts.isBinaryExpression(e) && isLogical(e.operatorToken.kind)) return logical(it, e, frame, true);
  if (ts.isPrefixUnaryExpression(e) && e.operator === ts.SyntaxKind.ExclamationToken) return negate(it.evTest(e.operand, frame));
  return it.ev(e, frame);
}

function noteConstant(it: Interpreter, node: ts.Expression, value: Value, frame: Frame): Value {
  const truth = truthiness(value);
  if (truth === undefined || value.explained || frame.dead > 0) return value;
  it.collected.constants.push({ node, truthy: truth, why: constantReason(node, truth) });
  return { ...value, explained: true };
}

export function ev(it: Interpreter, node: ts.Expression, frame: Frame): Value {
  switch (node.kind) {
    case ts.SyntaxKind.StringLiteral:
    case ts.SyntaxKind.NoSubstitutionTemplateLiteral:
      return constantValue((node as ts.StringLiteral).text);
    case ts.SyntaxKind.NumericLiteral:
      return constantValue(Number((node as ts.NumericLiteral).text));
    case ts.SyntaxKind.TrueKeyword:
      return constantValue(true);
    case ts.SyntaxKind.FalseKeyword:
      return constantValue(false);
    case ts.SyntaxKind.NullKeyword:
      return constantValue(null);
    case ts.SyntaxKind.RegularExpressionLiteral: {
      const text = (node as ts.RegularExpressionLiteral).text;
      const slash = text.lastIndexOf('/');
      return constantValue({ regex: text.slice(1, slash), flags: text.slice(slash + 1) });
    }
    case ts.SyntaxKind.Identifier:
      return identifier(it, node as ts.Identifier, frame);
    case ts.SyntaxKind.ParenthesizedExpression:
    case ts.SyntaxKind.AsExpression:
    case ts.SyntaxKind.NonNullExpression:
    case ts.SyntaxKind.SatisfiesExpression:
    case ts.SyntaxKind.TypeAssertionExpression:
    case ts.SyntaxKind.AwaitExpression:
      return it.ev((node as ts.ParenthesizedExpression).expression, frame);
    case ts.SyntaxKind.PropertyAccessExpression:
      return propertyAccess(it, node as ts.PropertyAccessExpression, frame);
    case ts.SyntaxKind.ElementAccessExpression:
      return elementAccess(it, node as ts.ElementAccessExpression, frame);
    case ts.SyntaxKind.CallExpression:
      return call(it, node as ts.CallExpression, frame);
    case ts.SyntaxKind.NewExpression:
      return newExpression(it, node as ts.NewExpression, frame);
    case ts.SyntaxKind.BinaryExpression:
      return binary(it, node as ts.BinaryExpression, frame);
    case ts.SyntaxKind.PrefixUnaryExpression:
      return prefix(it, node as ts.PrefixUnaryExpression, frame);
    case ts.SyntaxKind.PostfixUnaryExpression: {
      const e = node as ts.PostfixUnaryExpression;
      return increment(it, e.operand, frame);
    }
    case ts.SyntaxKind.ConditionalExpression:
      return conditional(it, node as ts.ConditionalExpression, frame);
    case ts.SyntaxKind.ArrowFunction:
    case ts.SyntaxKind.FunctionExpression:
      return { ...NOTHING, fn: node as ts.ArrowFunction, alwaysTruthy: true };
    case ts.SyntaxKind.TemplateExpression: {
      const t = node as ts.TemplateExpression;
      return { ...join(...t.templateSpans.map((s) => consumed(it.ev(s.expression, frame)))), constant: undefined };
    }
    case ts.SyntaxKind.ArrayLiteralExpression:
      return arrayLiteral(it, node as ts.ArrayLiteralExpression, frame);
    case ts.SyntaxKind.ObjectLiteralExpression: {
      const parts: Value[] = [];
      for (const p of (node as ts.ObjectLiteralExpression).properties) {
        if (ts.isPropertyAssignment(p)) parts.push(consumed(it.ev(p.initializer, frame)));
        else if (ts.isShorthandPropertyAssignment(p)) parts.push(consumed(it.ev(p.name, frame)));
        else if (ts.isSpreadAssignment(p)) parts.push(consumed(it.ev(p.expression, frame)));
      }
      return { ...join(...parts, NOTHING), constant: undefined, alwaysTruthy: true };
    }
    case ts.SyntaxKind.SpreadElement:
      return elementsOf(it.ev((node as ts.SpreadElement).expression, frame));
    case ts.SyntaxKind.TypeOfExpression:
      return dependencies(consumed(it.ev((node as ts.TypeOfExpression).expression, frame)));
    case ts.SyntaxKind.VoidExpression:
      it.ev((node as ts.VoidExpression).expression, frame);
      return constantValue(undefined);
    default:
      return NOTHING;
  }
}

function propertyAccess(it: Interpreter, node: ts.PropertyAccessExpression, frame: Frame): Value {
  const name = node.name.text;
  const target = it.ev(node.expression, frame);
  if (name === 'length' || name === 'size') {
    if (target.constant && typeof target.constant.value === 'string') return constantValue(target.constant.value.length);
    if (target.constantList && target.paths.size === 0) return constantValue(target.constantList.length);
    const lengths = new Set([...target.paths].map((p) => `${p}.${name}`));
    return { ...dependencies(target), deps: new Set([...target.deps, ...lengths]), countOf: target.paths };
  }
  if (name === 'source' || name === 'flags') return dependencies(target);
  if (name === 'passed' && target.evaluation) return target;
  const symbol = target.paths.size === 0 ? it.types.symbolAt(node.name) : undefined;
  if (symbol) {
    const decl = symbol.valueDeclaration;
    if (decl && !isLibraryFile(decl.getSourceFile()) && (ts.isPropertyAssignment(decl) || ts.isMethodDeclaration(decl))) {
      return withDeps(it.declaredValue(symbol), dependencies(target));
    }
  }
  return member(target, `.${name}`);
}

function elementAccess(it: Interpreter, node: ts.ElementAccessExpression, frame: Frame): Value {
  const target = it.ev(node.expression, frame);
  const index = it.ev(node.argumentExpression, frame);
  const kind = it.types.kindOf(node.expression);
  if (kind === 'array' || kind === 'string' || target.elems) {
    if (target.constantList && typeof index.constant?.value === 'number') {
      const item = target.constantList[index.constant.value];
      if (item !== undefined) return constantValue(item);
    }
    return withDeps(elementsOf(target), consumed(index));
  }
  const key = index.constant?.value;
  const segment = typeof key === 'string' ? (/^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`) : '[*]';
  return withDeps(member(target, segment), consumed(index));
}

function arrayLiteral(it: Interpreter, node: ts.ArrayLiteralExpression, frame: Frame): Value {
  const values = node.elements.map((e) => it.ev(e, frame));
  const constants = values.every((v) => v.constant !== undefined) ? values.map((v) => v.constant!.value) : undefined;
  const elems = new Set<string>();
  for (const v of values) for (const p of v.paths) elems.add(p);
  return {
    ...join(...values.map(dependencies), NOTHING),
    constant: undefined,
    alwaysTruthy: true,
    elems,
    constantList: constants,
  };
}

function prefix(it: Interpreter, node: ts.PrefixUnaryExpression, frame: Frame): Value {
  switch (node.operator) {
    case ts.SyntaxKind.ExclamationToken:
      return negate(it.evTest(node.operand, frame));
    case ts.SyntaxKind.PlusPlusToken:
    case ts.SyntaxKind.MinusMinusToken:
      return increment(it, node.operand, frame);
    case ts.SyntaxKind.MinusToken: {
      const v = it.ev(node.operand, frame);
      return typeof v.constant?.value === 'number' ? constantValue(-v.constant.value) : { ...v, constant: undefined };
    }
    default:
      return { ...it.ev(node.operand, frame), constant: undefined };
  }
}

/** `n++` inside `for (const x of C)` counts elements of C. */
function increment(it: Interpreter, operand: ts.Expression, frame: Frame): Value {
  const current = it.ev(operand, frame);
  const loop = frame.loops.at(-1);
  const counted: Value = loop ? { ...NOTHING, countOf: loop.paths } : NOTHING;
  it.assign(operand, counted, frame);
  return { ...current, constant: undefined };
}

function conditional(it: Interpreter, node: ts.ConditionalExpression, frame: Frame): Value {
  const cond = it.evTest(node.condition, frame);
  const truth = truthiness(cond);
  const a = truth === false ? (it.dead(node.whenTrue, `\`${short(node.condition)}\` is always false`, frame), NOTHING) : it.ev(node.whenTrue, frame);
  const b = truth === true ? (it.dead(node.whenFalse, `\`${short(node.condition)}\` is always true`, frame), NOTHING) : it.ev(node.whenFalse, frame);
  if (truth === true) return withDeps(a, consumed(cond));
  if (truth === false) return withDeps(b, consumed(cond));
  const ca = a.constant?.value;
  const cb = b.constant?.value;
  const sign: Sign = ca === true && cb === false ? 1 : ca === false && cb === true ? -1 : 0;
  return withDeps({ ...join(a, b) }, sign === 0 ? neutral(consumed(cond)) : resign(consumed(cond), sign));
}

function binary(it: Interpreter, node: ts.BinaryExpression, frame: Frame): Value {
  const op = node.operatorToken.kind;
  if (isLogical(op)) return logical(it, node, frame, false);
  if (isAssignmentOperator(op)) {
    const right = it.ev(node.right, frame);
    const value = op === ts.SyntaxKind.EqualsToken ? right : { ...join(it.ev(node.left, frame), right), constant: undefined };
    it.assign(node.left, value, frame);
    return right;
  }
  switch (op) {
    case ts.SyntaxKind.EqualsEqualsEqualsToken:
    case ts.SyntaxKind.EqualsEqualsToken:
    case ts.SyntaxKind.ExclamationEqualsEqualsToken:
    case ts.SyntaxKind.ExclamationEqualsToken:
    case ts.SyntaxKind.LessThanToken:
    case ts.SyntaxKind.LessThanEqualsToken:
    case ts.SyntaxKind.GreaterThanToken:
    case ts.SyntaxKind.GreaterThanEqualsToken:
      return comparison(it, node, frame);
    case ts.SyntaxKind.InKeyword:
    case ts.SyntaxKind.InstanceOfKeyword:
      return { ...join(consumed(it.ev(node.left, frame)), consumed(it.ev(node.right, frame))), constant: undefined };
    default: {
      const a = it.ev(node.left, frame);
      const b = it.ev(node.right, frame);
      const folded = fold(op, a.constant?.value, b.constant?.value);
      const value = join(neutral(dependencies(a)), neutral(dependencies(b)));
      const countOf = a.countOf ?? b.countOf;
      return {
        ...value,
        paths: op === ts.SyntaxKind.PlusToken ? new Set([...a.paths, ...b.paths]) : value.paths,
        deps: new Set([...value.deps, ...(countOf ? [] : [...a.paths, ...b.paths])]),
        constant: folded,
        countOf: op === ts.SyntaxKind.MinusToken || op === ts.SyntaxKind.PlusToken ? countOf : undefined,
        caseNormal: op === ts.SyntaxKind.PlusToken && a.caseNormal === b.caseNormal ? a.caseNormal : undefined,
      };
    }
  }
}

function logical(it: Interpreter, node: ts.BinaryExpression, frame: Frame, test: boolean): Value {
  const op = node.operatorToken.kind;
  duplicateOperands(it, node);
  const a = it.evTest(node.left, frame);
  const ta = truthiness(a);
  const shortCircuits =
    (op === ts.SyntaxKind.AmpersandAmpersandToken && ta === false) ||
    (op === ts.SyntaxKind.BarBarToken && ta === true) ||
    (op === ts.SyntaxKind.QuestionQuestionToken && a.constant !== undefined && a.constant.value !== null && a.constant.value !== undefined);
  if (shortCircuits) {
    it.dead(node.right, `\`${short(node.left)}\` is always ${ta ? 'truthy' : 'falsy'}, so this is never evaluated`, frame);
    return { ...a, explained: true };
  }
  const b = test ? it.evTest(node.right, frame) : it.ev(node.right, frame);
  const tb = truthiness(b);
  if (op === ts.SyntaxKind.QuestionQuestionToken) return join(a, b);
  if (op === ts.SyntaxKind.AmpersandAmpersandToken) {
    const constant = ta === true ? b.constant : test && tb === false ? { value: false } : undefined;
    return { ...join(consumed(a), consumed(b)), constant, alwaysTruthy: undefined, explained: constant !== undefined || undefined };
  }
  const constant = ta === false ? b.constant : test && tb === true ? { value: true } : undefined;
  const joined = join(a, b);
  return {
    ...joined,
    deps: join(consumed(a), consumed(b)).deps,
    constant,
    alwaysTruthy: constant === undefined && ta === false ? b.alwaysTruthy : undefined,
    explained: constant !== undefined || undefined,
  };
}

/** `a || a`, `a && b && a`: a repeated pure operand of one chain. */
function duplicateOperands(it: Interpreter, node: ts.BinaryExpression): void {
  const op = node.operatorToken.kind;
  if (node.parent && ts.isBinaryExpression(skipParensUp(node)) && (skipParensUp(node) as ts.BinaryExpression).operatorToken.kind === op) return;
  const operands: ts.Expression[] = [];
  const collect = (e: ts.Expression): void => {
    const inner = skipParens(e);
    if (ts.isBinaryExpression(inner) && inner.operatorToken.kind === op) {
      collect(inner.left);
      collect(inner.right);
    } else operands.push(inner);
  };
  collect(node);
  const seen = new Map<string, ts.Node>();
  for (const operand of operands) {
    const text = normalisedText(operand);
    const first = seen.get(text);
    if (first && isPure(operand)) it.collected.duplicates.push({ node: operand, first });
    else if (!first) seen.set(text, operand);
  }
}
