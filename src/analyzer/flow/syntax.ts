import { ts } from '../typescript.js';
import { PART_METHODS, PURE_METHODS } from './builtins/names.ts';
import type { Sign } from './value.ts';

/** Questions about syntax alone (no values, no types): shapes, operators, exits, source text. */

const declaringString = new WeakMap<ts.SourceFile, boolean>();

/** The file declares a name \`String\` of its own (a variable, parameter, function, class or import). */
function declaresString(file: ts.SourceFile): boolean {
  let found = declaringString.get(file);
  if (found !== undefined) return found;
  found = false;
  const visit = (n: ts.Node): void => {
    if (found) return;
    const name = (n as ts.NamedDeclaration).name;
    const declaration =
      ts.isVariableDeclaration(n) ||
      ts.isParameter(n) ||
      ts.isBindingElement(n) ||
      ts.isFunctionDeclaration(n) ||
      ts.isClassDeclaration(n) ||
      ts.isEnumDeclaration(n) ||
      ts.isModuleDeclaration(n) ||
      ts.isImportEqualsDeclaration(n) ||
      ts.isImportClause(n) ||
      ts.isImportSpecifier(n) ||
      ts.isNamespaceImport(n);
    if (declaration && name && ts.isIdentifier(name) && name.text === 'String') found = true;
    else ts.forEachChild(n, visit);
  };
  visit(file);
  declaringString.set(file, found);
  return found;
}

/**
 * \`String.raw\` applied to a template without substitutions (\`String.raw\`\\d+\`\`): the text as
 * written, escapes kept; undefined otherwise (\`String\` declared by the code itself is not the global).
 */
export function stringRawText(node: ts.Node): string | undefined {
  if (!ts.isTaggedTemplateExpression(node) || !ts.isNoSubstitutionTemplateLiteral(node.template) || node.typeArguments) return undefined;
  const tag = node.tag;
  if (!ts.isPropertyAccessExpression(tag) || tag.name.text !== 'raw' || !ts.isIdentifier(tag.expression) || tag.expression.text !== 'String') return undefined;
  if (declaresString(node.getSourceFile())) return undefined;
  return node.template.rawText ?? node.template.getText().slice(1, -1);
}

/** `x.find(p)`, `x.filter(p)`, `x.get(k)`: the receiver `x` of a call returning a part of it (`PART_METHODS`). */
export function partReceiver(e: ts.Expression): ts.Expression | undefined {
  return ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression) && PART_METHODS.has(e.expression.name.text)
    ? skipParens(e.expression.expression)
    : undefined;
}

export function skipParens(node: ts.Expression): ts.Expression {
  let e = node;
  while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isNonNullExpression(e) || ts.isSatisfiesExpression(e)) e = e.expression;
  return e;
}

/**
 * What a function returns: its expression body, or the expressions of its body's `return`
 * statements (not those of functions written in it).
 */
export function returnedExpressions(fn: ts.SignatureDeclaration): ts.Expression[] {
  const body = 'body' in fn ? fn.body : undefined;
  if (!body) return [];
  if (!ts.isBlock(body)) return [body];
  const found: ts.Expression[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node)) return;
    if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(body, visit);
  return found;
}

export function skipParensUp(node: ts.Node): ts.Node {
  let p = node.parent;
  while (p && ts.isParenthesizedExpression(p)) p = p.parent;
  return p;
}

export function isLogical(op: ts.SyntaxKind): boolean {
  return op === ts.SyntaxKind.AmpersandAmpersandToken || op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken;
}

export function isAssignmentOperator(op: ts.SyntaxKind): boolean {
  return op >= ts.SyntaxKind.FirstAssignment && op <= ts.SyntaxKind.LastAssignment;
}

export function isIncrement(op: ts.SyntaxKind): boolean {
  return op === ts.SyntaxKind.PlusPlusToken || op === ts.SyntaxKind.MinusMinusToken;
}

/** `n` assigns (`=`, `+=`, ...) or steps (`++`, `--`) what `target` names. */
export function writesTo(n: ts.Node, target: (e: ts.Expression) => boolean): boolean {
  if (ts.isBinaryExpression(n)) return isAssignmentOperator(n.operatorToken.kind) && target(n.left);
  return (ts.isPrefixUnaryExpression(n) || ts.isPostfixUnaryExpression(n)) && isIncrement(n.operator) && target(n.operand);
}

/** `e` is the variable `name`, parentheses skipped. */
export function isNamed(e: ts.Expression, name: string): boolean {
  const x = skipParens(e);
  return ts.isIdentifier(x) && x.text === name;
}

/**
 * The variable a test of being a text asks about (`typeof x === 'string'`, `!==`, `==`, either
 * order, parentheses skipped), and whether the test holds where it is one.
 */
export function textTypeTest(condition: ts.Expression): { readonly name: string; readonly holdsForText: boolean } | undefined {
  const c = skipParens(condition);
  if (!ts.isBinaryExpression(c)) return undefined;
  const op = c.operatorToken.kind;
  const equal = op === ts.SyntaxKind.EqualsEqualsEqualsToken || op === ts.SyntaxKind.EqualsEqualsToken;
  if (!equal && op !== ts.SyntaxKind.ExclamationEqualsEqualsToken && op !== ts.SyntaxKind.ExclamationEqualsToken) return undefined;
  const [left, right] = [skipParens(c.left), skipParens(c.right)];
  const [test, literal] = ts.isTypeOfExpression(left) ? [left, right] : [right, left];
  if (!ts.isTypeOfExpression(test) || !ts.isStringLiteralLike(literal) || literal.text !== 'string') return undefined;
  const operand = skipParens(test.expression);
  return ts.isIdentifier(operand) ? { name: operand.text, holdsForText: equal } : undefined;
}

/**
 * One side is the other lower- or upper-cased (`ch !== ch.toUpperCase()`, Python's `isupper`
 * written out): the comparison tests which case a text is written in, not what it says.
 */
export function comparesWithOwnCase(a: ts.Node, b: ts.Node): boolean {
  const bare = (e: ts.Node): ts.Node => (ts.isExpression(e) ? skipParens(e) : e);
  const caseOf = (e: ts.Node, other: ts.Node): boolean => {
    const x = bare(e);
    return (
      ts.isCallExpression(x) &&
      x.arguments.length === 0 &&
      ts.isPropertyAccessExpression(x.expression) &&
      /^to(Locale)?(Lower|Upper)Case$/.test(x.expression.name.text) &&
      isPure(x.expression.expression) &&
      normalisedText(x.expression.expression) === normalisedText(bare(other))
    );
  };
  return caseOf(a, b) || caseOf(b, a);
}

