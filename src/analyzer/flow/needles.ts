import { ts } from '../typescript.js';
import type { TypeFacts } from './types.ts';
import { MUTATING_METHODS } from './mutation.ts';
import { callbackCall, isNamed, skipParens, writesTo } from './syntax.ts';

/**
 * A loop over a literal list of needles searched in the same text (`for (const n of ['chmod 777',
 * '777']) if (code.includes(n)) return 1;`): each needle is one alternative of the search. A needle
 * that contains another can never decide it: where the loop leaves on a hit, any text holding the
 * longer holds the shorter (the longer is absorbed); where it leaves on a miss (`if (!code.includes(n))
 * return 0;`), any text missing the shorter misses the longer (the shorter is implied). Only a body
 * whose one item-dependent part is that search: the loop variable read once, as the argument of a
 * string's `includes` in the test of the body's one exit, a body that changes nothing.
 *
 * `search`: the `includes` call; `needles`: the literals it was made with, one per element. The
 * redundant needles, each with the one that makes it so, as the literals of the list holding both
 * (in the judge's module or the loop's).
 */
export function redundantNeedles(
  types: TypeFacts,
  search: ts.Node,
  needles: readonly string[],
  judgeFile: ts.SourceFile,
  /** The evaluator read the searches as one group of alternatives (a filter's count compared with 0, a find tested for a result). */
  alternatives = false,
): { readonly node: ts.Node; readonly first: ts.Node; readonly absorbed?: boolean; readonly implied?: boolean }[] {
  const out: { node: ts.Node; first: ts.Node; absorbed?: boolean; implied?: boolean }[] = [];
  const distinct = [...new Set(needles)].filter((n) => n !== '');
  if (distinct.length < 2 || !ts.isCallExpression(search) || search.arguments.length !== 1) return out;
  const read = search.arguments[0];
  const decl = ts.isIdentifier(read) ? types.symbolAt(read)?.valueDeclaration : undefined;
  const loop = decl && ts.isVariableDeclaration(decl) && ts.isVariableDeclarationList(decl.parent) ? decl.parent.parent : undefined;
  const callback = decl && ts.isParameter(decl) ? someCallback(types, decl, search, alternatives) : undefined;
  if (!callback && (!loop || !ts.isForOfStatement(loop))) return out;
  const polarity = callback ? true : searchPolarity(types, loop as ts.ForOfStatement);
  if (polarity === undefined) return out;
  const where = (callback ?? loop)!.getSourceFile();
  const seen = new Set<string>();
  for (const longer of distinct) {
    for (const shorter of distinct) {
      if (longer === shorter || !longer.includes(shorter)) continue;
      const reported = polarity ? longer : shorter;
      if (seen.has(reported)) continue;
      const sites = listedTogether([judgeFile, where], longer, shorter);
      if (!sites) continue;
      seen.add(reported);
      const [l, s] = sites;
      out.push(polarity ? { node: l, first: s, absorbed: true } : { node: s, first: l, implied: true });
    }
  }
  return out;
}

/**
 * `NEEDLES.some((n) => text.includes(n))`: the callback of `some` whose whole body is the search of
 * one text for its one parameter, so any needle found decides, as a loop leaving on a hit does; or
 * of another per-item method (`filter`, `find`, `findIndex`) whose result the verdict reads as `some`;
 * or of a `map` whose hits are asked whether any holds (`NEEDLES.map((n) => text.includes(n)).some((hit) => hit)`).
 */
function someCallback(types: TypeFacts, param: ts.ParameterDeclaration, search: ts.CallExpression, alternatives: boolean): ts.Node | undefined {
  const around = callbackCall(search);
  const fn = around?.fn;
  const method = around?.method ?? '';
  const some = method === 'some' || (alternatives && PER_ITEM.has(method)) || (method === 'map' && around !== undefined && isAnyHeld(around.call));
  if (!around || !some || around.call.arguments[0] !== fn || param.parent !== fn) return undefined;
  if (fn.parameters.length !== 1 || !ts.isIdentifier(param.name) || !fn.body) return undefined;
  const body = ts.isBlock(fn.body) ? onlyStatement(fn.body) : fn.body;
  const returned = body && ts.isReturnStatement(body) ? body.expression : body && !ts.isStatement(body) ? body : undefined;
  if (!returned || skipParens(returned) !== search) return undefined;
  const callee = search.expression;
  if (!ts.isPropertyAccessExpression(callee) || callee.name.text !== 'includes' || !isText(types, callee.expression)) return undefined;
  return fn;
}

/** Methods that call back once per item and whose result can stand for whether some item passed. */
const PER_ITEM: ReadonlySet<string> = new Set(['filter', 'find', 'findIndex']);

/** `list.some((hit) => hit)` or `list.some(Boolean)` on `list`: whether any of its elements is true. */
function isAnyHeld(list: ts.Expression): boolean {
  const access = list.parent;
  if (!ts.isPropertyAccessExpression(access) || access.expression !== list || access.name.text !== 'some') return false;
  const call = access.parent;
  if (!ts.isCallExpression(call) || call.expression !== access || call.arguments.length !== 1) return false;
  const cb = skipParens(call.arguments[0]);
  if (ts.isIdentifier(cb)) return cb.text === 'Boolean';
  if (!ts.isArrowFunction(cb) || cb.parameters.length !== 1 || !ts.isIdentifier(cb.parameters[0].name)) return false;
  const body = ts.isBlock(cb.body) ? onlyStatement(cb.body) : cb.body;
  const returned = body && ts.isReturnStatement(body) ? body.expression : body && !ts.isStatement(body) ? body : undefined;
  return returned !== undefined && isNamed(returned, cb.parameters[0].name.text);
}

