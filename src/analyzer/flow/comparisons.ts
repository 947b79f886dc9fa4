import { ts } from '../typescript.js';
import type { ContentMatch } from '../types.ts';
import { caseVerdict, isImpossible } from './case.ts';
import { boundTautology, evaluateComparison, isRegex, mirror, normaliseEq, samePrePost } from './constants.ts';
import type { CaseVerdict, CheckMatch, CheckRecord, CompareRecord, CountOp } from './facts.ts';
import type { Frame } from './frame.ts';
import type { Interpreter } from './interpreter.ts';
import { refinedKind, type TypeKind } from './types.ts';
import { isMessageRole, presencePath, samePaths } from './paths.ts';
import { comparesWithOwnCase, isIndexBoundCheck, isPure, normalisedText, short, skipParens } from './syntax.ts';
import {
  NOTHING,
  consumed,
  dependencies,
  extremeOf,
  flip,
  join,
  joinTextCase,
  literalsOf,
  negate,
  neutral,
  withDeps,
  withRecord,
  type Constant,
  type Sign,
  type Value,
  holdsNoContextValue,
} from './value.ts';

/**
 * Comparisons: `===`, `<` and friends become check records — counts when a side is a length,
 * searches when a side is a found element or a found index, presence tests against `undefined`,
 * content checks otherwise — unless both sides are fixed, which makes them constant conditions.
 */

export function comparison(it: Interpreter, node: ts.BinaryExpression, frame: Frame): Value {
  const a = it.ev(node.left, frame);
  const b = it.ev(node.right, frame);
  // `if (i >= s.length) throw ...; return s[i];`: how a position walks the text, as a loop bound is (no content).
  if (isIndexBoundCheck(node)) return walkingBound(a, b);
  return compareOperands(it, node, node.operatorToken.getText(), a, b, node.left, node.right, frame);
}

/** A position compared with a bound on positions (a loop's counter, an index against a length): both sides read, no check of content. */
export function walkingBound(a: Value, b: Value): Value {
  return { ...join(consumed(neutral(a)), consumed(neutral(b))), constant: undefined };
}

/** `a op b` with both operands evaluated (also `Object.is(a, b)`, as `===`). */
export function compareOperands(
  it: Interpreter,
  node: ts.Node,
  opText: string,
  a: Value,
  b: Value,
  leftNode: ts.Node,
  rightNode: ts.Node,
  frame: Frame,
): Value {
  const value = compareValues(it, node, opText, a, b, leftNode, rightNode, frame);
  const sized = value.constant === undefined ? sizedWhenTrue(node, opText, a, b) : undefined;
  return sized ? { ...value, sizedWhenTrue: sized } : value;
}

/** `xs.length <= 2` where xs has at least 2 elements (so `< 3`, `=== 2`): where it holds, xs has exactly 2. */
function sizedWhenTrue(node: ts.Node, opText: string, a: Value, b: Value): Value['sizedWhenTrue'] {
  const [length, other, op] = a.lengthOf && a.atLeast ? [a, b, opText] : b.lengthOf && b.atLeast ? [b, a, mirror(opText)] : [undefined, undefined, opText];
  const n = other?.constant?.value;
  const least = length?.atLeast;
  if (!length?.lengthOf || !least || typeof n !== 'number') return undefined;
  const exact = ((op === '<=' || op === '===' || op === '==') && n === least.n) || (op === '<' && n === least.n + 1);
  return exact ? { symbol: length.lengthOf, size: { n: least.n, why: `${least.why}, and at most ${least.n} where \`${short(node)}\` holds` } } : undefined;
}

function compareValues(it: Interpreter, node: ts.Node, opText: string, a: Value, b: Value, leftNode: ts.Node, rightNode: ts.Node, frame: Frame): Value {
  const decided = decidedOnEveryWay(opText, a, b);
  if (decided !== undefined)
    return {
      ...NOTHING,
      constant: { value: decided },
      constantWhy: `every value \`${short(node)}\` compares is known, and each gives ${decided}`,
      // What it was computed from, not what it reads: a helper's parameter among them makes it a caller's constant.
      vars: new Set([...a.vars, ...b.vars]),
      bound: a.bound || b.bound || undefined,
    };
  const selection = outcomeSelection(opText, a, b);
  // A value the judge chose among literals (`score = 0`, `1` or `3` by its checks) compared with a
  // literal that accepts some of them: the truth of the checks that choose those, no content of its own (reading 13).
  // (Two levels and 0/1 indicators are indicatorTruth's, which keeps their checks' direction.)
  const leveled = selection && (selection.value.indicator === true || selection.value.levels !== undefined);
  if (selection && !leveled && selection.value.paths.size === 0 && selection.literal.paths.size === 0)
    return withDeps(
      { ...dependencies(consumed(neutral(selection.value))), constant: undefined },
      { ...NOTHING, recs: selection.needed, anyOf: selection.value.anyOf },
    );
  const value = compareKnown(it, node, opText, a, b, leftNode, rightNode, frame);
  // The conditions come from the compared value's own ways: their alternatives stay alternatives.
  return selection && selection.needed.size > 0 ? withDeps(value, { ...NOTHING, recs: selection.needed, anyOf: selection.value.anyOf }) : value;
}

/**
 * `score === 3` where score was set in exclusive ways (outcomes) and the other side is a literal:
 * only the ways that can give a value the comparison accepts remain, and the branch conditions all
 * of them share are needed (signed as they hold there). Nothing where every way remains or none does.
 */
function outcomeSelection(
  opText: string,
  a: Value,
  b: Value,
): { readonly value: Value; readonly literal: Value; readonly needed: ReadonlyMap<number, Sign> } | undefined {
  const [value, other, op] = a.outcomes && !b.outcomes ? [a, b, opText] : b.outcomes && !a.outcomes ? [b, a, mirror(opText)] : [undefined, undefined, opText];
  const n = other?.constant?.value;
  if (!value || !other || (typeof n !== 'number' && typeof n !== 'string')) return undefined;
  const ways = value.outcomes!;
  const kept = ways.filter((o) => o.values.some((v) => evaluateComparison(op, v, n) !== false));
  if (kept.length === 0 || kept.length === ways.length) return undefined;
  const needed = new Map<number, Sign>();
  for (const [id, sign] of kept[0].when) if ((sign === 1 || sign === -1) && kept.every((o) => o.when.get(id) === sign)) needed.set(id, sign);
  return { value, literal: other, needed };
}