export function isConstDeclaration(decl: ts.VariableDeclaration): boolean {
  return ts.isVariableDeclarationList(decl.parent) && (decl.parent.flags & ts.NodeFlags.Const) !== 0;
}

/** Identifiers, property chains and literals: evaluating them twice gives the same value. */
export function isPure(node: ts.Node): boolean {
  const e = ts.isExpression(node) ? skipParens(node) : node;
  if (ts.isIdentifier(e) || ts.isLiteralExpression(e) || e.kind === ts.SyntaxKind.TrueKeyword || e.kind === ts.SyntaxKind.FalseKeyword) return true;
  if (ts.isPropertyAccessExpression(e)) return isPure(e.expression);
  if (ts.isElementAccessExpression(e)) return isPure(e.expression) && isPure(e.argumentExpression);
  if (ts.isPrefixUnaryExpression(e)) return isPure(e.operand);
  if (ts.isBinaryExpression(e)) return !isAssignmentOperator(e.operatorToken.kind) && isPure(e.left) && isPure(e.right);
  if (ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression)) {
    return PURE_METHODS.has(e.expression.name.text) && isPure(e.expression.expression) && e.arguments.every(isPure);
  }
  return false;
}

/** Normalised texts by node: a chain's operands are compared pairwise, and sources do not change during a run. */
const normalisedTexts = new WeakMap<ts.Node, string>();

/** The node's source without spacing, string literals in one spelling (`"a"` and `'a'` are the same). */
export function normalisedText(node: ts.Node): string {
  let text = normalisedTexts.get(node);
  if (text === undefined) {
    text = normalise(node);
    normalisedTexts.set(node, text);
  }
  return text;
}

const unspaced = (text: string): string => text.replace(/\s+/g, '');

