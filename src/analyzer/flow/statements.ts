import { ts } from '../typescript.js';
import { branchConditions, branchesOf, droppedWrite, underBranches } from './bindings.ts';
import { outermostBinding } from './arguments.ts';
import { compareOperands, walkingBound } from './comparisons.ts';
import { builtByPushes, mayChangeAtAll } from './mutation.ts';
import { enterLoop, meet, throughOptional } from './normalised.ts';
import { PURE_METHODS } from './builtins/names.ts';
import type { CompareRecord } from './facts.ts';
import type { Mark } from './collected.ts';
import { passedTest, type Frame, type Loop } from './frame.ts';
import type { Interpreter } from './interpreter.ts';
import {
  alwaysLeaves,
  backwardWalk,
  leavesOnlyByThrow,
  catchSign,
  exitSign,
  isAssignmentOperator,
  isConstDeclaration,
  isIncrement,
  isInLoop,
  isNamed,
  isPure,
  isWithin,
  mathExtremum,
  counterWalk,
  normalisedText,
  positionLoop,
  queueDrain,
  short,
  skipParens,
  throwsEndOnlyTheTry,
  writesTo,
} from './syntax.ts';
import {
  NOTHING,
  constantValue,
  consumed,
  dependencies,
  elementsOf,
  flip,
  isContextCollection,
  join,
  isEmptyList,
  type Sign,
  member,
  negate,
  neutral,
  outcomesUnder,
  resign,
  truthiness,
  withDeps,
  withDepsInParts,
  withRecord,
  type Size,
  type Value,
  type Walk,
  walkOf,
  lentOf,
  withNeedles,
} from './value.ts';

/**
 * Statements: declarations, returns, branches, loops, switch, try. A statement that can leave the
 * function early returns its condition, which every later statement then depends on.
 */

export function block(it: Interpreter, statements: readonly ts.Statement[], frame: Frame): Value | undefined {
  const pushed = frame.control.length;
  const tested = frame.tests.length;
  const exits: Value[] = [];
  for (let i = 0; i < statements.length; i++) {
    const statement = statements[i];
    const exitControl = it.statement(statement, frame);
    if (exitControl) {
      frame.control.push(exitControl);
      exits.push(exitControl);
    }
    // Past `if (c) return;`, the rest of the block is c's else-branch: a flag written there is written where c failed.
    if (frame.passedUnder?.statement === statement) frame.tests.push(frame.passedUnder.test);
    frame.passedUnder = undefined;
    // `if (always) return x;`: what follows never runs (the constant condition is reported where it is).
    if (frame.left) {
      frame.left = false;
      if (ts.isFunctionLike(statement.parent.parent)) frame.endedEarly = true;
      for (const rest of statements.slice(i + 1)) it.dead(rest, 'the code before it always returns', frame, false);
      break;
    }
    // Every path to here threw: what follows never runs (and the block throws, for what contains it).
    if (frame.diverged) {
      for (const rest of statements.slice(i + 1)) it.dead(rest, 'every path before it throws', frame, false);
      break;
    }
  }
  frame.control.length = pushed;
  frame.tests.length = tested;
  return exits.length === 0 ? undefined : join(...exits);
}

/** The innermost loop around a statement (in its function) is one walked once per element of a literal list. */
function inUnrolledPass(node: ts.Node, frame: Frame): boolean {
  for (let p = node.parent; p && !ts.isFunctionLike(p); p = p.parent) if (ts.isIterationStatement(p, false)) return frame.unrolled.has(p);
  return false;
}

export function statement(it: Interpreter, node: ts.Statement, frame: Frame): Value | undefined {
  if (ts.isVariableStatement(node)) {
    // A `let` or `const` in the body of a loop walked once per element of a literal list is a new
    // binding on each pass: it takes that pass's value (`const fn = TABLE[item.name]`), not the join of all passes.
    const blockScoped = (node.declarationList.flags & ts.NodeFlags.BlockScoped) !== 0;
    const unrolled = blockScoped && inUnrolledPass(node, frame);
    for (const d of node.declarationList.declarations) {
      // So is a list built by pushes in order (mutation.ts builtByPushes): each walk of its block builds it afresh.
      const declared = ts.isIdentifier(d.name) ? it.types.symbolAt(d.name) : undefined;
      const built = declared !== undefined && builtByPushes(declared, it.types);
      const fresh = unrolled || built;
      const value = d.initializer ? it.ev(d.initializer, frame) : constantValue(undefined);
      // What decided that the declaration runs is a dependency of its value, not a check the value
      // carries: its direction to the verdict is given where the function returns.
      it.bind(d.name, withDeps(value, neutral(frame.controlValue())), frame, d, false, fresh);
      const symbol = d.initializer && ts.isIdentifier(d.name) ? it.types.symbolAt(d.name) : undefined;
      if (symbol) droppedWrite(it, node, symbol, d.initializer!, value, frame);
    }
    return undefined;
  }
  if (ts.isExpressionStatement(node)) {
    expressionStatement(it, node.expression, frame);
    return undefined;
  }
  if (ts.isReturnStatement(node)) return returnStatement(it, node, frame);
  if (ts.isIfStatement(node)) return ifStatement(it, node, frame);
  if (ts.isBlock(node)) return it.block(node.statements, frame);
  if (ts.isIterationStatement(node, false)) {
    enterLoop(frame, node.statement, (n) => it.types.symbolAt(n));
    return mayRunPartly(frame, () => throughOptional(frame, () => loop(it, node, frame)));
  }
  if (ts.isSwitchStatement(node)) return mayRunPartly(frame, () => throughOptional(frame, () => switchStatement(it, node, frame)));
  if (ts.isTryStatement(node)) return throughOptional(frame, () => tryStatement(it, node, frame));
  // A labelled statement can be left part-way (`break label`): what it normalises in place may not have run.
  if (ts.isLabeledStatement(node)) return mayRunPartly(frame, () => throughOptional(frame, () => it.statement(node.statement, frame)));
  if (ts.isThrowStatement(node)) {
    frame.noteThrow(dependencies(it.ev(node.expression, frame)));
    frame.diverge(node);
    return undefined;
  }
  // function declarations are values looked up by symbol; type declarations carry nothing.
  return undefined;
}

/**
 * A loop (its body may run no time), a switch (its cases may not match), a labelled statement (left
 * by \`break\`): a throw inside does not make every path past it throw. Only a throw before it does.
 */
function mayRunPartly(frame: Frame, walk: () => Value | undefined): Value | undefined {
  const diverged = frame.diverged;
  const value = walk();
  frame.diverged = diverged;
  return value;
}