/** True where the body leaves on a hit of the search, false where it leaves on a miss; undefined when it is not that shape. */
function searchPolarity(types: TypeFacts, loop: ts.ForOfStatement): boolean | undefined {
  const init = loop.initializer;
  if (!ts.isVariableDeclarationList(init) || init.declarations.length !== 1) return undefined;
  const name = init.declarations[0].name;
  if (!ts.isIdentifier(name)) return undefined;
  const symbol = types.symbolAt(name);
  const reads: ts.Identifier[] = [];
  const exits: ts.Node[] = [];
  let changes = false;
  const visit = (n: ts.Node): void => {
    if (ts.isFunctionLike(n)) {
      changes = true;
      return;
    }
    if (ts.isIdentifier(n) && n !== name && symbol && types.symbolAt(n) === symbol) reads.push(n);
    if (ts.isReturnStatement(n) || ts.isBreakStatement(n) || ts.isContinueStatement(n) || ts.isThrowStatement(n)) exits.push(n);
    if (writesTo(n, () => true)) changes = true;
    if (ts.isDeleteExpression(n)) changes = true;
    if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && MUTATING_METHODS.has(n.expression.name.text)) changes = true;
    ts.forEachChild(n, visit);
  };
  visit(loop.statement);
  if (changes || reads.length !== 1 || exits.length !== 1 || !ts.isReturnStatement(exits[0])) return undefined;
  const exit = exits[0];
  const read = reads[0];
  // The read is the one argument of `<string>.includes(...)`.
  const call = read.parent;
  if (!ts.isCallExpression(call) || call.arguments.length !== 1 || call.arguments[0] !== read) return undefined;
  const callee = call.expression;
  if (!ts.isPropertyAccessExpression(callee) || callee.name.text !== 'includes' || !isText(types, callee.expression)) return undefined;
  // From the search up to the test of the `if` whose branch is the exit: through `!`, `&&`, `||` and parentheses.
  let positive = true;
  let at: ts.Node = call;
  for (;;) {
    const parent = at.parent;
    if (ts.isParenthesizedExpression(parent)) at = parent;
    else if (ts.isPrefixUnaryExpression(parent) && parent.operator === ts.SyntaxKind.ExclamationToken) {
      positive = !positive;
      at = parent;
    } else if (
      ts.isBinaryExpression(parent) &&
      (parent.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken || parent.operatorToken.kind === ts.SyntaxKind.BarBarToken)
    ) {
      at = parent;
    } else if (ts.isIfStatement(parent) && parent.expression === at && !parent.elseStatement && onlyStatement(parent.thenStatement) === exit) {
      return positive;
    } else return undefined;
  }
}

/**
 * A string: by its type, or as the variable of a loop over a value declared a string or a list of
 * strings (`actions: string | readonly string[]`), whose elements are strings whichever it is, even
 * where `Array.isArray` narrowed the list to elements of type any.
 */
export function isText(types: TypeFacts, e: ts.Expression): boolean {
  if (types.kindOf(e) === 'string') return true;
  const decl = ts.isIdentifier(e) ? types.symbolAt(e)?.valueDeclaration : undefined;
  if (!decl || !ts.isVariableDeclaration(decl) || !ts.isVariableDeclarationList(decl.parent) || !ts.isForOfStatement(decl.parent.parent)) return false;
  const source = decl.parent.parent.expression;
  const symbol = ts.isIdentifier(source) ? types.symbolAt(source) : undefined;
  if (!symbol) return false;
  const declared = types.checker.getTypeOfSymbol(symbol);
  const members = declared.isUnion() ? declared.types : [declared];
  return members.every((t) => {
    const kind = types.kindOfType(t);
    const element = kind === 'array' ? types.elementType(t) : undefined;
    return kind === 'string' || (element !== undefined && types.kindOfType(element) === 'string');
  });
}

function onlyStatement(s: ts.Statement): ts.Statement | undefined {
  if (!ts.isBlock(s)) return s;
  return s.statements.length === 1 ? s.statements[0] : undefined;
}

/** The two needles' literals in one list literal of the judge's module or the loop's. */
function listedTogether(files: readonly (ts.SourceFile | undefined)[], longer: string, shorter: string): [ts.Node, ts.Node] | undefined {
  let found: [ts.Node, ts.Node] | undefined;
  const visit = (n: ts.Node): void => {
    if (found) return;
    if (ts.isArrayLiteralExpression(n)) {
      const texts = n.elements.map((e) => skipParens(e)).map((e) => (ts.isStringLiteralLike(e) ? e : undefined));
      // A list lower-cased before the search (`[...].map((s) => s.toLowerCase())`) holds its needles as written.
      const l = texts.find((e) => e?.text === longer) ?? texts.find((e) => e?.text.toLowerCase() === longer);
      const s = texts.find((e) => e?.text === shorter) ?? texts.find((e) => e?.text.toLowerCase() === shorter);
      if (l && s) found = [l, s];
    }
    ts.forEachChild(n, visit);
  };
  for (const file of files) if (file && !found) visit(file);
  return found;
}