function normalise(node: ts.Node): string {
  const text = node.getText();
  // Without quotes the source text, unspaced, is already the normal form (the common case, and cheap).
  if (!/['"`]/.test(text)) return unspaced(text);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return JSON.stringify(node.text);
  const parts = partTexts(node);
  if (parts !== undefined) return parts;
  const children = node.getChildren();
  if (children.length === 0) return unspaced(text);
  return children.map(normalisedText).join('');
}

const tokens = ts.createScanner(ts.ScriptTarget.Latest, /* skipTrivia */ true);

/**
 * What `getChildren().map(normalisedText).join('')` gives, without the synthetic nodes getChildren
 * makes and keeps for every token and list (most of normalise's cost): the child nodes, each list's
 * elements and separators, and the punctuation and keywords between them, as getChildren scans
 * them. Undefined where getChildren does more than that (JSDoc, a leaf, another token between
 * children): the caller asks getChildren.
 */
function partTexts(node: ts.Node): string | undefined {
  if ((node as { jsDoc?: unknown[] }).jsDoc?.length || ts.isJSDocCommentContainingNode(node)) return undefined;
  const sf = node.getSourceFile();
  const parts: string[] = [];
  let pos = node.pos;
  let children = 0;
  let ok = true;
  const gap = (into: string[], from: number, to: number): void => {
    if (ok && !gapTokens(into, sf.text, from, to)) ok = false;
  };
  ts.forEachChild(
    node,
    (child) => {
      gap(parts, pos, child.pos);
      parts.push(normalisedText(child));
      pos = child.end;
      children++;
    },
    (list) => {
      gap(parts, pos, list.pos);
      const text = ok ? listText(list, sf) : undefined;
      if (text === undefined) ok = false;
      else if (text === '') {
        // an empty list: nothing
      } else if (!/['"`]/.test(text)) parts.push(unspaced(text));
      else {
        let at = list.pos;
        for (const element of list) {
          gap(parts, at, element.pos);
          parts.push(normalisedText(element));
          at = element.end;
        }
        gap(parts, at, list.end);
      }
      pos = list.end;
      children++;
    },
  );
  gap(parts, pos, node.end);
  return ok && children > 0 ? parts.join('') : undefined;
}

/** The tokens between `from` and `to` as getChildren scans them, if all are punctuation or keywords (false otherwise). */
function gapTokens(into: string[], text: string, from: number, to: number): boolean {
  // Set for each gap: the children's own normalising between two gaps moves the scanner.
  tokens.setText(text);
  tokens.resetTokenState(from);
  let pos = from;
  while (pos < to) {
    const token = tokens.scan();
    const end = tokens.getTokenEnd();
    if (end <= to) {
      const punctuation = token >= ts.SyntaxKind.FirstPunctuation && token <= ts.SyntaxKind.LastPunctuation;
      if (!punctuation && !(token >= ts.SyntaxKind.FirstKeyword && token <= ts.SyntaxKind.LastKeyword)) return false;
      into.push(unspaced(tokens.getTokenText()));
    }
    pos = end;
    if (token === ts.SyntaxKind.EndOfFileToken) break;
  }
  return true;
}

/**
 * A list's source as getChildren's SyntaxList gives it: from its first element's first token, empty
 * for an empty list at one position; undefined for any other list (getChildren decides).
 */
function listText(list: ts.NodeArray<ts.Node>, sf: ts.SourceFile): string | undefined {
  const first = list[0];
  if (!first) return list.pos === list.end ? '' : undefined;
  if (first.pos !== list.pos) return undefined;
  return sf.text.slice(first.getStart(sf), list.end);
}

export function short(node: ts.Node): string {
  const text = node.getText().replace(/\s+/g, ' ');
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** Inside a loop of the function it is written in (a later pass may run it again). */
export function isInLoop(node: ts.Node): boolean {
  for (let n = node.parent; n && !ts.isFunctionLike(n) && !ts.isSourceFile(n); n = n.parent) if (ts.isIterationStatement(n, false)) return true;
  return false;
}

/** A `break`, `continue`, `return` or `throw` in the statement (not in a function inside it). */
export function leavesEarly(statement: ts.Statement): boolean {
  let found = false;
  const visit = (n: ts.Node): void => {
    if (found || ts.isFunctionLike(n)) return;
    if (ts.isBreakStatement(n) || ts.isContinueStatement(n) || ts.isReturnStatement(n) || ts.isThrowStatement(n)) found = true;
    else ts.forEachChild(n, visit);
  };
  visit(statement);
  return found;
}

/**
 * The method call a check is a callback of (`some` of `ITEMS.some((x) => text.includes(x))`, `map`
 * of `ITEMS.map((x) => text.includes(x)).some(Boolean)`): the function nearest around `node` and the
 * call it is given to as an argument, with the method's name. Undefined where that function is not
 * an argument of a method call (a helper declared by name, a callback of a plain function).
 */
export function callbackCall(
  node: ts.Node,
): { readonly call: ts.CallExpression; readonly method: string; readonly fn: ts.FunctionLikeDeclaration } | undefined {
  const fn = ts.findAncestor(node.parent, ts.isFunctionLike);
  const call = fn?.parent;
  if (!fn || !call || !ts.isCallExpression(call) || !call.arguments.includes(fn as ts.Expression) || !ts.isPropertyAccessExpression(call.expression))
    return undefined;
  return { call, method: call.expression.name.text, fn: fn as ts.FunctionLikeDeclaration };
}

export function isWithin(node: ts.Node, ancestor: ts.Node): boolean {
  if (node.getSourceFile() !== ancestor.getSourceFile()) return false;
  return node.pos >= ancestor.pos && node.end <= ancestor.end;
}

/** A parameter of a function the judge calls (not of the judge itself). */
export function isParameterOfHelper(decl: ts.Node, root: ts.Node | undefined): boolean {
  if (!root) return false;
  const param = ts.isParameter(decl) ? decl : undefined;
  if (!param) return false;
  // Callback parameters (`e => ...`) are not values the author computed.
  return param.parent !== root;
}

/**
 * The literal verdict every early exit inside `node` gives (1 true, -1 false, 0 mixed), if it has
 * exits. A `throw` gives what the exception path gives: `throwSign` where nothing inside `node`
 * catches it (the caller's handler, or -1 in a judge, which fails when it throws), and inside a
 * `try` the verdict its `catch` always returns (0 when the catch lets the run go on).
 */
export function exitSign(node: ts.Node, returnsOnly = false, throwSign: Sign = 0, levels?: readonly [number, number], part?: VerdictPart): Sign | undefined {
  let sawExit = false;
  let sign: Sign | undefined;
  const exit = (s: Sign): void => {
    sign = !sawExit ? s : sign === s ? s : 0;
    sawExit = true;
  };
  const visit = (n: ts.Node, thrown: Sign): void => {
    if (ts.isFunctionLike(n)) return;
    if (ts.isTryStatement(n)) {
      visit(n.tryBlock, n.catchClause ? catchSign(n.catchClause, thrown) : thrown);
      if (n.catchClause) visit(n.catchClause, thrown);
      if (n.finallyBlock) visit(n.finallyBlock, thrown);
      return;
    }
    if (ts.isThrowStatement(n)) return exit(thrown);
    if (returnsOnly && !ts.isReturnStatement(n)) {
      ts.forEachChild(n, (child) => visit(child, thrown));
      return;
    }
    if (ts.isReturnStatement(n) || ts.isContinueStatement(n) || ts.isBreakStatement(n)) {
      const returned = ts.isReturnStatement(n) && n.expression ? (part ? verdictElement(n.expression, part) : n.expression) : undefined;
      const level = levels && returned ? numericLiteral(returned) : undefined;
      const s: Sign =
        returned?.kind === ts.SyntaxKind.TrueKeyword
          ? 1
          : returned?.kind === ts.SyntaxKind.FalseKeyword
            ? -1
            : level !== undefined && level === levels?.[1]
              ? 1
              : level !== undefined && level === levels?.[0]
                ? -1
                : 0;
      return exit(s);
    }
    ts.forEachChild(n, (child) => visit(child, thrown));
  };
  visit(node, throwSign);
  return sawExit ? sign : undefined;
}

/** A number literal, negative ones too (`-1`). */
function numericLiteral(node: ts.Expression): number | undefined {
  const e = skipParens(node);
  if (ts.isNumericLiteral(e)) return Number(e.text);
  if (ts.isPrefixUnaryExpression(e) && e.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(e.operand)) return -Number(e.operand.text);
  return undefined;
}

const levelsOfFunction = new WeakMap<ts.Node, readonly [number, number] | null>();

/**
 * A function whose every `return` gives one of two number literals (a reward of 1 or -1, a 1/0
 * indicator): the lower and the higher one. Its returns give the checks that choose them a
 * direction, the higher level as `true`.
 */
export function numericLevels(fn: ts.SignatureDeclaration): readonly [number, number] | undefined {
  const body = 'body' in fn ? fn.body : undefined;
  if (!body || !ts.isBlock(body)) return undefined;
  let cached = levelsOfFunction.get(fn);
  if (cached === undefined) {
    const values = new Set<number>();
    let other = false;
    const visit = (n: ts.Node): void => {
      if (other || ts.isFunctionLike(n)) return;
      if (ts.isReturnStatement(n)) {
        const v = n.expression ? numericLiteral(n.expression) : undefined;
        if (v === undefined) other = true;
        else values.add(v);
        return;
      }
      ts.forEachChild(n, visit);
    };
    ts.forEachChild(body, visit);
    const sorted = [...values].sort((a, b) => a - b);
    cached = !other && sorted.length === 2 ? [sorted[0], sorted[1]] : null;
    levelsOfFunction.set(fn, cached);
  }
  return cached ?? undefined;
}

/**
 * Where a returned literal holds its function's verdict: the first element of a list literal
 * (`[true, 'why']`, a status and its message), or one property of an object literal (`{ found:
 * true, value }`, a result and its status).
 */
export type VerdictPart = { readonly kind: 'first' } | { readonly kind: 'property'; readonly name: string };

/** The part of a returned literal that is the verdict (`[true, 'why']` → `true`); the expression itself where it is no such literal. */
function verdictElement(node: ts.Expression, part: VerdictPart): ts.Expression {
  const e = skipParens(node);
  if (part.kind === 'first') return ts.isArrayLiteralExpression(e) && e.elements.length > 0 ? skipParens(e.elements[0]) : e;
  if (!ts.isObjectLiteralExpression(e)) return e;
  const p = e.properties.find((q) => ts.isPropertyAssignment(q) && propertyNameText(q.name) === part.name);
  return p && ts.isPropertyAssignment(p) ? skipParens(p.initializer) : e;
}

const isBooleanLiteral = (e: ts.Expression): boolean => e.kind === ts.SyntaxKind.TrueKeyword || e.kind === ts.SyntaxKind.FalseKeyword;

/** A property name written as an identifier or a string literal. */
function propertyNameText(name: ts.PropertyName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

const partOfFunction = new WeakMap<ts.Node, VerdictPart | null>();

/**
 * A function whose every `return` gives a literal that holds its verdict, a boolean literal there in
 * at least one of them: a list literal starting with it (`return [true, 'File access successful']`,
 * a status and its message), or an object literal with one property that is a boolean literal in
 * some return and present as a property in every one (`return { committed: true, answer }` at the
 * first match, `return { committed: false, answer: undefined }` after the loop). That part is the
 * verdict, so its literals give the checks that choose them a direction, as `return true` does. A
 * return of anything else (a call, a variable, a spread), or two properties holding boolean
 * literals, leaves it undecided: no part.
 */
export function returnedVerdictPart(fn: ts.SignatureDeclaration): VerdictPart | undefined {
  const body = 'body' in fn ? fn.body : undefined;
  if (!body || !ts.isBlock(body)) return undefined;
  let cached = partOfFunction.get(fn);
  if (cached === undefined) {
    const returned: ts.Expression[] = [];
    let other = false;
    const visit = (n: ts.Node): void => {
      if (other || ts.isFunctionLike(n)) return;
      if (ts.isReturnStatement(n)) {
        if (n.expression) returned.push(skipParens(n.expression));
        else other = true;
        return;
      }
      ts.forEachChild(n, visit);
    };
    ts.forEachChild(body, visit);
    cached = other || returned.length === 0 ? null : (tuplePart(returned) ?? recordPart(returned) ?? null);
    partOfFunction.set(fn, cached);
  }
  return cached ?? undefined;
}

function tuplePart(returned: readonly ts.Expression[]): VerdictPart | undefined {
  const lists = returned.every((e) => ts.isArrayLiteralExpression(e) && e.elements.length > 0 && !ts.isSpreadElement(e.elements[0]));
  return lists && returned.some((e) => isBooleanLiteral(verdictElement(e, { kind: 'first' }))) ? { kind: 'first' } : undefined;
}

function recordPart(returned: readonly ts.Expression[]): VerdictPart | undefined {
  if (!returned.every((e) => ts.isObjectLiteralExpression(e) && e.properties.every((p) => !ts.isSpreadAssignment(p)))) return undefined;
  const flags = new Set<string>();
  for (const e of returned as readonly ts.ObjectLiteralExpression[]) {
    for (const p of e.properties) {
      const name = p.name && propertyNameText(p.name);
      if (ts.isPropertyAssignment(p) && name !== undefined && isBooleanLiteral(skipParens(p.initializer))) flags.add(name);
    }
  }
  if (flags.size !== 1) return undefined;
  const name = [...flags][0];
  const everywhere = (returned as readonly ts.ObjectLiteralExpression[]).every((e) =>
    e.properties.some((p) => ts.isPropertyAssignment(p) && propertyNameText(p.name) === name),
  );
  return everywhere ? { kind: 'property', name } : undefined;
}

/** The verdict a `catch` always leaves with (what an exception in its `try` gives), 0 when it may let the run go on. */
export function catchSign(clause: ts.CatchClause, thrown: Sign): Sign {
  if (!alwaysLeaves(clause.block)) return 0;
  return exitSign(clause.block, true, thrown) ?? 0;
}

/**
 * A `try` whose throws end only its own block: the try block leaves by no `return`, `break` or
 * `continue` (only by throwing) and its catch leaves by nothing at all, so the run goes on past the
 * statement whether the try block threw or not.
 */
export function throwsEndOnlyTheTry(node: ts.TryStatement): boolean {
  return node.catchClause !== undefined && !leavesOtherThanByThrow(node.tryBlock) && exitSign(node.catchClause.block) === undefined;
}

function leavesOtherThanByThrow(node: ts.Node): boolean {
  if (ts.isFunctionLike(node) || ts.isClassLike(node)) return false;
  if (ts.isReturnStatement(node) || ts.isBreakStatement(node) || ts.isContinueStatement(node)) return true;
  return ts.forEachChild(node, (child) => leavesOtherThanByThrow(child) || undefined) ?? false;
}

/** Every path through the statement returns or throws. */
/** The statement leaves only by throwing: it throws (outside nested functions) and returns nowhere. */
export function leavesOnlyByThrow(node: ts.Statement): boolean {
  let throws = false;
  let returns = false;
  const visit = (n: ts.Node): void => {
    if (ts.isFunctionLike(n) || ts.isClassLike(n)) return;
    if (ts.isThrowStatement(n)) throws = true;
    else if (ts.isReturnStatement(n)) returns = true;
    ts.forEachChild(n, visit);
  };
  visit(node);
  return throws && !returns;
}

export function alwaysLeaves(node: ts.Statement): boolean {
  if (ts.isReturnStatement(node) || ts.isThrowStatement(node)) return true;
  if (ts.isBlock(node)) return node.statements.some(alwaysLeaves);
  if (ts.isIfStatement(node)) return node.elseStatement !== undefined && alwaysLeaves(node.thenStatement) && alwaysLeaves(node.elseStatement);
  if (ts.isTryStatement(node)) {
    if (node.finallyBlock && alwaysLeaves(node.finallyBlock)) return true;
    return alwaysLeaves(node.tryBlock) && (node.catchClause === undefined || alwaysLeaves(node.catchClause.block));
  }
  return false;
}

/**
 * Every path through `node` writes the target (`isTarget` on the left side of an `=` that is a
 * statement of its own) before it goes on past the statement or leaves it (`return`, `break`,
 * `continue`, `throw`): both branches of an `if`, each statement of a block in turn, a `try` block.
 * Loops and other statements are taken as not writing.
 */
export function writesOnEveryPath(node: ts.Statement, isTarget: (e: ts.Expression) => boolean): boolean {
  const { on, out } = unwrittenPaths(node, isTarget);
  return !on && !out;
}

/** Whether some path goes on past the statement (`on`), or leaves it (`out`), without writing the target. */
function unwrittenPaths(node: ts.Statement, isTarget: (e: ts.Expression) => boolean): { on: boolean; out: boolean } {
  if (ts.isExpressionStatement(node)) {
    const e = skipParens(node.expression);
    return { on: !(ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.EqualsToken && isTarget(e.left)), out: false };
  }
  if (ts.isReturnStatement(node) || ts.isBreakStatement(node) || ts.isContinueStatement(node) || ts.isThrowStatement(node)) return { on: false, out: true };
  if (ts.isBlock(node)) {
    let on = true;
    let out = false;
    for (const s of node.statements) {
      if (!on) break;
      const inner = unwrittenPaths(s, isTarget);
      on = inner.on;
      out ||= inner.out;
    }
    return { on, out };
  }
  if (ts.isIfStatement(node)) {
    const then = unwrittenPaths(node.thenStatement, isTarget);
    const otherwise = node.elseStatement ? unwrittenPaths(node.elseStatement, isTarget) : { on: true, out: false };
    return { on: then.on || otherwise.on, out: then.out || otherwise.out };
  }
  if (ts.isTryStatement(node)) return unwrittenPaths(node.tryBlock, isTarget);
  return { on: true, out: mayLeave(node) };
}

/** A `return`, `break`, `continue` or `throw` anywhere in the statement, outside nested functions. */
function mayLeave(node: ts.Node): boolean {
  if (ts.isReturnStatement(node) || ts.isBreakStatement(node) || ts.isContinueStatement(node) || ts.isThrowStatement(node)) return true;
  if (ts.isFunctionLike(node)) return false;
  return Boolean(ts.forEachChild(node, mayLeave));
}

export function constantReason(node: ts.Expression, truth: boolean): string {
  const word = truth ? 'truthy' : 'falsy';
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    return node.text === '' ? 'the empty string is always falsy' : `\`${short(node)}\` is a non-empty string constant, always truthy`;
  }
  if (ts.isLiteralExpression(node) || node.kind === ts.SyntaxKind.TrueKeyword || node.kind === ts.SyntaxKind.FalseKeyword) {
    return `\`${short(node)}\` is a constant, always ${word}`;
  }
  if (ts.isIdentifier(node)) return `\`${node.text}\` is a constant, always ${word}`;
  if (ts.isObjectLiteralExpression(node) || ts.isArrayLiteralExpression(node) || ts.isFunctionLike(node)) {
    return `an object, array or function is always truthy`;
  }
  return `\`${short(node)}\` is always ${word}`;
}

export function dedupeByNode<T extends { node: ts.Node }>(items: readonly T[]): T[] {
  const seen = new Set<ts.Node>();
  return items.filter((i) => (seen.has(i.node) ? false : (seen.add(i.node), true)));
}

/**
 * `A.size === B.size && [...A].every((x) => B.has(x))` — equal sizes and every element of one in
 * the other, in either order, with `length`/`size`, `has`/`includes`, `A`, `[...A]` or
 * `Array.from(A)`: the two collections compared as sets. `A.length === B.length && A.every((x, i)
 * => x === B[i])`: compared as lists, in order. Their expressions, or undefined.
 */
export function mutualInclusion(node: ts.BinaryExpression): SizedComparison | undefined {
  if (node.operatorToken.kind !== ts.SyntaxKind.AmpersandAmpersandToken) return undefined;
  // In a chain (`c && A.length === B.length && A.every(...)`) the size check is the left part's last operand.
  const left = skipParens(node.left);
  const chained = ts.isBinaryExpression(left) && left.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken;
  if (chained) {
    const inner = pairOf(skipParens(left.right), skipParens(node.right));
    if (inner) return { ...inner, rest: left.left };
  }
  return pairOf(left, skipParens(node.right));
}

function pairOf(first: ts.Expression, second: ts.Expression): SizedComparison | undefined {
  const parts = [first, second];
  for (const [sizes, every] of [parts, [parts[1], parts[0]]]) {
    if (!ts.isBinaryExpression(sizes) || !/^={2,3}$/.test(sizes.operatorToken.getText())) continue;
    const x = sizeOf(sizes.left);
    const y = sizeOf(sizes.right);
    const inclusion = everyIn(every);
    const match = inclusion ? 'set-equality' : 'list-equality';
    const pair = inclusion ?? everyAtSameIndex(every);
    if (!x || !y || !pair) continue;
    const [elements, container] = pair.map(normalisedText);
    // The elements compared by a call (`same(x, B[i])`, the pair's only other form) are compared by the function that calls itself.
    const recursive =
      !inclusion && ts.isCallExpression(every) && ts.isCallExpression(returnedExpression(every.arguments[0] as ts.FunctionLikeDeclaration) ?? every)
        ? { recursive: true as const }
        : {};
    if (elements === normalisedText(x) && container === normalisedText(y)) return { left: x, right: y, match, ...recursive };
    if (elements === normalisedText(y) && container === normalisedText(x)) return { left: y, right: x, match, ...recursive };
  }
  return undefined;
}

/** Two collections and how a size check and an `every` compare them (`mutualInclusion`). */
export interface SizedComparison {
  readonly left: ts.Expression;
  readonly right: ts.Expression;
  readonly match: 'set-equality' | 'list-equality';
  /** The operands of the chain before the pair (`c` of `c && sizes && every`). */
  readonly rest?: ts.Expression;
  /** The elements are compared by the function the comparison is in, calling itself (a deep equality). */
  readonly recursive?: true;
}

/**
 * `A.every((x, i) => x === B[i])`: [A, B] — element by element, in order. So is `A.every((x, i) =>
 * same(x, B[i]))` inside `same` itself: a deep equality that calls itself on the elements at each
 * position (Python's `==` written out) compares them the way it compares the lists.
 */
function everyAtSameIndex(node: ts.Expression): [ts.Expression, ts.Expression] | undefined {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression) || node.expression.name.text !== 'every') return undefined;
  const callback = node.arguments[0];
  if (!callback || !(ts.isArrowFunction(callback) || ts.isFunctionExpression(callback)) || callback.parameters.length !== 2) return undefined;
  const [element, index] = callback.parameters.map((p) => p.name);
  const body = ts.isBlock(callback.body) ? undefined : skipParens(callback.body);
  if (!body || !ts.isIdentifier(element) || !ts.isIdentifier(index)) return undefined;
  const pair = equalityOperands(body) ?? selfCallOperands(body, callback);
  if (!pair) return undefined;
  for (const [a, b] of [pair, [pair[1], pair[0]]]) {
    const x = skipParens(a);
    const y = skipParens(b);
    if (ts.isIdentifier(x) && x.text === element.text && ts.isElementAccessExpression(y) && skipParens(y.argumentExpression).getText() === index.text)
      return [node.expression.expression, y.expression];
  }
  return undefined;
}

function equalityOperands(node: ts.Expression): readonly [ts.Expression, ts.Expression] | undefined {
  return ts.isBinaryExpression(node) && /^={2,3}$/.test(node.operatorToken.getText()) ? [node.left, node.right] : undefined;
}

/** `same(x, y)` called within `same` (the named function around `inner`): its two arguments. */
function selfCallOperands(node: ts.Expression, inner: ts.Node): readonly [ts.Expression, ts.Expression] | undefined {
  if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression) || node.arguments.length !== 2) return undefined;
  let around: ts.Node | undefined = inner.parent;
  while (around && !ts.isFunctionDeclaration(around) && !ts.isFunctionExpression(around) && !ts.isArrowFunction(around) && !ts.isMethodDeclaration(around))
    around = around.parent;
  const name =
    around && ts.isArrowFunction(around) && ts.isVariableDeclaration(around.parent)
      ? around.parent.name
      : (around as ts.FunctionLikeDeclaration | undefined)?.name;
  return name && ts.isIdentifier(name) && name.text === node.expression.text ? [node.arguments[0], node.arguments[1]] : undefined;
}

function sizeOf(node: ts.Expression): ts.Expression | undefined {
  const e = skipParens(node);
  return ts.isPropertyAccessExpression(e) && (e.name.text === 'size' || e.name.text === 'length') ? e.expression : undefined;
}

/** What a function returns when its body is one expression or a block of one `return`, parentheses skipped. */
export function returnedExpression(fn: ts.FunctionLikeDeclaration): ts.Expression | undefined {
  const body = fn.body;
  if (!body) return undefined;
  if (!ts.isBlock(body)) return skipParens(body);
  const [only] = body.statements;
  return body.statements.length === 1 && ts.isReturnStatement(only) && only.expression ? skipParens(only.expression) : undefined;
}

/** `[...A].every((x) => B.has(x))`: [A, B]. */
function everyIn(node: ts.Expression): [ts.Expression, ts.Expression] | undefined {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression) || node.expression.name.text !== 'every') return undefined;
  let receiver = skipParens(node.expression.expression);
  if (ts.isArrayLiteralExpression(receiver) && receiver.elements.length === 1 && ts.isSpreadElement(receiver.elements[0]))
    receiver = receiver.elements[0].expression;
  else if (ts.isCallExpression(receiver) && receiver.expression.getText() === 'Array.from' && receiver.arguments.length === 1) receiver = receiver.arguments[0];
  const callback = node.arguments[0];
  if (!callback || !(ts.isArrowFunction(callback) || ts.isFunctionExpression(callback)) || callback.parameters.length !== 1) return undefined;
  const param = callback.parameters[0].name;
  const body = returnedExpression(callback);
  if (!body || !ts.isIdentifier(param) || !ts.isCallExpression(body) || !ts.isPropertyAccessExpression(body.expression)) return undefined;
  if (!/^(has|includes)$/.test(body.expression.name.text) || body.arguments.length !== 1) return undefined;
  const arg = skipParens(body.arguments[0]);
  return ts.isIdentifier(arg) && arg.text === param.text ? [receiver, body.expression.expression] : undefined;
}