/** A loop: `for...of` / `for...in`, `for`, or `while` / `do` (its body walked once, under its condition). */
function loop(it: Interpreter, node: ts.IterationStatement, frame: Frame): Value | undefined {
  if (ts.isForOfStatement(node) || ts.isForInStatement(node)) return forOfStatement(it, node, frame);
  if (ts.isForStatement(node)) return forStatement(it, node, frame);
  const loopNode = node as ts.WhileStatement | ts.DoStatement;
  const cond = loopNode.expression.kind === ts.SyntaxKind.TrueKeyword ? NOTHING : it.evTest(loopNode.expression, frame);
  const walked = counterWalked(it, loopNode, frame) ?? queueWalked(it, loopNode, frame);
  frame.control.push(neutral(consumed(cond)));
  if (walked) frame.loops.push(loopOver(loopNode, walked, frame));
  it.statement(node.statement, frame);
  if (walked) frame.loops.pop();
  frame.control.pop();
  return walked ? walkSearch(it, loopNode, walked, frame) : undefined;
}

/**
 * A `while` (or `do`) loop that reads a context collection at a counter it steps by one, the counter
 * declared before it at 0 (`let next = 0; while (...) { const call = calls[next]; ...; next += 1; }`):
 * a walk of the collection's elements in order, as `for...of` is (counterWalk). The collection, with
 * the counter marked as its position; undefined for any other loop.
 */
function counterWalked(it: Interpreter, node: ts.WhileStatement | ts.DoStatement, frame: Frame): Value | undefined {
  const walk = counterWalk(node);
  const symbol = walk && it.types.symbolAt(walk.counter);
  const decl = symbol?.valueDeclaration;
  const start = decl && ts.isVariableDeclaration(decl) && decl.initializer && skipParens(decl.initializer);
  if (!walk || !symbol || !start || !ts.isNumericLiteral(start) || start.text !== '0' || isWithin(decl, node) || !isPure(walk.list)) return undefined;
  const collection = it.ev(walk.list, frame);
  if (!isContextCollection(collection)) return undefined;
  const holder = frame.holder(symbol);
  const current = holder?.env.get(symbol);
  if (holder && current) holder.env.set(symbol, { ...current, constant: undefined, loopIndex: collection.paths });
  return collection;
}

/** `while (q.length > 0) { const c = q.shift(); ... }` over a context collection (queueDrain): a walk of its elements in order. */
function queueWalked(it: Interpreter, node: ts.WhileStatement | ts.DoStatement, frame: Frame): Value | undefined {
  const list = ts.isWhileStatement(node) ? queueDrain(node) : undefined;
  const collection = list && it.ev(list, frame);
  return collection && isContextCollection(collection) ? collection : undefined;
}

/**
 * `try`: an exception anywhere in the try block goes to the catch, so a `throw` there (in the block
 * or in what it calls) exits with what the catch returns; the catch's own returns are what the
 * exception path gives, and they depend on what led to each `throw` the try block reached (a
 * helper that throws when the answer is wrong decides the verdict through the catch).
 * A `finally` that always returns replaces every return before it.
 */
function tryStatement(it: Interpreter, node: ts.TryStatement, frame: Frame): Value | undefined {
  const returns = frame.returns.length;
  const handler = node.catchClause ? catchSign(node.catchClause, frame.throwSign()) : frame.throwSign();
  frame.handlers.push(handler);
  const exits: Value[] = [];
  const outer = frame.catching;
  const thrown: Value[] = [];
  if (node.catchClause) frame.catching = thrown;
  const diverged = frame.diverged;
  try {
    const left = exitOf(it.block(node.tryBlock.statements, frame));
    // A throw the catch takes in and lets the run go on from ends only the try block: what follows the statement does not depend on it.
    if (!throwsEndOnlyTheTry(node)) exits.push(...left);
  } finally {
    frame.handlers.pop();
    frame.catching = outer;
  }
  // Every path of the try block throws: past the statement only the catch's paths go on (none without one).
  const tryThrows = frame.diverged;
  if (node.catchClause) frame.diverged = diverged;
  if (node.catchClause) {
    // A catch that always leaves with a literal verdict is that verdict's way out: the conditions that led to a
    // throw were signed by it where they were tested (a throw that fails the judge is a verdict path). Any other
    // catch computes from them: data.
    const exception = consumed(join(...thrown));
    const reached = handler === 1 || handler === -1 ? exception : neutral(exception);
    const variable = node.catchClause.variableDeclaration;
    // The exception itself is data: a test of which one it is (`e instanceof NotFound`) is no test of what led to it.
    if (variable) it.bind(variable.name, neutral(exception), frame, variable, false);
    frame.control.push(reached);
    try {
      exits.push(...exitOf(it.block(node.catchClause.block.statements, frame)));
    } finally {
      frame.control.pop();
    }
  }
  const catchThrows = frame.diverged;
  frame.diverged = diverged;
  if (node.finallyBlock) {
    if (alwaysLeaves(node.finallyBlock)) frame.returns.length = returns;
    exits.push(...exitOf(it.block(node.finallyBlock.statements, frame)));
  }
  // Without a catch the exception goes on from here; a catch that throws on every path did so itself.
  if (tryThrows && !node.catchClause) frame.diverge(node);
  else if (tryThrows && catchThrows && frame.dead === 0) frame.diverged = true;
  // Reached only through a catch that always leaves: nothing after the statement runs.
  else if (tryThrows && node.catchClause && alwaysLeaves(node.catchClause.block) && frame.dead === 0) frame.left = true;
  return exits.length === 0 ? undefined : join(...exits);
}

function returnStatement(it: Interpreter, node: ts.ReturnStatement, frame: Frame): undefined {
  if (frame.dead > 0) {
    if (node.expression) it.ev(node.expression, frame);
    return undefined;
  }
  let value = node.expression ? (frame.testReturns ? it.evReturn(node.expression, frame) : it.ev(node.expression, frame)) : constantValue(undefined);
  // `return f(x)` where every path of f throws: nothing is returned.
  if (frame.diverged) return undefined;
  const lent = frame.testReturns ? undefined : lentOf(value);
  value = withDepsInParts(frame.testReturns ? consumed(value) : value, consumed(frame.controlValue()));
  value = frame.returnedPastThrows(value);
  if (frame.nonEmpty !== undefined && value.found === undefined && !isNothing(value)) value = { ...value, found: frame.nonEmpty };
  frame.returns.push({ node, value: underBranches(outcomesUnder(value, branchConditions(node, frame)), node, frame), lent });
  return undefined;
}