/**
 * A value set in exclusive ways, each giving known constants (a helper that returns 0 on one path and
 * nothing on the others), compared with a constant: where every way gives the same truth, that is the
 * comparison's truth whichever way was taken, and it depends on none of the conditions that chose.
 */
function decidedOnEveryWay(opText: string, a: Value, b: Value): boolean | undefined {
  const [value, other, op] = a.outcomes && !b.outcomes ? [a, b, opText] : b.outcomes && !a.outcomes ? [b, a, mirror(opText)] : [undefined, undefined, opText];
  // A value known outright is compareKnown's (its provenance decides whether a constant condition is reported).
  if (!value || value.constant !== undefined || value.outcomes!.length < 2 || !other?.constant || other.paths.size > 0 || isRegex(other.constant.value))
    return undefined;
  const n = other.constant.value;
  const truths = new Set(value.outcomes!.flatMap((o) => o.values.map((v) => comparedConstants(op, v, n))));
  return truths.size === 1 ? [...truths][0] : undefined;
}

/** `a op b` of two constants as JavaScript gives it: `undefined` is no number (every order test of it is false), null is 0. */
function comparedConstants(op: string, a: Constant, b: Constant): boolean | undefined {
  const relational = op === '<' || op === '<=' || op === '>' || op === '>=';
  const number = (x: Constant) => (x === null ? 0 : x === undefined ? Number.NaN : x);
  if (relational && (a === undefined || a === null || b === undefined || b === null)) return evaluateComparison(op, number(a), number(b));
  return evaluateComparison(op, a, b);
}

function compareKnown(it: Interpreter, node: ts.Node, opText: string, a: Value, b: Value, leftNode: ts.Node, rightNode: ts.Node, frame: Frame): Value {
  const negative = opText === '!==' || opText === '!=';
  const equalityOp = negative || opText === '===' || opText === '==';

  if (leftNode.kind === rightNode.kind && ts.isExpression(leftNode) && isPure(leftNode) && normalisedText(leftNode) === normalisedText(rightNode)) {
    const truthy = equalityOp ? !negative : opText === '<=' || opText === '>=';
    return constantComparison(it, node, a, b, truthy, `both sides are \`${short(leftNode)}\``, frame, true);
  }
  if (a.constant && b.constant && !isRegex(a.constant.value) && !isRegex(b.constant.value)) {
    const truthy = comparedConstants(opText, a.constant.value, b.constant.value);
    if (truthy !== undefined) {
      const value = constantComparison(it, node, a, b, truthy, a.constantWhy ?? b.constantWhy ?? 'both sides are constants', frame);
      // A length fixed by what the judge built, compared with a literal: fixed by the code.
      return (a.built && b.vars.size === 0) || (b.built && a.vars.size === 0) ? { ...value, built: true } : value;
    }
  }
  const bounded = boundedComparison(it, node, opText, a, b, frame) ?? (equalityOp ? tooLong(it, node, negative, a, b, frame) : undefined);
  if (bounded) return bounded;
  const passing = passingTruth(opText, a, b);
  if (passing) return passing;
  if (equalityOp && isNullish(a) !== isNullish(b)) {
    const [tested, testedNode] = isNullish(a) ? [b, rightNode] : [a, leftNode];
    // An object, array or function literal is never null or undefined (`action.compareArgs === null` on a literal list).
    if (tested.alwaysTruthy) return constantComparison(it, node, a, b, negative, 'an object, array or function is never null or undefined', frame);
    return presence(it, node, recordPresence(it, testedNode, tested), negative);
  }
  if (equalityOp && (a.typeName || b.typeName)) return { ...join(consumed(neutral(a)), consumed(neutral(b))), constant: undefined };
  const position = searchOutcome(opText, a, b);
  if (position) return position;
  const truth = indicatorTruth(opText, a, b) ?? tallyTruth(opText, a, b);
  if (truth) return truth;
  const matches = matchCountTruth(opText, a, b);
  if (matches) return matches;
  const text = textPresence(opText, a, b) ?? emptyText(opText, a, b);
  if (text) return text;

  if (a.countOf || b.countOf) return countComparison(it, node, opText, a, b, frame);
  const extreme = extremeComparison(it, node, opText, a, b, leftNode, rightNode);
  if (extreme) return extreme;
  const aggregate = a.aggregate ?? b.aggregate;
  if (aggregate) it.collected.unknowns.push({ node, reason: aggregate, axes: ['count'] });

  if (!equalityOp && (keepsExtreme(node) || prunesAgainstBest(node))) return { ...join(consumed(neutral(a)), consumed(neutral(b))), constant: undefined };
  if (!equalityOp) {
    const match: ContentMatch = a.absolute || b.absolute ? 'numeric-tolerance' : 'numeric-comparison';
    return it.compare(node, match, a, b, leftNode, rightNode);
  }
  const plain = { ...join(consumed(neutral(a)), consumed(neutral(b))), constant: undefined };
  const changed = a.changes ?? b.changes;
  if (changed && !(a.changes && b.changes)) {
    // The changes of a part of the state compared with the expected ones: nothing else changed, and
    // what changed is what was expected.
    const id = it.collected.addRecord({ type: 'count', node, of: changed, op: 'same-as-pre' });
    return withDeps(withRecord(plain, id, negative ? -1 : 1), it.compare(node, equalityMatch(a, b), a, b, leftNode, rightNode, negative));
  }
  const same = samePrePost(a.paths, b.paths);
  const unchanged = same ? a.paths : expectedState(a, b);
  if (unchanged) {
    // The same part of the state before and after, compared whole: a "nothing changed" requirement, no content.
    const id = it.collected.addRecord({ type: 'count', node, of: unchanged, op: 'same-as-pre' });
    const value = withRecord(plain, id, negative ? -1 : 1);
    // An expected state with values written into it (the reference's changes replayed on a copy of
    // `pre`): the changed parts must also equal those values.
    if (same || !writesValues(a, b)) return value;
    return withDeps(value, it.compare(node, 'equality', a, b, leftNode, rightNode, negative));
  }
  if (isDirectionFlag(it, a, b, leftNode, rightNode) || isDirectionFlag(it, b, a, rightNode, leftNode)) {
    return withDeps(plain, booleanTruth(it, a, b, leftNode, rightNode, negative) ?? NOTHING);
  }
  const compared = it.compare(node, equalityMatch(a, b), a, b, leftNode, rightNode, negative);
  const value = negative ? { ...negate(compared), recs: negateOnly(compared.recs, it.collected.records) } : compared;
  return withDeps(value, booleanTruth(it, a, b, leftNode, rightNode, negative) ?? NOTHING);
}