/**
 * The variable written by `statement` (its declaration or a straight-line assignment) is written
 * again on every path before anything reads it: the statements after it in its block, up to the
 * first that mentions the variable, which must overwrite it (`x = e` with e not reading x, or an if
 * whose branches both do).
 */
export function overwrittenBeforeRead(statement: ts.Statement, isVariable: (id: ts.Identifier) => boolean): boolean {
  const block = statement.parent;
  if (!ts.isBlock(block)) return false;
  const mentions = (node: ts.Node): boolean => (ts.isIdentifier(node) ? isVariable(node) : ts.forEachChild(node, (c) => mentions(c) || undefined) === true);
  const overwrites = (s: ts.Statement): boolean => {
    if (ts.isBlock(s)) {
      const first = s.statements.find(mentions);
      return first !== undefined && overwrites(first);
    }
    if (ts.isIfStatement(s)) return !mentions(s.expression) && s.elseStatement !== undefined && overwrites(s.thenStatement) && overwrites(s.elseStatement);
    if (!ts.isExpressionStatement(s)) return false;
    const e = skipParens(s.expression);
    return (
      ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isIdentifier(e.left) && isVariable(e.left) && !mentions(e.right)
    );
  };
  const next = block.statements.slice(block.statements.indexOf(statement) + 1).find(mentions);
  return next !== undefined && overwrites(next);
}