function forOfStatement(it: Interpreter, node: ts.ForOfStatement | ts.ForInStatement, frame: Frame): Value | undefined {
  const iterable = it.ev(node.expression, frame);
  const counted = isContextCollection(iterable);
  const init = node.initializer;
  // A short literal list (expected items, gold actions): the body once per element, each with its own value.
  const items =
    ts.isForOfStatement(node) && !counted && iterable.items && iterable.items.length > 0 && iterable.items.length <= MAX_UNROLLED ? iterable.items : undefined;
  // A string iterated gives its characters, one at a time.
  const characters = ts.isForOfStatement(node) && it.types.kindOf(node.expression) === 'string';
  const elements = items ?? [
    ts.isForOfStatement(node)
      ? characters
        ? { ...elementsOf(iterable), text: { maxLength: 1 } }
        : withNeedles(elementsOf(iterable), iterable, MAX_UNROLLED)
      : member(iterable, '{key}'),
  ];
  frame.control.push(neutral(consumed(dependencies(iterable))));
  frame.loops.push(loopOver(node, iterable, frame));
  // Over a list known to be empty (a task's empty list of expected items) the body never runs:
  // its checks reach nothing. Not a defect of the judge, so not reported as dead code.
  const empty = isEmptyList(iterable);
  if (empty) frame.dead++;
  const outer = searching(it, node, counted ? iterable : undefined, frame);
  if (items) frame.unrolled.add(node);
  for (const element of elements) {
    if (ts.isVariableDeclarationList(init)) for (const d of init.declarations) it.bind(d.name, element, frame, d, false, items !== undefined);
    else it.assign(init, element, frame);
    it.statement(node.statement, frame);
  }
  frame.nonEmpty = outer;
  frame.unrolled.delete(node);
  if (empty) frame.dead--;
  frame.loops.pop();
  frame.control.pop();
  // `for (x of C) if (...) return true;` needs one matching element; `return false` inside needs all.
  const sign = ts.isForOfStatement(node) ? loopExitSign(it, node, frame) : undefined;
  if (counted && (sign === 1 || sign === -1)) {
    const id = it.collected.addRecord({ type: 'count', node, of: iterable.paths, op: sign === 1 ? 'truthy' : 'every' });
    return withRecord(NOTHING, id, 1);
  }
  // A loop over the matches of a pattern that passes only at a match (`if (m[1] === x) return true`): the pattern must match.
  if (iterable.matchList !== undefined && sign === 1) return withRecord(NOTHING, iterable.matchList, 1);
  return undefined;
}

/** A loop over `iterable`; whether its body leaves both passing and failing is worked out only when asked (a counter compared inside it). */
function loopOver(node: WalkLoop | ts.ForInStatement, iterable: Value, frame: Frame): Loop {
  const [throws, levels, verdictPart] = [frame.throwSign(), frame.levels, frame.verdictPart];
  let both: boolean | undefined;
  return {
    node,
    iterable,
    get exitsBothWays() {
      return (both ??= exitSign(node.statement, true, throws, levels, verdictPart) === 0);
    },
  };
}

/**
 * What leaving a loop over a collection from its body gives the verdict: the sign every exit in the
 * body shares; where they differ (`if (clicked(c)) return ok(c) ? 1 : -1` — the first element that
 * matches decides, as `find(p)` then a check of what it found) and everything after the loop fails,
 * the verdict can only pass at an element: 1, the loop a search.
 */
function loopExitSign(it: Interpreter, node: WalkLoop, frame: Frame): Sign | undefined {
  const sign = frameExitSign(node.statement, frame);
  return sign === 0 && (restSign(node, frame) === -1 || asksPassTestAgain(it, node, frame)) ? 1 : sign;
}

/**
 * A loop whose body returns true as soon as a test holds on the state it builds (`evaluator.step(env);
 * if (evaluator.is_complete()) return true;`), followed by `return` of that same test
 * (`return evaluator.is_complete();`): after the loop the test reads the state the elements left, so
 * the verdict passes there only where they brought it to pass, as at the early return. The body must
 * change what the test reads (assign it, or call a method on it or a function with it), or the test
 * would not be about the elements. Nothing else after the loop.
 */
function asksPassTestAgain(it: Interpreter, node: WalkLoop, frame: Frame): boolean {
  const block = node.parent;
  if (!ts.isBlock(block)) return false;
  const next = block.statements[block.statements.indexOf(node) + 1];
  if (!next || !ts.isReturnStatement(next) || !next.expression) return false;
  const asked = normalisedText(next.expression);
  let passTest: ts.Expression | undefined;
  const visit = (n: ts.Node): void => {
    if (passTest || ts.isFunctionLike(n)) return;
    if (ts.isIfStatement(n) && normalisedText(n.expression) === asked && alwaysLeaves(n.thenStatement) && frameExitSign(n.thenStatement, frame) === 1) {
      passTest = n.expression;
      return;
    }
    ts.forEachChild(n, visit);
  };
  visit(node.statement);
  if (!passTest) return false;
  const state = stateRead(it, next.expression);
  return state.size > 0 && changesState(it, node.statement, state, passTest);
}

/** The variables a test reads state through: the roots of its property accesses and calls, and its plain names. */
function stateRead(it: Interpreter, test: ts.Expression): ReadonlySet<ts.Symbol> {
  const out = new Set<ts.Symbol>();
  const visit = (n: ts.Node): void => {
    if (ts.isFunctionLike(n)) return;
    if (ts.isPropertyAccessExpression(n)) return visit(n.expression);
    if (ts.isIdentifier(n)) {
      const symbol = it.types.symbolAt(n);
      const decl = symbol?.valueDeclaration;
      if (symbol && decl && (ts.isVariableDeclaration(decl) || ts.isParameter(decl))) out.add(symbol);
      return;
    }
    ts.forEachChild(n, visit);
  };
  visit(test);
  return out;
}

/** `body` assigns one of `state` (or a part of it), steps it, calls a method on it or passes it to a call, outside `except`. */
function changesState(it: Interpreter, body: ts.Statement, state: ReadonlySet<ts.Symbol>, except: ts.Node): boolean {
  const isState = (e: ts.Expression): boolean => {
    let root = skipParens(e);
    while (ts.isPropertyAccessExpression(root) || ts.isElementAccessExpression(root) || ts.isNonNullExpression(root)) root = skipParens(root.expression);
    const symbol = ts.isIdentifier(root) ? it.types.symbolAt(root) : undefined;
    return symbol !== undefined && state.has(symbol);
  };
  let found = false;
  const visit = (n: ts.Node): void => {
    if (found || n === except || ts.isFunctionLike(n)) return;
    if (writesTo(n, isState)) found = true;
    else if (ts.isCallExpression(n) && ((ts.isPropertyAccessExpression(n.expression) && isState(n.expression.expression)) || n.arguments.some(isState)))
      found = true;
    else ts.forEachChild(n, visit);
  };
  visit(body);
  return found;
}