/**
 * How many items of a literal list pass a check (`ITEMS.filter(f).length`), the first that does
 * (`find`) or its index (`findIndex`), compared with a constant: the comparison's truth for each
 * number of items that pass, 0 to all. True exactly where some pass (`> 0`, `>= 1`, `!== 0`,
 * `!== undefined`, `>= 0` on the index) is the check's `some`; exactly where all pass (`=== ITEMS.length`)
 * its `every`; where none pass, or not all, their negations. Anything else is no such reading.
 */
function passingTruth(opText: string, a: Value, b: Value): Value | undefined {
  const left = a.passing !== undefined && a.passing.as !== 'list';
  if (!left && (b.passing === undefined || b.passing.as === 'list')) return undefined;
  const [v, other, op] = left ? [a, b, opText] : [b, a, mirror(opText)];
  if (!v.passing || other.constant === undefined || other.paths.size > 0) return undefined;
  const { some, every, total, as } = v.passing;
  const n = other.constant.value;
  const holds = (k: number): boolean | undefined => {
    if (as === 'count') return evaluateComparison(op, k, n);
    if (as === 'element') return k === 0 ? evaluateComparison(op, undefined, n) : isNullish(other) ? evaluateComparison(op, 'found', n) : undefined;
    if (k === 0) return evaluateComparison(op, -1, n);
    const found = Array.from({ length: total }, (_, i) => evaluateComparison(op, i, n));
    return found.every((t) => t === found[0]) ? found[0] : undefined;
  };
  const truths = Array.from({ length: total + 1 }, (_, k) => holds(k));
  if (truths.some((t) => t === undefined)) return undefined;
  const only = (ks: (k: number) => boolean) => truths.every((t, k) => t === ks(k));
  const read = only((k) => k > 0)
    ? some
    : only((k) => k === total)
      ? every
      : only((k) => k === 0)
        ? negate(some)
        : only((k) => k < total)
          ? negate(every)
          : undefined;
  return read && withDeps(read, dependencies(other));
}

/**
 * `if (k > best) best = k`, `if (cost < best) { best = cost; ... }`: a comparison that keeps a running
 * largest or smallest candidate (the `if` it tests, alone or in a conjunction, writes one side's
 * variable from the other) chooses among candidates, as a sort comparator orders them: no content
 * check. The chosen value compared with a threshold afterwards is one.
 */
function keepsExtreme(node: ts.Node): boolean {
  if (!ts.isBinaryExpression(node)) return false;
  let test: ts.Node = node;
  while (
    ts.isParenthesizedExpression(test.parent) ||
    (ts.isBinaryExpression(test.parent) && test.parent.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken)
  )
    test = test.parent;
  const statement = test.parent;
  if (!ts.isIfStatement(statement) || statement.expression !== test) return false;
  const [left, right] = [skipParens(node.left), skipParens(node.right)];
  const kept = (target: ts.Expression, from: ts.Expression): boolean => {
    if (!ts.isIdentifier(target)) return false;
    let found = false;
    const visit = (n: ts.Node): void => {
      if (found || ts.isFunctionLike(n)) return;
      if (
        ts.isBinaryExpression(n) &&
        n.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
        ts.isIdentifier(skipParens(n.left)) &&
        (skipParens(n.left) as ts.Identifier).text === target.text &&
        normalisedText(skipParens(n.right)) === normalisedText(from)
      )
        found = true;
      ts.forEachChild(n, visit);
    };
    visit(statement.thenStatement);
    return found;
  };
  return kept(right, left) || kept(left, right);
}

/**
 * `if (bound <= best) continue;` inside the loop that keeps `best` as its running largest or smallest
 * (`if (sum > best) best = sum;` there): branch-and-bound pruning skips the candidates that cannot beat
 * the best so far, so it is part of choosing the best, as the comparison that keeps it is: no content check.
 */
function prunesAgainstBest(node: ts.Node): boolean {
  if (!ts.isBinaryExpression(node)) return false;
  let test: ts.Node = node;
  while (ts.isParenthesizedExpression(test.parent)) test = test.parent;
  const statement = test.parent;
  if (!ts.isIfStatement(statement) || statement.expression !== test || statement.elseStatement || !skipsCandidate(statement.thenStatement)) return false;
  const names = [node.left, node.right].map(skipParens).filter(ts.isIdentifier);
  let loop: ts.Node | undefined = statement.parent;
  while (loop && !ts.isFunctionLike(loop) && !ts.isIterationStatement(loop, false)) loop = loop.parent;
  if (names.length !== 1 || !loop || !ts.isIterationStatement(loop, false)) return false;
  const best = names[0].text;
  let kept = false;
  const visit = (n: ts.Node): void => {
    if (kept || ts.isFunctionLike(n)) return;
    if (
      ts.isBinaryExpression(n) &&
      n !== node &&
      keepsExtreme(n) &&
      [n.left, n.right].some((e) => ts.isIdentifier(skipParens(e)) && (skipParens(e) as ts.Identifier).text === best)
    )
      kept = true;
    ts.forEachChild(n, visit);
  };
  visit(loop.statement);
  return kept;
}

/** `continue` or `break`, alone or as a block's only statement. */
function skipsCandidate(statement: ts.Statement): boolean {
  const s = ts.isBlock(statement) && statement.statements.length === 1 ? statement.statements[0] : statement;
  return ts.isContinueStatement(s) || ts.isBreakStatement(s);
}

/**
 * `Math.max(...xs) > b` holds exactly when some element of xs is above b (`Math.max()` of no element
 * is -Infinity, above nothing), `Math.max(...xs) < b` when every element is below it (true of no
 * element); `Math.min` the other way round. A search or an every over xs, the element compared as content.
 */