const ORDERINGS = new Set([
  ts.SyntaxKind.LessThanToken,
  ts.SyntaxKind.LessThanEqualsToken,
  ts.SyntaxKind.GreaterThanToken,
  ts.SyntaxKind.GreaterThanEqualsToken,
]);

/**
 * `i >= s.length` (or `i < xs.length`, `i + 1 > s.length`) where the function also reads `s[i]`: a
 * position checked against the length of what it indexes, a bounds check and not a comparison of
 * content (the taxonomy's loop bounds).
 */
export function isIndexBoundCheck(node: ts.BinaryExpression): boolean {
  if (!ORDERINGS.has(node.operatorToken.kind)) return false;
  const [lengthSide, indexSide] = isLengthAccess(node.left) ? [node.left, node.right] : isLengthAccess(node.right) ? [node.right, node.left] : [];
  if (!lengthSide || !indexSide) return false;
  const index = positionName(indexSide);
  const indexed = normalisedText((skipParens(lengthSide) as ts.PropertyAccessExpression).expression);
  const body = ts.findAncestor(node, ts.isFunctionLike);
  if (!index || !body) return false;
  let found = false;
  const visit = (n: ts.Node): void => {
    if (found) return;
    if (ts.isElementAccessExpression(n) && positionName(n.argumentExpression) === index && normalisedText(n.expression) === indexed) found = true;
    else ts.forEachChild(n, visit);
  };
  ts.forEachChild(body, visit);
  return found;
}