/**
 * A loop over a context collection whose body leaves only by returning a value it found
 * (`for (...) if (clicked(trace[i])) return steps[i].state;`) is a search, as `find` is: what it
 * returns is there only when an element matched. Marks the returns in its body so; gives back the
 * mark that was in force.
 */
function searching(it: Interpreter, node: ts.IterationStatement, collection: Value | undefined, frame: Frame): number | undefined {
  const outer = frame.nonEmpty;
  if (collection && !frame.testReturns && returnsOnlyValues(node.statement)) {
    frame.nonEmpty = it.collected.addRecord({ type: 'count', node, of: collection.paths, op: 'truthy' });
  }
  return outer;
}

/**
 * Every return in the statement (not in a nested function) gives a value other than a literal truth
 * value or "nothing" (`isNothingLiteral`, which a return does not mark as found); there is one.
 */
function returnsOnlyValues(statement: ts.Statement): boolean {
  let count = 0;
  let values = true;
  const visit = (n: ts.Node): void => {
    if (ts.isFunctionLike(n) || !values) return;
    if (ts.isReturnStatement(n)) {
      count++;
      const e = n.expression && skipParens(n.expression);
      if (!e || e.kind === ts.SyntaxKind.TrueKeyword || e.kind === ts.SyntaxKind.FalseKeyword || isNothingLiteral(e)) values = false;
      return;
    }
    ts.forEachChild(n, visit);
  };
  visit(statement);
  return values && count > 0;
}

/** Literal lists up to this length have a loop over them walked once per element. */
const MAX_UNROLLED = 16;

function forStatement(it: Interpreter, node: ts.ForStatement, frame: Frame): Value | undefined {
  if (node.initializer) {
    if (ts.isVariableDeclarationList(node.initializer)) {
      for (const d of node.initializer.declarations) {
        it.bind(d.name, d.initializer ? it.ev(d.initializer, frame) : constantValue(undefined), frame, d, false);
      }
    } else it.ev(node.initializer, frame);
  }
  const cond = node.condition ? (counterBound(it, node, frame) ?? it.ev(node.condition, frame)) : NOTHING;
  const indexed = indexedCollection(it, node, frame);
  const walk = walkingCounter(it, node, frame);
  frame.control.push(neutral(consumed(cond)));
  if (indexed) frame.loops.push(loopOver(node, indexed, frame));
  const outer = searching(it, node, indexed, frame);
  const body = it.collected.mark();
  it.statement(node.statement, frame);
  // `if (a[i] !== b[i]) return false;`: the loop fails at the first position whose check fails.
  if (walk && frameExitSign(node.statement, frame) === -1) it.collected.atEveryPosition(it.collected.since(body), node);
  frame.nonEmpty = outer;
  if (indexed) frame.loops.pop();
  if (node.incrementor) expressionStatement(it, node.incrementor, frame);
  frame.control.pop();
  // An index loop over a context collection that returns at an element is a search, as `for...of` is.
  return indexed ? walkSearch(it, node, indexed, frame) : undefined;
}

/** A walk of a context collection whose body returns at an element (loopExitSign): a search, or an every; undefined otherwise. */
function walkSearch(it: Interpreter, node: WalkLoop, collection: Value, frame: Frame): Value | undefined {
  const sign = loopExitSign(it, node, frame);
  if (sign !== 1 && sign !== -1) return undefined;
  const id = it.collected.addRecord({ type: 'count', node, of: collection.paths, op: sign === 1 ? 'truthy' : 'every' });
  return withRecord(NOTHING, id, 1);
}

/** A loop that walks a collection's elements: `for...of`, an index `for`, a `while` stepping a counter. */
type WalkLoop = ts.ForOfStatement | ts.ForStatement | ts.WhileStatement | ts.DoStatement;

/** `for (let i = 0; i < xs.length; i++)` over local lists: `i` marked as the walk of their positions (`xs[i]` is the element there). */
function walkingCounter(it: Interpreter, node: ts.ForStatement, frame: Frame): Walk | undefined {
  const loop = positionLoop(node);
  const symbol = loop && it.types.symbolAt(loop.counter);
  const current = symbol && frame.env.get(symbol);
  if (!loop || !symbol || !current) return undefined;
  const walk = walkOf(node, () => new Set(loop.lists.flatMap((l) => it.types.symbolAt(l) ?? [])));
  frame.env.set(symbol, { ...current, walk });
  return walk;
}

/**
 * `for (let i = 1; i <= tokens.length; i++)`, `idx < RULES.length`: the loop's own counter against a
 * bound on positions (a length or size, a literal) that counts no context collection only decides
 * which positions the body visits — iteration, not a check of content. Its operands stay read;
 * undefined for any other condition (`i < limit` with a limit read from the context stays a check).
 */
function counterBound(it: Interpreter, node: ts.ForStatement, frame: Frame): Value | undefined {
  const init = node.initializer;
  const cond = node.condition && skipParens(node.condition);
  if (!init || !ts.isVariableDeclarationList(init) || !cond || !ts.isBinaryExpression(cond)) return undefined;
  const op = cond.operatorToken.kind;
  if (
    op !== ts.SyntaxKind.LessThanToken &&
    op !== ts.SyntaxKind.LessThanEqualsToken &&
    op !== ts.SyntaxKind.GreaterThanToken &&
    op !== ts.SyntaxKind.GreaterThanEqualsToken
  ) {
    return undefined;
  }
  const counters = new Set(init.declarations.flatMap((d) => (ts.isIdentifier(d.name) ? [d.name.text] : [])));
  const isCounter = (e: ts.Expression) => ts.isIdentifier(skipParens(e)) && counters.has((skipParens(e) as ts.Identifier).text);
  if (isCounter(cond.left) === isCounter(cond.right)) return undefined;
  if (!isPositionBound(isCounter(cond.left) ? cond.right : cond.left)) return undefined;
  const a = it.ev(cond.left, frame);
  const b = it.ev(cond.right, frame);
  if (a.countOf || b.countOf || (a.constant && b.constant)) return compareOperands(it, cond, cond.operatorToken.getText(), a, b, cond.left, cond.right, frame);
  return walkingBound(a, b);
}