function extremeComparison(it: Interpreter, node: ts.Node, opText: string, a: Value, b: Value, leftNode: ts.Node, rightNode: ts.Node): Value | undefined {
  if (opText !== '<' && opText !== '<=' && opText !== '>' && opText !== '>=') return undefined;
  const [ea, eb] = [extremeOf(a), extremeOf(b)];
  // Both sides extremes (or neither): not one search.
  if (Boolean(ea) === Boolean(eb)) return undefined;
  const [extreme, other, op] = ea ? [ea, b, opText] : [eb!, a, mirror(opText)];
  if (other.aggregate) it.collected.unknowns.push({ node, reason: other.aggregate, axes: ['count'] });
  const above = op === '>' || op === '>=';
  const some = (extreme.name === 'max') === above;
  const compared = it.compare(node, 'numeric-comparison', ea ? ea.element : a, eb ? eb.element : b, leftNode, rightNode);
  const id = it.collected.addRecord({ type: 'count', node, of: extreme.of, op: some ? 'truthy' : 'every' });
  return withRecord(compared, id, 1);
}

/** `===` between lists (serialised, joined, sorted) compares them in order, or as sets when every computed side is sorted. */
function equalityMatch(a: Value, b: Value): ContentMatch {
  const sortedSides = [a, b].filter((v) => v.constant === undefined && v.constantList === undefined).every((v) => v.sorted || v.serialised === 'sorted');
  const asList = (v: Value) => v.serialised === 'plain' || v.serialised === 'sorted';
  const lists = asList(a) || asList(b) || (a.sorted && b.sorted);
  return lists ? (sortedSides ? 'set-equality' : 'list-equality') : 'equality';
}

/**
 * `ok === true`, `found(x) !== false` with a boolean `ok`: an equality of booleans, and also `ok`
 * itself tested — its own checks keep the direction they give the verdict (negated for `=== false`).
 */
function booleanTruth(it: Interpreter, a: Value, b: Value, leftNode: ts.Node, rightNode: ts.Node, negative: boolean): Value | undefined {
  const side: [Value, boolean, ts.Node] | undefined =
    typeof b.constant?.value === 'boolean'
      ? [a, b.constant.value, leftNode]
      : typeof a.constant?.value === 'boolean'
        ? [b, a.constant.value, rightNode]
        : undefined;
  if (!side) return undefined;
  const [tested, expected, testedNode] = side;
  if (tested.constant !== undefined || it.types.kindOf(testedNode) !== 'boolean') return undefined;
  const truth = consumed(tested);
  return expected !== negative ? truth : negate(truth);
}

/**
 * `matched !== inverse`, `hasApp(post) === true`: the truth of checks compared with a boolean that
 * reads nothing of the context — the literal `true` or `false`, or a flag of the judge's own — picks
 * the checks or their negation: a direction, not a comparison of content (no `equality`). A boolean
 * read from the context (`post.settings.wifi === false`) compared so stays an equality.
 */
function isDirectionFlag(it: Interpreter, truth: Value, flag: Value, truthNode: ts.Node, flagNode: ts.Node): boolean {
  if (it.types.kindOf(flagNode) !== 'boolean' || it.types.kindOf(truthNode) !== 'boolean') return false;
  const readsNothing = flag.paths.size === 0 && flag.deps.size === 0 && flag.recs.size === 0;
  return readsNothing && truth.recs.size > 0 && truth.paths.size === 0;
}

/** Numbers, booleans and string enums have no case. */
function textual(kind: string): boolean {
  return kind !== 'number' && kind !== 'boolean' && kind !== 'enum-like';
}

/**
 * Both sides serialised, one computed from the state after the run only, the other from the same
 * part of the state before it (the expected state: `hash(post.tables) === hash(replay(pre.tables))`):
 * everything the expected state keeps must be unchanged. The post side's parts, or undefined.
 */
function expectedState(a: Value, b: Value): ReadonlySet<string> | undefined {
  if (!a.serialised || !b.serialised) return undefined;
  const partsOf = (v: Value, snapshot: 'pre' | 'post') => {
    const parts = new Set<string>();
    for (const p of [...v.paths, ...v.deps]) {
      const m = /^(pre|post)\.(emails|files|tables)\b/.exec(p);
      if (!m || m[1] !== snapshot) return undefined;
      parts.add(m[2]);
    }
    return parts.size > 0 ? parts : undefined;
  };
  for (const [post, pre] of [
    [a, b],
    [b, a],
  ]) {
    const after = partsOf(post, 'post');
    const before = partsOf(pre, 'pre');
    if (after && before && [...after].every((p) => before.has(p))) return new Set([...after].map((p) => `post.${p}`));
  }
  return undefined;
}

/** One side holds literals the other does not: values the judge wrote into the state it expects. */
function writesValues(a: Value, b: Value): boolean {
  const left = literalsOf(a) ?? new Set<string>();
  const right = literalsOf(b) ?? new Set<string>();
  return [...left].some((l) => !right.has(l)) || [...right].some((l) => !left.has(l));
}

/** `hits === TARGETS.length`, `hits > 0` on a tally over a literal list: the truth of its checks (all of them, or some). */
function tallyTruth(opText: string, a: Value, b: Value): Value | undefined {
  const [tally, other, op] = a.tally !== undefined ? [a, b, opText] : b.tally !== undefined ? [b, a, mirror(opText)] : [undefined, undefined, opText];
  // Compared with the size of a list of the judge's own items (the checkpoints it tallied): n of n.
  const n = other?.ownSize && other.constant === undefined ? Infinity : other?.constant?.value;
  if (!tally || typeof n !== 'number') return undefined;
  const holds = ((op === '===' || op === '==' || op === '>=') && n > 0) || (op === '>' && n >= 0 && Number.isFinite(n));
  if (holds) return { ...dependencies(tally), constant: undefined };
  // None of them held (`failures === 0`, a counter of the checks that failed): each failed.
  const none = ((op === '===' || op === '==' || op === '<=') && n === 0) || (op === '<' && n === 1);
  return none ? { ...negate(dependencies(tally)), constant: undefined } : undefined;
}

/**
 * `score === 1`, `score > 0` on a 0/1 indicator, `reward > 0` on a reward of 1 or -1: the truth of
 * its checks when the comparison holds at one level and fails at the other.
 */