function isLengthAccess(e: ts.Expression): boolean {
  const x = skipParens(e);
  return ts.isPropertyAccessExpression(x) && x.name.text === 'length';
}

/** `i`, `i + 1`, `i - 1`: the name of the position. */
function positionName(e: ts.Expression): string | undefined {
  const x = skipParens(e);
  if (ts.isIdentifier(x)) return x.text;
  if (
    ts.isBinaryExpression(x) &&
    (x.operatorToken.kind === ts.SyntaxKind.PlusToken || x.operatorToken.kind === ts.SyntaxKind.MinusToken) &&
    ts.isNumericLiteral(skipParens(x.right))
  )
    return positionName(x.left);
  return undefined;
}

/** `Math.min(...)` or `Math.max(...)`: which of the two. */
export function mathExtremum(e: ts.CallExpression): 'min' | 'max' | undefined {
  const callee = e.expression;
  if (!ts.isPropertyAccessExpression(callee) || !ts.isIdentifier(callee.expression) || callee.expression.text !== 'Math') return undefined;
  return callee.name.text === 'min' || callee.name.text === 'max' ? callee.name.text : undefined;
}

/**
 * `for (let i = 0; i < xs.length; i++)` (also `xs.length > i`, `i < Math.min(xs.length, ys.length)`,
 * `++i`, `i += 1`, `i = i + 1`), whose body never writes `i`: the counter's declaration, and the lists
 * (named by identifiers) whose every position it visits in order. Undefined for any other loop.
 */