/** A list's length or size, a number literal, one of them plus or minus a literal, or the least or greatest of such (`Math.min(a.length, b.length)`): a bound on positions. */
function isPositionBound(node: ts.Expression): boolean {
  const e = skipParens(node);
  if (ts.isNumericLiteral(e)) return true;
  if (ts.isCallExpression(e) && mathExtremum(e)) return e.arguments.length > 0 && e.arguments.every((a) => !ts.isSpreadElement(a) && isPositionBound(a));
  if (ts.isPropertyAccessExpression(e)) return e.name.text === 'length' || e.name.text === 'size';
  const op = ts.isBinaryExpression(e) ? e.operatorToken.kind : undefined;
  if (!ts.isBinaryExpression(e) || (op !== ts.SyntaxKind.PlusToken && op !== ts.SyntaxKind.MinusToken)) return false;
  return (isPositionBound(e.left) && ts.isNumericLiteral(skipParens(e.right))) || (ts.isNumericLiteral(skipParens(e.left)) && isPositionBound(e.right));
}

/**
 * `for (let i = 0; i < xs.length; i++)` over a context collection: the collection, with `i` marked
 * as its index (`xs[i]` is an element; `idx = i` under a condition keeps a search's result).
 */
function indexedCollection(it: Interpreter, node: ts.ForStatement, frame: Frame): Value | undefined {
  const init = node.initializer;
  const cond = node.condition && skipParens(node.condition);
  if (!init || !ts.isVariableDeclarationList(init) || init.declarations.length !== 1 || !cond || !ts.isBinaryExpression(cond)) return undefined;
  const decl = init.declarations[0];
  if (!ts.isIdentifier(decl.name)) return undefined;
  const length = forwardBound(cond, decl.name.text) ?? backwardWalk(node);
  if (!length || !ts.isPropertyAccessExpression(length) || length.name.text !== 'length' || !isPure(length.expression)) return undefined;
  const collection = it.ev(length.expression, frame);
  if (!isContextCollection(collection)) return undefined;
  const symbol = it.types.symbolAt(decl.name);
  const current = symbol ? frame.env.get(symbol) : undefined;
  if (symbol && current) frame.env.set(symbol, { ...current, constant: undefined, loopIndex: collection.paths });
  return collection;
}

/** `i < xs.length` (or `xs.length > i`) with `i` the loop's counter: `xs.length`. */
function forwardBound(cond: ts.BinaryExpression, counter: string): ts.Expression | undefined {
  const op = cond.operatorToken.kind;
  const [index, bound] =
    op === ts.SyntaxKind.LessThanToken ? [cond.left, cond.right] : op === ts.SyntaxKind.GreaterThanToken ? [cond.right, cond.left] : [undefined, undefined];
  return index && isNamed(index, counter) && bound ? skipParens(bound) : undefined;
}

function switchStatement(it: Interpreter, node: ts.SwitchStatement, frame: Frame): Value | undefined {
  const subject = it.ev(node.expression, frame);
  for (const clause of node.caseBlock.clauses) {
    let control = consumed(subject);
    if (ts.isCaseClause(clause)) {
      const expected = it.ev(clause.expression, frame);
      control = it.compare(clause, 'equality', subject, expected, node.expression, clause.expression);
    }
    frame.control.push(neutral(consumed(control)));
    it.block(clause.statements, frame);
    frame.control.pop();
  }
  return exitSign(node) === undefined ? undefined : resign(consumed(subject), 2);
}

function ifStatement(it: Interpreter, node: ts.IfStatement, frame: Frame): Value | undefined {
  const start = it.collected.mark();
  const cond = fallbackGuard(it, node, it.evTest(node.expression, frame), frame);
  // The test itself throws on every path (a call of a function that always throws): neither branch runs.
  if (frame.diverged) {
    it.dead(node.thenStatement, 'every path before it throws', frame, false);
    if (node.elseStatement) it.dead(node.elseStatement, 'every path before it throws', frame, false);
    return undefined;
  }
  const afterTest = it.collected.mark();
  const skipped: [Mark, Mark][] = [];
  emptinessGuard(it, node, cond, frame);
  // `continue` / `break` only skip elements: the condition filters data, it does not decide the verdict.
  // In a function that computes a value (not a verdict), an early return's condition shapes that value: data.
  const verdictSign = (s: Sign | undefined): Sign | undefined => (s === undefined || frame.testReturns || s !== 0 ? s : undefined);
  const thenSign = verdictSign(frameExitSign(node.thenStatement, frame));
  const elseSign = node.elseStatement ? verdictSign(frameExitSign(node.elseStatement, frame)) : undefined;
  const truth = truthiness(cond);
  if (truth === undefined) heldText(it, node, frame);
  if (truth === undefined) heldEqual(it, node, cond, frame);
  if (truth === undefined && cond.sizedWhenTrue) sizedBranch(it, node, cond.sizedWhenTrue, frame);
  const consumedCond = consumed(cond);
  const [thenBranch, elseBranch] = branchesOf(it, node.expression, cond, frame);
  // A then-branch that computes the verdict (`if (c) return b;`) where the other way out gives a
  // literal one (its else, or what the block returns after it: `return false;`) needs the condition.
  const other = elseSign ?? (alwaysLeaves(node.thenStatement) ? restSign(node, frame) : undefined);
  const condSign: Sign | undefined = thenSign === 0 && (other === 1 || other === -1) ? flip(other) : thenSign;

  thrownIn(node, consumedCond, truth, condSign, elseSign, frame);
  // A branch that leaves with a literal verdict gives the condition a direction; one that only
  // computes makes it data for what it computes.
  frame.control.push(condSign === undefined ? neutral(consumedCond) : resign(consumedCond, condSign));
  frame.tests.push(consumedCond);
  frame.branches.push(thenBranch);
  // A branch that can itself leave early (`else if (c2) throw ...`, `{ if (c2) return false; }`):
  // what follows this statement runs only when it did not, so it depends on those conditions too.
  const inner: Value[] = [];
  const definiteBefore = new Map(frame.definite);
  if (truth === false) deadPart(it, node.thenStatement, node.expression, `\`${short(node.expression)}\` is always false`, frame, !cond.bound, skipped);
  else inner.push(...exitOf(certainly(it, node.thenStatement, truth === true, frame)));
  frame.branches.pop();
  // Every path past the statement throws only where each branch that can be taken throws.
  const thenThrows = truth === false || frame.diverged;
  frame.diverged = false;
  frame.tests.pop();
  frame.control.pop();
  const definiteThen = frame.definite;
  frame.definite = new Map(definiteBefore);

  if (node.elseStatement) {
    // The else branch runs where the condition fails: the same condition, leading where the then-branch leads (as the
    // code after `if (c) return true;` does), or, where only the else leaves with a literal verdict, away from it.
    const elseControl = condSign === 1 || condSign === -1 ? condSign : elseSign === undefined ? undefined : flip(elseSign);
    frame.control.push(elseControl === undefined ? neutral(consumedCond) : resign(consumedCond, elseControl));
    const elseTest = negate(consumedCond);
    const settled = literalWrites(it, node.thenStatement);
    if (settled.size > 0) frame.settledBy.set(elseTest, settled);
    frame.tests.push(elseTest);
    frame.branches.push(elseBranch);
    if (truth === true) deadPart(it, node.elseStatement, node.expression, `\`${short(node.expression)}\` is always true`, frame, !cond.bound, skipped);
    else inner.push(...exitOf(certainly(it, node.elseStatement, truth === false, frame)));
    frame.branches.pop();
    frame.tests.pop();
    frame.settledBy.delete(elseTest);
    frame.control.pop();
    duplicateElseIf(it, node);
  }
  const elseThrows = truth === true || (node.elseStatement !== undefined && frame.diverged);
  frame.diverged = false;
  // Each branch that throws noted its own way out.
  if (thenThrows && elseThrows && frame.dead === 0) frame.diverged = true;
  // Normalised in place on every way through: the taken branch's where the condition is known.
  frame.definite = truth === true ? definiteThen : truth === false ? frame.definite : meet(definiteThen, frame.definite);
  if (truth !== undefined) it.collected.dropGuard(start, afterTest, skipped);
  // A constant condition whose taken branch always returns: the statements after this one never run.
  const taken = truth === true ? node.thenStatement : truth === false ? node.elseStatement : undefined;
  if (taken && alwaysLeaves(taken) && frame.dead === 0) frame.left = true;
  if (truth === undefined && !node.elseStatement && alwaysLeaves(node.thenStatement)) {
    requiredLength(it, node, frame);
    if (frame.loops.length === 0 && !isInLoop(node) && frame.dead === 0) frame.passedUnder = { statement: node, test: passedTest(node, negate(consumedCond)) };
  }
  const own =
    condSign !== undefined && truth !== false
      ? resign(consumedCond, condSign)
      : elseSign !== undefined && truth !== true
        ? resign(consumedCond, flip(elseSign))
        : exitSign(node) !== undefined
          ? neutral(consumedCond)
          : undefined;
  const exits = [...exitOf(own), ...inner];
  return exits.length === 0 ? undefined : join(...exits);
}