function indicatorTruth(opText: string, a: Value, b: Value): Value | undefined {
  const leveled = (v: Value) => v.indicator === true || v.levels !== undefined;
  const [value, other, op] = leveled(a) ? [a, b, opText] : leveled(b) ? [b, a, mirror(opText)] : [undefined, undefined, opText];
  const n = other?.constant?.value;
  if (!value || (typeof n !== 'number' && typeof n !== 'string')) return undefined;
  const [lo, hi] = value.levels ?? [0, 1];
  const atHi = evaluateComparison(op, hi, n);
  const atLo = evaluateComparison(op, lo, n);
  if (atHi === undefined || atLo === undefined || atHi === atLo) return undefined;
  const truth = { ...dependencies(value), constant: undefined };
  return atHi ? truth : { ...negate(truth), constant: undefined };
}

function isNullish(v: Value): boolean {
  return v.constant !== undefined && (v.constant.value === undefined || v.constant.value === null);
}

/**
 * `x !== undefined`: a found element's presence is its search's outcome; a key looked up is
 * membership of the key; anything else is a presence test, which is a read but no check.
 */
function presence(it: Interpreter, node: ts.Node, value: Value, present: boolean): Value {
  const sign: Sign = present ? 1 : -1;
  // A stand-in text for nothing found is defined either way: its presence tells nothing of the search.
  if (value.found !== undefined && value.absent === undefined) return withRecord(neutral(dependencies(value)), value.found, sign);
  // A match is there when its pattern matched: its presence is the regex check.
  if (value.matched !== undefined) return withRecord(neutral(dependencies(value)), value.matched, sign);
  // A value given where a check held and null (undefined) where it failed: its presence is that check.
  const decided = presentWhere(value);
  if (decided) return withRecord(neutral(dependencies(value)), decided[0], present ? decided[1] : flip(decided[1]));
  if (value.keyed) {
    const check = keyPresence(it, node, value);
    return present ? check : negate(check);
  }
  const read = neutral(consumed(value));
  return { ...read, constant: undefined };
}

/**
 * A record (a call, a message, a row: an object that is no text, list or function) tested for
 * presence is there or not, whatever it holds: where it is a whole element of a list, the test reads
 * how many elements the list has (presencePath), not the element.
 */
export function recordPresence(it: Interpreter, node: ts.Node, value: Value): Value {
  if (value.paths.size === 0 || !it.types.isPlainObject(node)) return value;
  return { ...value, paths: new Set([...value.paths].map(presencePath)) };
}

/**
 * The check whose outcome alone decides whether a value is there, with the sign it has where it
 * is: every way the value is null or undefined is taken where the check fails, every other way
 * where it holds (`if (m) return [m[1], m[2]]; else return null;` of a helper parsing a text).
 */
function presentWhere(value: Value): readonly [number, Sign] | undefined {
  const ways = value.ways;
  if (!ways) return undefined;
  const absent = ways.filter((w) => isNullish(w.value));
  const there = ways.filter((w) => !isNullish(w.value));
  if (absent.length === 0 || there.length === 0) return undefined;
  for (const [id, sign] of there[0].when) {
    if (sign !== 1 && sign !== -1) continue;
    if (there.every((w) => w.when.get(id) === sign) && absent.every((w) => w.when.get(id) === flip(sign))) return [id, sign];
  }
  return undefined;
}

/** A value looked up by key tested for presence: membership of the key in the record's keys. */
export function keyPresence(it: Interpreter, node: ts.Node, lookup: Value): Value {
  const { container, key, keyNode, table } = lookup.keyed!;
  if (table) return tableMembership(it, node, key, keyNode, table);
  return keyMembership(it, node, container, key, keyNode, lookup);
}

/** `TABLE[k] ?? d`, `k in TABLE` with k from the context: k is tested as one of the table's fixed keys. */
export function tableMembership(
  it: Interpreter,
  node: ts.Node,
  key: Value,
  keyNode: ts.Node,
  table: { readonly keys: readonly string[]; readonly node: ts.Node },
): Value {
  return it.compare(node, 'membership', key, { ...NOTHING, constantList: table.keys }, keyNode, table.node);
}

/** `k in obj`, `obj[k] !== undefined`, `map.has(k)` on a record: the key is tested as a member of the keys. */
export function keyMembership(it: Interpreter, node: ts.Node, container: ReadonlySet<string>, key: Value, keyNode: ts.Node, lookup: Value): Value {
  const keys: Value = { ...dependencies(lookup), paths: new Set([...container].map((p) => `${p}{keys}`)) };
  return it.compare(node, 'membership', keys, key, keyNode, keyNode);
}

/** `i !== -1`, `i >= 0` on what indexOf/findIndex returned: the search's outcome, not a number. */
function searchOutcome(opText: string, a: Value, b: Value): Value | undefined {
  const [index, other, op] = a.position ? [a, b, opText] : b.position ? [b, a, mirror(opText)] : [undefined, undefined, opText];
  if (!index || typeof other?.constant?.value !== 'number') return undefined;
  const n = other.constant.value;
  const found = (op === '!==' || op === '!=' || op === '>') && n === -1 ? true : op === '>=' && n === 0 ? true : undefined;
  const missing = (op === '===' || op === '==') && n === -1 ? true : op === '<' && n === 0 ? true : op === '<=' && n === -1 ? true : undefined;
  if (!found && !missing) return undefined;
  const sign: Sign = found ? 1 : -1;
  let value: Value = { ...neutral(join(dependencies(index), dependencies(other))), constant: undefined };
  const { search, check } = index.position!;
  if (check !== undefined) value = withRecord(value, check, sign);
  return search === undefined ? value : withRecord(value, search, sign);
}

/**
 * A length (of a text, of a list of the judge's own), an index a search returned or an absolute
 * value compared with a bound it always meets, or never can: `output.length >= 0`,
 * `(text.match(re) ?? []).length > -1`, `s.indexOf(t) >= -1`. Counts of the context are
 * `countComparison`'s.
 */
function boundedComparison(it: Interpreter, node: ts.Node, opText: string, a: Value, b: Value, frame: Frame): Value | undefined {
  const [bounded, other, op] =
    lowerBound(a) !== undefined ? [a, b, opText] : lowerBound(b) !== undefined ? [b, a, mirror(opText)] : [undefined, undefined, opText];
  const n = other?.constant?.value;
  if (!bounded || typeof n !== 'number') return undefined;
  const lower = lowerBound(bounded)!;
  const always = boundTautology(op, lower, n);
  if (always === undefined) return undefined;
  const what = bounded.atLeast
    ? bounded.atLeast.why
    : bounded.position
      ? 'an index a search returns is never below -1'
      : bounded.absolute
        ? 'an absolute value is never negative'
        : 'a length is never negative';
  return constantComparison(it, node, a, b, always, what, frame, true);
}