export function positionLoop(node: ts.ForStatement): { readonly counter: ts.Identifier; readonly lists: readonly ts.Identifier[] } | undefined {
  const init = node.initializer;
  if (!init || !ts.isVariableDeclarationList(init) || init.declarations.length !== 1) return undefined;
  const [decl] = init.declarations;
  const start = decl.initializer && skipParens(decl.initializer);
  if (!ts.isIdentifier(decl.name) || !start || !ts.isNumericLiteral(start) || start.text !== '0') return undefined;
  const name = decl.name.text;
  const isCounter = (e: ts.Expression) => isNamed(e, name);
  const cond = node.condition && skipParens(node.condition);
  if (!cond || !ts.isBinaryExpression(cond)) return undefined;
  const op = cond.operatorToken.kind;
  const bound =
    op === ts.SyntaxKind.LessThanToken && isCounter(cond.left)
      ? cond.right
      : op === ts.SyntaxKind.GreaterThanToken && isCounter(cond.right)
        ? cond.left
        : undefined;
  const lists = bound && walkedLists(skipParens(bound));
  if (!lists || !node.incrementor || !stepsByOne(node.incrementor, isCounter) || writes(node.statement, name)) return undefined;
  return { counter: decl.name, lists };
}

/**
 * `for (let i = xs.length - 1; i >= 0; i--)` (also `0 <= i`, `i > -1`, `--i`, `i -= 1`), whose body
 * never writes `i`: the same walk of every element as the forward one, from the last (a search for
 * the latest message of a kind visits them all). The length it starts from (`xs.length`); undefined
 * for any other loop.
 */
export function backwardWalk(node: ts.ForStatement): ts.PropertyAccessExpression | undefined {
  const init = node.initializer;
  if (!init || !ts.isVariableDeclarationList(init) || init.declarations.length !== 1) return undefined;
  const [decl] = init.declarations;
  const start = decl.initializer && skipParens(decl.initializer);
  const cond = node.condition && skipParens(node.condition);
  if (!ts.isIdentifier(decl.name) || !start || !ts.isBinaryExpression(start) || !cond || !ts.isBinaryExpression(cond)) return undefined;
  const length = skipParens(start.left);
  if (start.operatorToken.kind !== ts.SyntaxKind.MinusToken || !isNumber(start.right, 1) || !isLengthAccess(length)) return undefined;
  const isCounter = (e: ts.Expression) => isNamed(e, (decl.name as ts.Identifier).text);
  const op = cond.operatorToken.kind;
  const reachesFirst =
    (op === ts.SyntaxKind.GreaterThanEqualsToken && isCounter(cond.left) && isNumber(cond.right, 0)) ||
    (op === ts.SyntaxKind.LessThanEqualsToken && isNumber(cond.left, 0) && isCounter(cond.right)) ||
    (op === ts.SyntaxKind.GreaterThanToken && isCounter(cond.left) && isNumber(cond.right, -1));
  if (!reachesFirst || !node.incrementor || !stepsDownByOne(node.incrementor, isCounter) || writes(node.statement, decl.name.text)) return undefined;
  return length as ts.PropertyAccessExpression;
}

/** `i--`, `--i`, `i -= 1`. */
function stepsDownByOne(step: ts.Expression, isCounter: (e: ts.Expression) => boolean): boolean {
  const e = skipParens(step);
  if (ts.isPostfixUnaryExpression(e) || ts.isPrefixUnaryExpression(e)) return e.operator === ts.SyntaxKind.MinusMinusToken && isCounter(e.operand);
  return ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.MinusEqualsToken && isCounter(e.left) && isNumber(e.right, 1);
}

/** A number literal of value n (`-1` written as a negated literal). */
function isNumber(e: ts.Expression, n: number): boolean {
  const x = skipParens(e);
  if (ts.isNumericLiteral(x)) return Number(x.text) === n;
  return ts.isPrefixUnaryExpression(x) && x.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(x.operand) && -Number(x.operand.text) === n;
}

/** `xs.length`, or `Math.min` of such: the lists. */
function walkedLists(bound: ts.Expression): ts.Identifier[] | undefined {
  const lengthOf = (e: ts.Expression) => {
    const x = skipParens(e);
    const list = isLengthAccess(x) && skipParens((x as ts.PropertyAccessExpression).expression);
    return list && ts.isIdentifier(list) ? list : undefined;
  };
  const one = lengthOf(bound);
  if (one) return [one];
  if (!ts.isCallExpression(bound) || mathExtremum(bound) !== 'min' || bound.arguments.length === 0) return undefined;
  const all = bound.arguments.map((a) => (ts.isSpreadElement(a) ? undefined : lengthOf(a)));
  return all.every((a) => a !== undefined) ? all : undefined;
}

/**
 * `while (...) { const c = xs[k]; ...; k += 1; }` (or `do`): a loop whose body reads a list at a
 * counter and steps that counter by one as a statement of its own, the counter written nowhere else
 * in the body. Each pass reads the next position, so the loop walks the list's elements in order, as
 * `for...of` does; whatever else ends it (its condition, a `break` past the last element) only stops
 * the walk early. The counter and the list read at it; undefined for any other loop. Where the
 * counter starts is the caller's to check.
 */