/** Walks a branch of an `if`, noted as run for certain where its condition is decided (`taken`). */
function certainly(it: Interpreter, branch: ts.Statement, taken: boolean, frame: Frame): Value | undefined {
  if (!taken) return it.statement(branch, frame);
  frame.certain.add(branch);
  const exit = it.statement(branch, frame);
  frame.certain.delete(branch);
  return exit;
}

/**
 * The variables a branch sets to a literal (`true`, `false`, a number, a text) in statements of its
 * own that always run (`if (c) { valid = false; }`), with the literal: the last write of each.
 */
function literalWrites(it: Interpreter, branch: ts.Statement): ReadonlyMap<ts.Symbol, unknown> {
  const out = new Map<ts.Symbol, unknown>();
  for (const statement of ts.isBlock(branch) ? branch.statements : [branch]) {
    if (!ts.isExpressionStatement(statement)) continue;
    const e = skipParens(statement.expression);
    if (!ts.isBinaryExpression(e) || e.operatorToken.kind !== ts.SyntaxKind.EqualsToken || !ts.isIdentifier(skipParens(e.left))) continue;
    const symbol = it.types.symbolAt(skipParens(e.left));
    if (!symbol) continue;
    const literal = writtenLiteral(skipParens(e.right));
    if (literal.known) out.set(symbol, literal.value);
    else out.delete(symbol);
  }
  return out;
}

function writtenLiteral(e: ts.Expression): { readonly known: boolean; readonly value?: unknown } {
  if (e.kind === ts.SyntaxKind.TrueKeyword) return { known: true, value: true };
  if (e.kind === ts.SyntaxKind.FalseKeyword) return { known: true, value: false };
  if (ts.isNumericLiteral(e)) return { known: true, value: Number(e.text) };
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return { known: true, value: e.text };
  return { known: false };
}

/**
 * `if (wasSent(pre)) throw ...` in a helper: where nothing catches the exception before the judge,
 * the judge fails when the condition holds, whatever the helper returns (nothing, in a setup
 * method called as a statement). The condition, signed for the verdict, goes with the activation
 * to its caller, and the judge's returns depend on it.
 */
function thrownIn(node: ts.IfStatement, cond: Value, truth: boolean | undefined, condSign: Sign | undefined, elseSign: Sign | undefined, frame: Frame): void {
  // Inside a `try` (here or in a caller) the exception may be caught on the way (a catch that rethrows only some): not counted.
  if (frame.kind === 'judge' || frame.dead > 0 || truth !== undefined || frame.caught || frame.handlers.length > 0) return;
  if ((condSign === 1 || condSign === -1) && leavesOnlyByThrow(node.thenStatement)) frame.thrown.push(resign(cond, condSign));
  if (node.elseStatement && (elseSign === 1 || elseSign === -1) && leavesOnlyByThrow(node.elseStatement)) frame.thrown.push(resign(cond, flip(elseSign)));
}

/**
 * `if (xs.length !== 16) return false;`: the statements after it in its block run only where `xs`
 * has 16 elements, so `xs` has that size there. Only a `const` list declared earlier in the same
 * block and never changed in place, so that every later read of it is past the guard.
 */
function requiredLength(it: Interpreter, node: ts.IfStatement, frame: Frame): void {
  const test = skipParens(node.expression);
  if (!ts.isBinaryExpression(test)) return;
  const op = test.operatorToken.kind;
  if (op !== ts.SyntaxKind.ExclamationEqualsEqualsToken && op !== ts.SyntaxKind.ExclamationEqualsToken) return;
  const [measured, bound] = ts.isNumericLiteral(skipParens(test.right))
    ? [skipParens(test.left), skipParens(test.right)]
    : [skipParens(test.right), skipParens(test.left)];
  if (!ts.isNumericLiteral(bound) || !ts.isPropertyAccessExpression(measured) || measured.name.text !== 'length' || !ts.isIdentifier(measured.expression))
    return;
  const symbol = it.types.symbolAt(measured.expression);
  const decl = symbol?.valueDeclaration;
  const block = node.parent;
  if (!symbol || !decl || !ts.isVariableDeclaration(decl) || !ts.isBlock(block) || it.types.kindOf(measured.expression) !== 'array') return;
  const declared = block.statements.findIndex((s) => ts.isVariableStatement(s) && s.declarationList.declarations.includes(decl));
  if (declared < 0 || declared > block.statements.indexOf(node)) return;
  const n = Number(bound.text);
  const line = node.getSourceFile().getLineAndCharacterOfPosition(node.getStart()).line + 1;
  knowSize(it, frame, symbol, { from: node.end, region: block, size: { n, why: `\`${measured.getText()}\` is ${n} past the test on line ${line}` } });
}