/** A text of at most n characters (a character of a string iterated) compared with a longer literal: never equal. */
function tooLong(it: Interpreter, node: ts.Node, negative: boolean, a: Value, b: Value, frame: Frame): Value | undefined {
  const [short, literal] = a.text?.maxLength !== undefined ? [a, b] : b.text?.maxLength !== undefined ? [b, a] : [undefined, undefined];
  const text = literal?.constant?.value;
  if (!short || typeof text !== 'string' || text.length <= short.text!.maxLength!) return undefined;
  const why = `${describeShort(short.text!.maxLength!)} is never equal to the longer ${JSON.stringify(text)}`;
  return constantComparison(it, node, a, b, negative, why, frame, true);
}

/** What a text known to be at most n characters long is, in a message. */
export function describeShort(maxLength: number): string {
  return maxLength === 1 ? 'a single character (a string iterated gives its characters)' : `a text of at most ${maxLength} characters`;
}

function lowerBound(v: Value): number | undefined {
  if (v.constant !== undefined || v.countOf) return undefined;
  if (v.atLeast) return v.atLeast.n;
  if (v.textLength) return 0;
  if (v.position) return -1;
  return v.absolute ? 0 : undefined;
}

/**
 * `(text.match(re) ?? []).length > 0`, `[...text.matchAll(re)].length >= 1`: how many times a
 * pattern matched, compared with a number. At least one match needed is the regex check holding,
 * none (`=== 0`, `< 1`) the check failing; a bound either way (`<= 2`) needs neither.
 */
function matchCountTruth(opText: string, a: Value, b: Value): Value | undefined {
  const [count, other, op] = a.matchCount !== undefined ? [a, b, opText] : b.matchCount !== undefined ? [b, a, mirror(opText)] : [undefined, undefined, opText];
  const n = other?.constant?.value;
  if (!count || typeof n !== 'number') return undefined;
  const holds = (op === '>' && n >= 0) || ((op === '>=' || op === '===' || op === '==') && n >= 1) || ((op === '!==' || op === '!=') && n === 0);
  const fails = ((op === '===' || op === '==' || op === '<=') && n === 0) || (op === '<' && n === 1);
  const value = { ...neutral(join(consumed(count), consumed(other))), constant: undefined };
  return withRecord(value, count.matchCount!, holds ? 1 : fails ? -1 : 2);
}

/** `s.length > 0`, `s.length === 0` on a string: a presence test of the text. */
function textPresence(opText: string, a: Value, b: Value): Value | undefined {
  const [length, other, op] = a.textLength ? [a, b, opText] : b.textLength ? [b, a, mirror(opText)] : [undefined, undefined, opText];
  if (!length || typeof other?.constant?.value !== 'number') return undefined;
  const n = other.constant.value;
  const presenceTest = (n === 0 && ['>', '!==', '!=', '===', '==', '<=', '<'].includes(op)) || (n === 1 && (op === '>=' || op === '<'));
  if (!presenceTest) return undefined;
  return { ...join(consumed(neutral(length)), consumed(neutral(other))), constant: undefined };
}

/** `s !== ''`, `s === ''`: `s.length > 0` written another way, a presence test of the text. */
function emptyText(opText: string, a: Value, b: Value): Value | undefined {
  if (!['===', '==', '!==', '!='].includes(opText)) return undefined;
  const empty = (v: Value) => v.constant?.value === '' && v.paths.size === 0;
  const [text, other] = empty(b) ? [a, b] : empty(a) ? [b, a] : [undefined, undefined];
  if (!text || text.constant !== undefined || text.found !== undefined || (text.paths.size === 0 && text.deps.size === 0)) return undefined;
  return { ...join(consumed(neutral(text)), consumed(neutral(other))), constant: undefined };
}

/** A counter of the elements a loop walks, compared inside that loop while its body may still leave passing or failing. */
function countsWalkInProgress(count: Value, frame: Frame): boolean {
  const of = count.countOf!;
  return frame.loops.some((l) => l.exitsBothWays && samePaths(of, l.iterable.paths));
}

/**
 * A comparison with a length or count. Sizes of the same part of the state before and after are
 * a difference: `post.x.length === pre.x.length + 1` is exactly one new element of x.
 */
function countComparison(it: Interpreter, node: ts.Node, opText: string, a: Value, b: Value, frame: Frame): Value {
  const [count, other, flipped] = a.countOf ? [a, b, false] : [b, a, true];
  let op = (flipped ? mirror(opText) : opText) as CountOp;
  const value = { ...join(consumed(neutral(a)), consumed(neutral(b))), constant: undefined };
  if (count.fraction) return fractionComparison(it, node, op, count, other, value);
  if (countsWalkInProgress(count, frame)) return value;
  const none = count.changes && typeof other.constant?.value === 'number' ? emptiness(op, other.constant.value - (count.countOffset ?? 0)) : undefined;
  if (none !== undefined) {
    // No element of a part of the state differs from before: nothing changed (some does: something did).
    const id = it.collected.addRecord({ type: 'count', node, of: count.changes!, op: 'same-as-pre' });
    return withRecord(value, id, none ? 1 : -1);
  }
  const offset = count.countOffset ?? 0;
  if (other.countOf) {
    if (!count.countBase && !other.countBase && samePrePost(count.countOf!, other.countOf)) {
      // count + offset op other + otherOffset  <=>  (count - other) op (otherOffset - offset)
      const difference = prePostDifference(count.countOf!, other.countOf, op, (other.countOffset ?? 0) - offset);
      const id = it.collected.addRecord({ type: 'count', node, ...difference });
      return withRecord(value, id, 1);
    }
    const id = it.collected.addRecord({ type: 'count', node, of: count.countOf!, op: normaliseEq(op) });
    return withRecord(value, id, 1);
  }
  const constant = typeof other.constant?.value === 'number' ? other.constant.value : undefined;
  if (constant === undefined) {
    const id = it.collected.addRecord({ type: 'count', node, of: count.countOf!, op: normaliseEq(op) });
    return withRecord(value, id, 1);
  }
  const n = constant - offset;
  if (count.countBase) {
    if (samePrePost(count.countOf!, count.countBase)) {
      const id = it.collected.addRecord({ type: 'count', node, ...prePostDifference(count.countOf!, count.countBase, op, n) });
      return withRecord(value, id, 1);
    }
    op = normaliseEq(op);
    const id = it.collected.addRecord({ type: 'count', node, of: count.countOf!, op });
    return withRecord(value, id, 1);
  }
  const always = boundTautology(op, 0, n);
  if (always !== undefined) return constantComparison(it, node, a, b, always, `a length or count is never negative`, frame, true);
  const id = it.collected.addRecord({ type: 'count', node, of: count.countOf!, op: normaliseEq(op), n });
  return withRecord(value, id, 1);
}