export function counterWalk(node: ts.WhileStatement | ts.DoStatement): { readonly counter: ts.Identifier; readonly list: ts.Expression } | undefined {
  const body = node.statement;
  if (!ts.isBlock(body)) return undefined;
  const stepped = body.statements.flatMap((s) => {
    if (!ts.isExpressionStatement(s)) return [];
    const e = skipParens(s.expression);
    const operand = ts.isPostfixUnaryExpression(e) || ts.isPrefixUnaryExpression(e) ? e.operand : ts.isBinaryExpression(e) ? e.left : undefined;
    const counter = operand && skipParens(operand);
    return counter && ts.isIdentifier(counter) && stepsByOne(e, (x) => isNamed(x, counter.text)) ? [{ statement: s, counter }] : [];
  });
  if (stepped.length !== 1) return undefined;
  const [{ statement, counter }] = stepped;
  const writtenElsewhere = body.statements.some((s) => s !== statement && writes(s, counter.text));
  if (writtenElsewhere || writes(node.expression, counter.text)) return undefined;
  for (const s of body.statements) {
    if (!ts.isVariableStatement(s)) continue;
    for (const d of s.declarationList.declarations) {
      const init = d.initializer && skipParens(d.initializer);
      if (init && ts.isElementAccessExpression(init) && isNamed(init.argumentExpression, counter.text)) return { counter, list: init.expression };
    }
  }
  return undefined;
}

/**
 * `while (q.length > 0) { const c = q.shift(); ... }` (also `q.length !== 0`, `q.length`, `c = q.shift()!`):
 * a loop that takes the first element off a list until none is left, the body adding nothing to it
 * (no `push`, `unshift`, `splice` or assignment of it anywhere else in the loop): each pass has the
 * next element, so the loop walks the list's elements in order, as `for...of` does. The list; undefined
 * for any other loop (a queue the body grows is a search of its own, not this walk).
 */
export function queueDrain(node: ts.WhileStatement): ts.Identifier | undefined {
  const body = node.statement;
  const first = ts.isBlock(body) ? body.statements[0] : undefined;
  if (!first || !ts.isVariableStatement(first) || first.declarationList.declarations.length !== 1) return undefined;
  let taken = first.declarationList.declarations[0].initializer;
  while (taken && (ts.isNonNullExpression(taken) || ts.isParenthesizedExpression(taken) || ts.isAsExpression(taken))) taken = taken.expression;
  if (
    !taken ||
    !ts.isCallExpression(taken) ||
    taken.arguments.length > 0 ||
    !ts.isPropertyAccessExpression(taken.expression) ||
    taken.expression.name.text !== 'shift'
  )
    return undefined;
  const list = skipParens(taken.expression.expression);
  if (!ts.isIdentifier(list) || !whileNotEmpty(node.expression, list.text)) return undefined;
  let grown = false;
  const visit = (n: ts.Node): void => {
    if (grown || n === taken) return;
    const changed =
      ts.isCallExpression(n) &&
      ts.isPropertyAccessExpression(n.expression) &&
      isNamed(n.expression.expression, list.text) &&
      /^(push|unshift|splice|shift|pop)$/.test(n.expression.name.text);
    if (changed || writesTo(n, (e) => isNamed(e, list.text))) grown = true;
    else ts.forEachChild(n, visit);
  };
  visit(body);
  return grown ? undefined : list;
}

/** `q.length > 0`, `q.length !== 0`, `0 < q.length`, `q.length`: the list is not empty. */
function whileNotEmpty(condition: ts.Expression, name: string): boolean {
  const c = skipParens(condition);
  const isLength = (e: ts.Expression) => isLengthAccess(e) && isNamed((skipParens(e) as ts.PropertyAccessExpression).expression, name);
  if (isLength(c)) return true;
  if (!ts.isBinaryExpression(c)) return false;
  const op = c.operatorToken.kind;
  if (
    (op === ts.SyntaxKind.GreaterThanToken || op === ts.SyntaxKind.ExclamationEqualsEqualsToken || op === ts.SyntaxKind.ExclamationEqualsToken) &&
    isLength(c.left)
  )
    return isNumber(c.right, 0);
  return op === ts.SyntaxKind.LessThanToken && isNumber(c.left, 0) && isLength(c.right);
}

/** `i++`, `++i`, `i += 1`, `i = i + 1`. */
function stepsByOne(step: ts.Expression, isCounter: (e: ts.Expression) => boolean): boolean {
  const e = skipParens(step);
  if (ts.isPostfixUnaryExpression(e) || ts.isPrefixUnaryExpression(e)) return e.operator === ts.SyntaxKind.PlusPlusToken && isCounter(e.operand);
  if (!ts.isBinaryExpression(e) || !isCounter(e.left)) return false;
  const one = (x: ts.Expression) => ts.isNumericLiteral(skipParens(x)) && (skipParens(x) as ts.NumericLiteral).text === '1';
  if (e.operatorToken.kind === ts.SyntaxKind.PlusEqualsToken) return one(e.right);
  const sum = skipParens(e.right);
  return (
    e.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
    ts.isBinaryExpression(sum) &&
    sum.operatorToken.kind === ts.SyntaxKind.PlusToken &&
    ((isCounter(sum.left) && one(sum.right)) || (one(sum.left) && isCounter(sum.right)))
  );
}

/** Whether code assigns or steps a variable of this name (nested functions included). */
function writes(node: ts.Node, name: string): boolean {
  let found = false;
  const visit = (n: ts.Node): void => {
    if (found) return;
    if (writesTo(n, (e) => isNamed(e, name))) found = true;
    else ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

/** The function a declaration is, or holds as its initialiser (`const f = (x) => ...`, `{ f: function () {} }`). */
export function functionOf(decl: ts.Declaration): ts.FunctionLikeDeclaration | undefined {
  if (ts.isFunctionDeclaration(decl) || ts.isMethodDeclaration(decl) || ts.isArrowFunction(decl) || ts.isFunctionExpression(decl)) return decl;
  if ((ts.isVariableDeclaration(decl) || ts.isPropertyAssignment(decl)) && decl.initializer) {
    const init = skipParens(decl.initializer);
    if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) return init;
  }
  return undefined;
}

/** The function (with a body) a node is written in. */
export function enclosingFunction(node: ts.Node): ts.FunctionLikeDeclaration | undefined {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) if (ts.isFunctionLike(n) && 'body' in n) return n;
  return undefined;
}
