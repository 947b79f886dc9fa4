import { ts } from 'ts-morph';
import type { ContentMatch } from '../types.ts';
import { caseVerdict, isImpossible } from './case.ts';
import { evaluateComparison, isRegex, lengthTautology, mirror, normaliseEq, samePrePost } from './constants.ts';
import type { CaseVerdict, CheckRecord, CompareRecord, CountOp } from './facts.ts';
import type { Frame } from './frame.ts';
import type { Interpreter } from './interpreter.ts';
import { isPure, normalisedText, short } from './syntax.ts';
import { consumed, flip, join, negate, neutral, withRecord, type Sign, type Value } from './value.ts';

/**
 * Comparisons: `===`, `<` and friends become check records — counts when a side is a length,
 * content checks otherwise — unless both sides are fixed, which makes them constant conditions.
 */

export function comparison(it: Interpreter, node: ts.BinaryExpression, frame: Frame): Value {
  const op = node.operatorToken.kind;
  const a = it.ev(node.left, frame);
  const b = it.ev(node.right, frame);
  const opText = node.operatorToken.getText();
  const negative = op === ts.SyntaxKind.ExclamationEqualsEqualsToken || op === ts.SyntaxKind.ExclamationEqualsToken;
  const equalityOp = negative || op === ts.SyntaxKind.EqualsEqualsEqualsToken || op === ts.SyntaxKind.EqualsEqualsToken;

  if (isPure(node.left) && normalisedText(node.left) === normalisedText(node.right)) {
    const truthy = equalityOp ? !negative : op === ts.SyntaxKind.LessThanEqualsToken || op === ts.SyntaxKind.GreaterThanEqualsToken;
    return constantComparison(it, node, a, b, truthy, `both sides are \`${short(node.left)}\``, frame);
  }
  if (a.constant && b.constant && !isRegex(a.constant.value) && !isRegex(b.constant.value)) {
    const truthy = evaluateComparison(opText, a.constant.value, b.constant.value);
    if (truthy !== undefined) return constantComparison(it, node, a, b, truthy, 'both sides are constants', frame);
  }

  if (a.countOf || b.countOf) {
    const [count, other, flipped] = a.countOf ? [a, b, false] : [b, a, true];
    const normalizedOp = (flipped ? mirror(opText) : opText) as CountOp;
    const n = typeof other.constant?.value === 'number' ? other.constant.value : undefined;
    if (n !== undefined) {
      const always = lengthTautology(normalizedOp, n);
      if (always !== undefined) {
        return constantComparison(it, node, a, b, always, `a length or count is never negative`, frame);
      }
    }
    if (other.countOf) {
      // pre.x.length vs post.x.length: `===` keeps the size (no change), anything else requires a change.
      const prePost = samePrePost(count.countOf!, other.countOf);
      const same = normalizedOp === '===' || (normalizedOp as string) === '==';
      const id = it.collected.addRecord({ type: 'count', node, of: count.countOf!, op: prePost ? 'same-as-pre' : normaliseEq(normalizedOp) });
      return withRecord({ ...join(consumed(neutral(a)), consumed(neutral(b))), constant: undefined }, id, prePost && !same ? -1 : 1);
    }
    const id = it.collected.addRecord({ type: 'count', node, of: count.countOf!, op: normaliseEq(normalizedOp), n });
    return withRecord({ ...join(consumed(neutral(a)), consumed(neutral(b))), constant: undefined }, id, 1);
  }

  if (!equalityOp) {
    const match: ContentMatch = a.absolute || b.absolute ? 'numeric-tolerance' : 'numeric-comparison';
    return it.compare(node, match, a, b, node.left, node.right);
  }
  const serialised = a.serialised ?? b.serialised;
  const match: ContentMatch = serialised === 'sorted' || (a.sorted && b.sorted) ? 'set-equality' : serialised === 'plain' ? 'list-equality' : 'equality';
  let value = it.compare(node, match, a, b, node.left, node.right, negative);
  if (samePrePost(a.paths, b.paths)) {
    // `pre.x` compared whole with `post.x`: a "nothing changed" requirement on x.
    const id = it.collected.addRecord({ type: 'count', node, of: a.paths, op: 'same-as-pre' });
    value = withRecord(value, id, 1);
  }
  return negative ? { ...negate(value), recs: negateOnly(value.recs, it.collected.records) } : value;
}

function constantComparison(it: Interpreter, node: ts.Node, a: Value, b: Value, truthy: boolean, why: string, frame: Frame): Value {
  if (frame.dead === 0) it.collected.constants.push({ node, truthy, why });
  return { ...join(consumed(a), consumed(b)), constant: { value: truthy }, explained: true };
}

/** `!==` negates the truth of its own count records (`pre.x !== post.x`: something changed), not its content records. */
function negateOnly(recs: ReadonlyMap<number, Sign>, records: ReadonlyMap<number, CheckRecord>): ReadonlyMap<number, Sign> {
  const out = new Map(recs);
  for (const [id, sign] of recs) if (records.get(id)?.type === 'count' && (sign === 1 || sign === -1)) out.set(id, flip(sign));
  return out;
}

export function compare(
  it: Interpreter,
  node: ts.Node,
  match: ContentMatch,
  left: Value,
  right: Value,
  leftNode: ts.Node,
  rightNode: ts.Node,
  negated = false,
): Value {
  const leftReads = left.paths.size + left.deps.size > 0;
  const rightReads = right.paths.size + right.deps.size > 0;
  const swap = !leftReads && rightReads;
  const [actual, expected, actualNode, expectedNode] = swap ? [right, left, rightNode, leftNode] : [left, right, leftNode, rightNode];
  const kind = it.types.kindOf(actualNode);
  if (kind === 'any' && (actual.paths.size > 0 || actual.deps.size > 0)) {
    it.collected.unknowns.push({ node: actualNode, reason: `\`${short(actualNode)}\` is typed any`, axes: ['content', 'case'] });
  }
  const selector = [...actual.paths].length > 0 && [...actual.paths].every((p) => /\.(tool|status|index)$/.test(p) && p.startsWith('trace'));
  const stateIdentity = samePrePost(actual.paths, expected.paths) && !actual.caseNormal && !expected.caseNormal;
  const caseRule: CaseVerdict =
    selector ||
    stateIdentity ||
    match === 'numeric-comparison' ||
    match === 'numeric-tolerance' ||
    kind === 'number' ||
    kind === 'boolean' ||
    kind === 'enum-like'
      ? 'not-applicable'
      : caseVerdict(actual, expected);
  const impossible = match !== 'numeric-comparison' && match !== 'numeric-tolerance' && isImpossible(actual, expected);
  const record: Omit<CompareRecord, 'id'> = {
    type: 'compare',
    node,
    match: selector ? 'selector' : match,
    actual,
    expected,
    expectedNode: expected.constant || expected.constantList ? expectedNode : undefined,
    caseRule,
    impossible,
  };
  const id = it.collected.addRecord(record);
  const value = withRecord({ ...join(consumed(neutral(actual)), consumed(neutral(expected))), constant: undefined, alwaysTruthy: undefined }, id, 1);
  if (impossible) return { ...value, constant: { value: negated }, explained: true };
  return value;
}