/**
 * A share of a collection's elements compared with a bound: above 0, some pass (at least one);
 * at 0, none; 1, all of them; below 1, not all. Any other bound needs a number of elements that
 * depends on the collection's size: the count is unknown.
 */
function fractionComparison(it: Interpreter, node: ts.Node, op: CountOp, share: Value, other: Value, value: Value): Value {
  const n = other.constant?.value;
  const some = emptiness(op, typeof n === 'number' ? n : NaN);
  const all = n === 1 && (op === '===' || op === '>=') ? true : n === 1 && (op === '<' || op === '!==') ? false : undefined;
  if (some === undefined && all === undefined) {
    const bound = typeof n === 'number' ? String(n) : 'a computed bound';
    const reason = `a share of ${[...share.countOf!].sort()[0]} compared with ${bound}: how many elements that needs depends on how many there are`;
    it.collected.unknowns.push({ node, reason, axes: ['count'] });
    return value;
  }
  const id = it.collected.addRecord({ type: 'count', node, of: share.countOf!, op: all === undefined ? 'truthy' : 'every' });
  return withRecord(value, id, (all ?? !some) ? 1 : -1);
}

/** Whether `size op n` says the collection is empty (true) or not (false); undefined when it says neither. */
function emptiness(op: CountOp, n: number): boolean | undefined {
  if (((op === '===' || op === '<=') && n === 0) || (op === '<' && n === 1)) return true;
  if (((op === '!==' || op === '>') && n === 0) || (op === '>=' && n === 1)) return false;
  return undefined;
}

/**
 * `(x - y) op n` where x and y are the sizes of the same state before and after: the number of
 * elements added (`post - pre`), or removed when it is stated as `pre - post`, with n >= 0.
 */
function prePostDifference(x: ReadonlySet<string>, y: ReadonlySet<string>, op: CountOp, n: number): { of: ReadonlySet<string>; op: CountOp; n: number } {
  const xIsPost = [...x].some((p) => p.startsWith('post.'));
  // Normalise to (post - pre) op n.
  const post = xIsPost ? x : y;
  const pre = xIsPost ? y : x;
  const o = normaliseEq(xIsPost ? op : (mirror(op) as CountOp));
  const k = xIsPost ? n : -n;
  // (post - pre) op -k  <=>  (pre - post) mirror(op) k: elements removed (`post < pre`: at least one).
  return k < 0 || (k === 0 && o === '<') ? { of: pre, op: mirror(o) as CountOp, n: -k } : { of: post, op: o, n: k };
}

/**
 * A comparison whose result is fixed. One that can never vary whatever the operands (`x === x`,
 * `length >= 0`) is reported where it is; one between constants only where it is tested (a
 * comparison of configuration passed on as a value is not a condition).
 */
function constantComparison(it: Interpreter, node: ts.Node, a: Value, b: Value, truthy: boolean, why: string, frame: Frame, structural = false): Value {
  const value = join(consumed(a), consumed(b));
  if (!structural) return { ...value, constant: { value: truthy }, constantWhy: why };
  if (frame.dead === 0) it.collected.constants.push({ node, truthy, why });
  return { ...value, constant: { value: truthy }, explained: true };
}

/** `!==` negates the truth of its own count records (`pre.x !== post.x`: something changed), not its content records. */
function negateOnly(recs: ReadonlyMap<number, Sign>, records: ReadonlyMap<number, CheckRecord>): ReadonlyMap<number, Sign> {
  const out = new Map(recs);
  for (const [id, sign] of recs) if (records.get(id)?.type === 'count' && (sign === 1 || sign === -1)) out.set(id, flip(sign));
  return out;
}

/** Which calls (a tool name, a call's status or index) or whose turns (a message's role). */
function isSelector(v: Value): boolean {
  return v.paths.size > 0 && [...v.paths].every((p) => (/\.(tool|status|index)$/.test(p) && p.startsWith('trace')) || isMessageRole(p));
}

/**
 * A field name of one record (a row's column, a call's argument name), as `Object.keys` or
 * `Object.entries` give it: comparing it selects which fields to look at, like a tool name selects
 * calls — structure, not content. The keys of the snapshot's files and tables are content (which
 * files exist).
 */
function isRecordKey(v: Value): boolean {
  if (v.recordKey) return true;
  return v.paths.size > 0 && [...v.paths].every((p) => /\{keys?\}$/.test(p) && !/^(pre|post)\.(files|tables)\{keys\}$/.test(p));
}

/**
 * The type a value typed any (a parsed tool result) has where the comparison holds: equal to a
 * literal, it is of the literal's type; compared as a number, a number. Otherwise still any.
 */
function typedByComparison(kind: TypeKind, match: CheckMatch, expected: Value, expectedKind: TypeKind): TypeKind {
  if (kind !== 'any') return kind;
  if (match === 'numeric-comparison' || match === 'numeric-tolerance') return 'number';
  const literal = expected.constant !== undefined && expected.paths.size === 0 && expected.deps.size === 0;
  return match === 'equality' && literal && expectedKind !== 'any' ? expectedKind : kind;
}

/**
 * A text standing for "nothing found" (`'null'`) fails a check against a literal (or a list of
 * literals, or one of two a condition picks): where it does, a check that must hold needs the
 * search; where it passes or what it is compared with is not known, it may pass, and the search is
 * not needed.
 */