/**
 * `if (x.includes(':')) { ... }`, `if (!x.includes(':')) return;`: where the test held (the then-branch;
 * the else-branch or the rest of the block of a negated test that leaves), the text `x` holds ':'.
 * Only a `const` text and a literal needle, so that every read in that region is of the tested text.
 */
function heldText(it: Interpreter, node: ts.IfStatement, frame: Frame): void {
  let test = skipParens(node.expression);
  const negated = ts.isPrefixUnaryExpression(test) && test.operator === ts.SyntaxKind.ExclamationToken;
  if (negated) test = skipParens((test as ts.PrefixUnaryExpression).operand);
  if (!ts.isCallExpression(test) || test.arguments.length !== 1 || !ts.isPropertyAccessExpression(test.expression)) return;
  const { expression: text, name } = test.expression;
  const needle = test.arguments[0];
  if (name.text !== 'includes' || !ts.isIdentifier(text) || !ts.isStringLiteralLike(needle) || needle.text === '') return;
  const symbol = it.types.symbolAt(text);
  const decl = symbol?.valueDeclaration;
  if (!symbol || !decl || !ts.isVariableDeclaration(decl) || !isConstDeclaration(decl) || it.types.kindOf(text) !== 'string') return;
  const holder = frame.holder(symbol);
  if (!holder) return;
  const line = node.getSourceFile().getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const region: [number, ts.Node] | undefined = !negated
    ? [node.thenStatement.pos, node.thenStatement]
    : node.elseStatement
      ? [node.elseStatement.pos, node.elseStatement]
      : alwaysLeaves(node.thenStatement) && ts.isBlock(node.parent)
        ? [node.end, node.parent]
        : undefined;
  if (!region) return;
  const held = { texts: [needle.text], why: `\`${text.text}\` holds ${JSON.stringify(needle.text)} (the test on line ${line})` };
  holder.held.set(symbol, shownAgain(holder.held.get(symbol), { from: region[0], region: region[1], held }));
}

/**
 * `if (name !== 'A') return;` (or `throw`): past that guard, in the rest of its block, `name` is the
 * text 'A' (strict equality leaves no other value). Only a guard that leaves: inside a branch where
 * the test held (`if (to === 'A') found.add(to)`) the value stays what it was read from, which is
 * what the branch collects or counts; and only a `const` variable (a part of a `const` destructuring
 * too), so that every read past the guard is of the tested value.
 */
function heldEqual(it: Interpreter, node: ts.IfStatement, cond: Value, frame: Frame): void {
  const test = skipParens(node.expression);
  if (!ts.isBinaryExpression(test) || test.operatorToken.kind !== ts.SyntaxKind.ExclamationEqualsEqualsToken) return;
  if (node.elseStatement || !alwaysLeaves(node.thenStatement) || !ts.isBlock(node.parent)) return;
  const [left, right] = [skipParens(test.left), skipParens(test.right)];
  const variable = ts.isIdentifier(left) ? left : ts.isIdentifier(right) ? right : undefined;
  const symbol = variable && it.types.symbolAt(variable);
  if (!symbol || !constBinding(symbol)) return;
  const value = comparedConstant(it, test, variable === left ? right : left, cond);
  const holder = frame.holder(symbol);
  if (value && holder) holder.equal.set(symbol, shownAgain(holder.equal.get(symbol), { from: node.end, region: node.parent, value }));
}

/** A `const` variable, or a name a `const` destructuring binds. */
function constBinding(symbol: ts.Symbol): boolean {
  const decl = symbol.valueDeclaration && outermostBinding(symbol.valueDeclaration);
  return decl !== undefined && ts.isVariableDeclaration(decl) && isConstDeclaration(decl);
}

/** The text `other` is: a literal, or the constant the test's comparison compared with. */
function comparedConstant(it: Interpreter, test: ts.BinaryExpression, other: ts.Expression, cond: Value): Value | undefined {
  const records = [...cond.recs.keys()].map((id) => it.collected.records.get(id)).filter((r) => r?.type === 'compare' && r.node === test);
  const record = records.length === 1 ? (records[0] as CompareRecord) : undefined;
  const expected = ts.isStringLiteralLike(other) ? constantValue(other.text) : record?.expected.paths.size === 0 ? record.expected : undefined;
  const c = expected?.constant?.value;
  return typeof c === 'string' ? { ...constantValue(c), bound: true } : undefined;
}

/** `if (xs.length <= 2) return xs;` where xs has at least 2 elements: in the then-branch xs has exactly 2. */
function sizedBranch(it: Interpreter, node: ts.IfStatement, sized: NonNullable<Value['sizedWhenTrue']>, frame: Frame): void {
  knowSize(it, frame, sized.symbol, { from: node.thenStatement.pos, region: node.thenStatement, size: sized.size });
}

/**
 * The list `symbol` has `size` elements from `from` within `region`, for its reads there (bindings.ts):
 * only a `const` list never changed in place, so that every read there is of the list tested.
 */
function knowSize(it: Interpreter, frame: Frame, symbol: ts.Symbol, known: { readonly from: number; readonly region: ts.Node; readonly size: Size }): void {
  const decl = symbol.valueDeclaration;
  if (!decl || !ts.isVariableDeclaration(decl) || !isConstDeclaration(decl) || mayChangeAtAll(symbol, it.types)) return;
  const holder = frame.holder(symbol);
  if (!holder) return;
  holder.sized.set(symbol, shownAgain(holder.sized.get(symbol), known));
}

/** What tests showed of a binding, with `known` in place of what the same test (same place, same region) showed on an earlier pass. */
function shownAgain<T extends { readonly from: number; readonly region: ts.Node }>(shown: readonly T[] | undefined, known: T): T[] {
  return [...(shown ?? []).filter((k) => k.from !== known.from || k.region !== known.region), known];
}

/** The verdict leaving `node` gives in this frame: by its returns, read as this function's values (two levels, status tuples and records) are. */
function frameExitSign(node: ts.Node, frame: Frame): Sign | undefined {
  return exitSign(node, true, frame.throwSign(), frame.levels, frame.verdictPart);
}