function failsCheck(absent: string | number | undefined, match: CheckMatch, expected: Value): boolean {
  if (absent === undefined || expected.paths.size > 0) return false;
  // Not a number (`Number('null')`) is below, above and equal to nothing.
  if (typeof absent === 'number' && Number.isNaN(absent)) return match === 'equality' || match === 'numeric-comparison';
  const list = expected.constantList;
  if (list !== undefined) return (match === 'membership' || match === 'substring-or-membership') && !list.includes(absent);
  const literal = expected.constant?.value;
  // One of two literals, whichever a condition picks (`on ? '1' : '0'`): it fails where neither is the stand-in.
  if (match === 'equality' && literal === undefined && expected.levels !== undefined) return expected.levels.every((level) => level !== absent);
  if (match === 'equality') return (typeof literal === 'string' || typeof literal === 'number') && literal !== absent;
  if (typeof literal !== 'string' || typeof absent !== 'string') return false;
  switch (match) {
    case 'substring':
      return !absent.includes(literal);
    case 'prefix':
      return !absent.startsWith(literal);
    case 'suffix':
      return !absent.endsWith(literal);
    default:
      return false;
  }
}

/**
 * A value of the judge's own: no context value (no path, no element read from the context) and no
 * constant written in the code. What it depends on of the context only chose it (a milestone placed,
 * an index kept), as a loop's position is chosen by the loop.
 */
function isOwnValue(v: Value): boolean {
  return holdsNoContextValue(v) && v.constant === undefined && v.constantList === undefined;
}

/**
 * A search's own bookkeeping (docs/taxonomy.md, reading 19): a number or an object of the judge's
 * own tested as a member of a collection of its own (`remaining.has(p)` over the milestones still to
 * place, `used.includes(i)` over the positions already matched, `mapping.get(m) === undefined`).
 * Neither side is content of the context: no check, as a loop counter is none. A text is left a
 * check: one taken apart from the context (a URL's query, a path split) keeps no path here.
 */
function ownMembership(it: Interpreter, match: CheckMatch, left: Value, right: Value, elementNode: ts.Node): boolean {
  if (match !== 'membership' || !isOwnValue(left) || !isOwnValue(right)) return false;
  const kind = it.types.kindOf(elementNode);
  return kind === 'number' || kind === 'other';
}

/** `a[i] === b[i]`: elements of two lists at one walking position, where the walk visits every position of one of them. */
function positionalPair(actual: Value, expected: Value): CompareRecord['positional'] {
  const [x, y] = [actual.at, expected.at];
  if (!x || !y || x.walk !== y.walk || x.list === y.list || !(x.walk.lists.has(x.list) || x.walk.lists.has(y.list))) return undefined;
  return { lists: [x.list, y.list], walk: x.walk.node };
}

export function compare(
  it: Interpreter,
  node: ts.Node,
  match: CheckMatch,
  left: Value,
  right: Value,
  leftNode: ts.Node,
  rightNode: ts.Node,
  negated = false,
): Value {
  const leftReads = left.paths.size + left.deps.size > 0;
  const rightReads = right.paths.size + right.deps.size > 0;
  // Neither side comes from the judge context: a computation on constants the analyzer could not fold, not a check.
  if ((!leftReads && !rightReads) || ownMembership(it, match, left, right, leftNode))
    return { ...join(consumed(neutral(left)), consumed(neutral(right))), constant: undefined, alwaysTruthy: undefined };
  // A constant is the expected side even when it was computed after an early exit (whose reads it carries).
  const swap = (!leftReads && rightReads) || (left.constant !== undefined && left.paths.size === 0 && right.paths.size > 0 && right.constant === undefined);
  const [actual, expected, actualNode, expectedNode] = swap ? [right, left, rightNode, leftNode] : [left, right, leftNode, rightNode];
  const expectedKind = refinedKind(expectedNode === actualNode ? it.types.kindOf(actualNode) : it.types.kindOf(expectedNode), expected);
  const kind = typedByComparison(refinedKind(it.types.kindOf(actualNode), actual), match, expected, expectedKind);
  // A search of a text or a list is a check on either: its kind is known to be one of the two.
  if (kind === 'any' && match !== 'substring-or-membership' && (actual.paths.size > 0 || actual.deps.size > 0)) {
    it.collected.unknowns.push({ node: actualNode, reason: `\`${short(actualNode)}\` is typed any`, axes: ['content', 'case'] });
  }
  const selector =
    isSelector(actual) || (isRecordKey(actual) && (isRecordKey(expected) || expected.paths.size + expected.deps.size === 0 || match === 'membership'));
  const stateIdentity = samePrePost(actual.paths, expected.paths) && !actual.caseNormal && !expected.caseNormal;
  // Two objects compared are the same object or not: no text is compared.
  const objectIdentity = match === 'equality' && it.types.isPlainObject(actualNode) && it.types.isPlainObject(expectedNode);
  const numeric = match === 'numeric-comparison' || match === 'numeric-tolerance' || !textual(kind) || !textual(expectedKind);
  // A number computed from texts (a similarity) compares them with the case it gave them.
  const caseRule: CaseVerdict =
    selector || stateIdentity || objectIdentity || comparesWithOwnCase(actualNode, expectedNode)
      ? 'not-applicable'
      : numeric
        ? (joinTextCase(actual.textCase, expected.textCase) ?? 'not-applicable')
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
    positional: positionalPair(actual, expected),
    sizes: actual.lengthOf && expected.lengthOf && actual.lengthOf !== expected.lengthOf ? [actual.lengthOf, expected.lengthOf] : undefined,
  };
  const id = it.collected.addRecord(record);
  let value = withRecord({ ...join(consumed(neutral(actual)), consumed(neutral(expected))), constant: undefined, alwaysTruthy: undefined }, id, 1);
  // A member of a found element compared with something defined: where the check must hold, the
  // search must have found it (`xs.find(p)?.to === X`); where it must fail, nothing follows. The
  // empty text, what helpers give when nothing is found, passes a comparison with itself; a text of
  // the code's own standing for it (`'null'`) is needed to fail the check.
  const search =
    actual.found === undefined || expected.constant?.value === '' || (actual.absent !== undefined && !failsCheck(actual.absent.value, match, expected))
      ? undefined
      : it.collected.records.get(actual.found);
  if (search?.type === 'count') {
    value = withRecord(value, it.collected.addRecord({ type: 'count', node, of: search.of, op: 'truthy', implied: true, search: actual.found }), 1);
  }
  if (impossible) return { ...value, constant: { value: negated }, explained: true };
  return value;
}