/** The literal verdict the statements after `node` in its block always leave with, if they always leave. */
function restSign(node: ts.Statement, frame: Frame): Sign | undefined {
  const parent = node.parent;
  if (!ts.isBlock(parent)) return undefined;
  const rest = parent.statements.slice(parent.statements.indexOf(node) + 1);
  if (!rest.some(alwaysLeaves)) return undefined;
  const signs = rest.map((s) => frameExitSign(s, frame)).filter((s) => s !== undefined);
  return signs.length > 0 && signs.every((s) => s === signs[0]) ? signs[0] : undefined;
}

function exitOf(control: Value | undefined): Value[] {
  return control ? [control] : [];
}

/**
 * `if (xs.length === 0) return '';` at the top of a helper that computes a value: what it returns
 * afterwards (`xs[xs.length - 1].name`) is there only when xs has elements, as a found element is
 * (a check that '' fails then needs at least one).
 */
function emptinessGuard(it: Interpreter, node: ts.IfStatement, cond: Value, frame: Frame): void {
  if (frame.testReturns || node.elseStatement || frame.dead > 0 || !ts.isBlock(node.parent) || !ts.isFunctionLike(node.parent.parent)) return;
  if (!returnsNothing(node)) return;
  for (const id of cond.recs.keys()) {
    const record = it.collected.records.get(id);
    if (record?.type !== 'count' || record.implied || !isEmptinessTest(record.op, record.n)) continue;
    frame.nonEmpty = it.collected.addRecord({ type: 'count', node: node.expression, of: record.of, op: 'truthy' });
    return;
  }
}

/**
 * `if (file === undefined) return '';` in a helper that computes a value (the file's text, `''` or a
 * text of its own when there is none: `cat: ${path}: No such file or directory`): `post.files[p] ??
 * ''` written out. The presence test only picks the fallback: no membership of the key, as with `??`.
 */
function fallbackGuard(it: Interpreter, node: ts.IfStatement, cond: Value, frame: Frame): Value {
  if (frame.testReturns || node.elseStatement || cond.recs.size === 0) return cond;
  if (!returnsNothing(node) && !returnsText(node)) return cond;
  let recs: Map<number, Sign> | undefined;
  for (const id of cond.recs.keys()) {
    const record = it.collected.records.get(id);
    if (record?.type !== 'compare' || record.match !== 'membership' || !isWithin(record.node, node.expression)) continue;
    recs ??= new Map(cond.recs);
    recs.delete(id);
  }
  return recs ? { ...cond, recs } : cond;
}

function isEmptinessTest(op: string, n: number | undefined): boolean {
  return ((op === '===' || op === '<=') && n === 0) || (op === '<' && n === 1);
}

/** The `if` only returns what a helper gives for "nothing there" (`if (...) return '';`, or a block of just that). */
function returnsNothing(node: ts.IfStatement): boolean {
  const exit = onlyReturn(node);
  return exit?.expression !== undefined && isNothingLiteral(skipParens(exit.expression));
}

/** The `if`'s branch when it is one `return` (alone or in a block of just that). */
function onlyReturn(node: ts.IfStatement): ts.ReturnStatement | undefined {
  const then = node.thenStatement;
  const exit = ts.isBlock(then) && then.statements.length === 1 ? then.statements[0] : then;
  return ts.isReturnStatement(exit) ? exit : undefined;
}

/** The `if` only returns a text written in the code (`return 'No result found.';`, a template of the path it looked up). */
function returnsText(node: ts.IfStatement): boolean {
  const exit = onlyReturn(node);
  const e = exit?.expression && skipParens(exit.expression);
  return e !== undefined && (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e) || ts.isTemplateExpression(e));
}

function isNothingLiteral(e: ts.Expression): boolean {
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return e.text === '';
  if (ts.isArrayLiteralExpression(e)) return e.elements.length === 0;
  return e.kind === ts.SyntaxKind.NullKeyword || (ts.isIdentifier(e) && e.text === 'undefined');
}

/** What a helper returns for "nothing there": `''`, `undefined`, `null`, `[]`. */
function isNothing(v: Value): boolean {
  const c = v.constant;
  return (v.paths.size === 0 && c !== undefined && (c.value === '' || c.value === undefined || c.value === null)) || isEmptyList(v);
}

/** Walks code the constant test `condition` makes unreachable, noting the marks around it (for `dropGuard`). */
export function deadPart(it: Interpreter, node: ts.Node, condition: ts.Node, why: string, frame: Frame, report: boolean, skipped: [Mark, Mark][]): void {
  const from = it.collected.mark();
  it.dead(node, why, frame, report, condition);
  skipped.push([from, it.collected.mark()]);
}

/** Walks code that can never run; `report` false when that is so only for this call of a helper. */
export function dead(it: Interpreter, node: ts.Node, why: string, frame: Frame, report = true, condition?: ts.Node): void {
  // Inside code that already cannot run, nothing is reported again (its conditions are not noted either).
  if (report && frame.dead === 0) it.collected.deadCode.push({ node, why, condition });
  frame.dead++;
  if (ts.isExpression(node)) it.ev(node, frame);
  else it.statement(node as ts.Statement, frame);
  frame.dead--;
}

function duplicateElseIf(it: Interpreter, node: ts.IfStatement): void {
  if (node.parent && ts.isIfStatement(node.parent) && node.parent.elseStatement === node) return;
  const seen = new Map<string, ts.Node>();
  for (let current: ts.Statement | undefined = node; current && ts.isIfStatement(current); current = current.elseStatement) {
    const text = normalisedText(current.expression);
    const first = seen.get(text);
    if (first && isPure(current.expression)) it.collected.duplicates.push({ node: current.expression, first });
    else seen.set(text, current.expression);
  }
}

function expressionStatement(it: Interpreter, expr: ts.Expression, frame: Frame): void {
  const e = skipParens(expr);
  if (ts.isBinaryExpression(e) && isAssignmentOperator(e.operatorToken.kind)) {
    it.ev(e, frame);
    return;
  }
  if ((ts.isPrefixUnaryExpression(e) || ts.isPostfixUnaryExpression(e)) && isIncrement(e.operator)) {
    it.ev(e, frame);
    return;
  }
  const value = it.ev(e, frame);
  if (ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression)) {
    const name = e.expression.name.text;
    if (PURE_METHODS.has(name) && value.fns === undefined) it.collected.discarded.push(e);
    return;
  }
  if (ts.isBinaryExpression(e) || ts.isPropertyAccessExpression(e) || ts.isIdentifier(e)) it.collected.discarded.push(e);
}
