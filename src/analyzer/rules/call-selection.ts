import { ts } from '../typescript.js';
import { functionOf, isConstDeclaration, returnedExpression, skipParens } from '../flow/syntax.ts';
import type { TypeFacts } from '../flow/types.ts';

/**
 * Where a judge takes ONE call of a tool out of the trace, chosen by the tool's name alone: the
 * last or first call (`calls.find((c) => c.tool === T)`, `.filter(...).at(-1)`, `[0]`, `.pop()`,
 * a helper with a loop that returns the first call it meets, forwards or backwards), as opposed to
 * every call or a call chosen by its arguments. Read from the syntax, following variables, their
 * reassignments and callbacks back to where a compared value comes from; anything else is no
 * selection (the rule then says nothing).
 */
export interface CallSelection {
  /** The expression that selects the call. */
  readonly node: ts.Node;
  readonly tool: string;
  /** Which call of the tool it takes, when the syntax says: the first or the last. */
  readonly end?: End;
}

export type End = 'first' | 'last';

/** The tool a helper selects one call of: a constant, or the argument at a parameter's position; and which of its calls. */
type HelperTool = ({ readonly tool: string } | { readonly parameter: number }) & { readonly end?: End };

const MAX_STEPS = 200;

export class CallSelections {
  private readonly helpers = new Map<ts.Node, HelperTool | null>();
  /** A variable's sources by its symbol: every record compared asks again for the variables it reads, each a walk of their scope. */
  private readonly sources = new Map<ts.Symbol, ts.Node[]>();

  constructor(
    private readonly types: TypeFacts,
    private readonly root: ts.Node,
  ) {}

  /** The selections the value of `node` (a compared expression) comes from. */
  originsOf(node: ts.Node): CallSelection[] {
    const found: CallSelection[] = [];
    const seen = new Set<ts.Node>();
    let steps = 0;
    const visit = (n: ts.Node): void => {
      if (seen.has(n) || ++steps > MAX_STEPS) return;
      seen.add(n);
      if (ts.isFunctionLike(n)) return;
      const selection = ts.isExpression(n) ? this.selectionAt(n) : undefined;
      if (selection) {
        found.push(selection);
        return;
      }
      if (ts.isIdentifier(n)) {
        for (const source of this.sourcesOf(n)) visit(source);
        return;
      }
      ts.forEachChild(n, visit);
    };
    visit(node);
    return found;
  }

  /** Where a variable's value comes from: its initializer, its reassignments, or for a callback's parameter, the list the method walks. */
  private sourcesOf(identifier: ts.Identifier): ts.Node[] {
    const symbol = this.types.symbolAt(identifier);
    if (!symbol) return [];
    let sources = this.sources.get(symbol);
    if (!sources) {
      sources = this.sourcesOfVariable(symbol);
      this.sources.set(symbol, sources);
    }
    return sources;
  }

  private sourcesOfVariable(symbol: ts.Symbol): ts.Node[] {
    const decl = symbol.valueDeclaration;
    if (!decl || decl.getSourceFile() !== this.root.getSourceFile()) return [];
    if (ts.isParameter(decl)) {
      const fn = decl.parent;
      const call = fn.parent;
      if (call && ts.isCallExpression(call) && ts.isPropertyAccessExpression(call.expression) && call.arguments.includes(fn as ts.Expression))
        return [call.expression.expression];
      return [];
    }
    let holder: ts.Node = decl;
    while (ts.isBindingElement(holder) || ts.isObjectBindingPattern(holder) || ts.isArrayBindingPattern(holder)) holder = holder.parent;
    if (!ts.isVariableDeclaration(holder)) return [];
    const sources: ts.Node[] = holder.initializer ? [holder.initializer] : [];
    const scope = holder.parent.parent.parent;
    const collect = (n: ts.Node): void => {
      if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isIdentifier(n.left) && this.types.symbolAt(n.left) === symbol)
        sources.push(n.right);
      ts.forEachChild(n, collect);
    };
    collect(scope);
    return sources;
  }

  /** The tool of `if (c.tool === T)` inside a loop: a return under it sees the first (or last) call of T only. */
  loopGuardTool(statement: ts.IfStatement): { readonly tool: string; readonly end?: End } | undefined {
    const compared = toolTest(statement.expression);
    if (!compared) return undefined;
    for (let n: ts.Node | undefined = statement.parent; n && !ts.isFunctionLike(n); n = n.parent) {
      if (!isLoop(n)) continue;
      const tool = this.constantString(compared);
      return tool === undefined ? undefined : { tool, ...endOf(loopEnd(n)) };
    }
    return undefined;
  }

  private selectionAt(node: ts.Expression): CallSelection | undefined {
    const e = skipParens(node);
    if (ts.isCallExpression(e)) {
      const callee = skipParens(e.expression);
      if (ts.isPropertyAccessExpression(callee)) {
        const method = callee.name.text;
        if ((method === 'find' || method === 'findLast') && e.arguments[0]) {
          const tool = this.constantTool(toolOfPredicate(e.arguments[0]));
          return tool ? { node: e, tool, ...endOf(searchEnd(e)) } : undefined;
        }
        if (method === 'at' || method === 'pop' || method === 'shift') {
          const tool = this.filteredTool(callee.expression);
          return tool ? { node: e, tool, ...endOf(searchEnd(e)) } : undefined;
        }
        return undefined;
      }
      const helper = this.helperOf(callee);
      if (!helper) return undefined;
      const tool = 'tool' in helper ? helper.tool : this.constantString(e.arguments[helper.parameter]);
      return tool ? { node: e, tool, ...endOf(helper.end) } : undefined;
    }
    if (ts.isElementAccessExpression(e) && isSingleIndex(e)) {
      const tool = this.filteredTool(e.expression);
      return tool ? { node: e, tool, ...endOf(indexEnd(e)) } : undefined;
    }
    return undefined;
  }

  /** The tool a list holds only the calls of (`trace.filter((c) => c.tool === T)`), following a variable to its initializer. */
  private filteredTool(list: ts.Expression, depth = 0): string | undefined {
    const e = skipParens(list);
    if (ts.isIdentifier(e) && depth < 4) {
      const sources = this.sourcesOf(e);
      return sources.length === 1 && ts.isExpression(sources[0]) ? this.filteredTool(sources[0], depth + 1) : undefined;
    }
    if (!ts.isCallExpression(e) || !ts.isPropertyAccessExpression(e.expression) || e.expression.name.text !== 'filter' || !e.arguments[0]) return undefined;
    return this.constantTool(toolOfPredicate(e.arguments[0]));
  }

  /** A local function that returns one call of a tool chosen by name. */
  private helperOf(callee: ts.Expression): HelperTool | undefined {
    const decl = this.types.symbolAt(callee)?.valueDeclaration;
    const fn = decl && functionOf(decl);
    if (!fn?.body || this.types.isLibrary(fn.getSourceFile())) return undefined;
    if (!this.helpers.has(fn)) this.helpers.set(fn, this.helperTool(fn) ?? null);
    return this.helpers.get(fn) ?? undefined;
  }

  private helperTool(fn: ts.FunctionLikeDeclaration): HelperTool | undefined {
    const parameters = fn.parameters.map((p) => (ts.isIdentifier(p.name) ? this.types.symbolAt(p.name) : undefined));
    const toolOf = (compared: ts.Expression | undefined, end: End | undefined): HelperTool | undefined => {
      if (!compared) return undefined;
      const c = skipParens(compared);
      const at = ts.isIdentifier(c) ? parameters.indexOf(this.types.symbolAt(c)) : -1;
      if (at >= 0) return { parameter: at, ...endOf(end) };
      const tool = this.constantString(c);
      return tool ? { tool, ...endOf(end) } : undefined;
    };
    let result: HelperTool | undefined;
    let other = false;
    const visit = (n: ts.Node): void => {
      if (other) return;
      if (ts.isReturnStatement(n) && n.expression) {
        const returned = skipParens(n.expression);
        // A loop that returns the first call of the tool it meets (forwards or backwards).
        const test = guardingToolTest(n);
        if (test && returnsCallOrArgs(returned)) {
          result ??= toolOf(test.tool, loopEnd(test.loop));
          return;
        }
        // Returns the search itself (`trace.findLast((c) => c.tool === name)?.args`).
        const search = searchIn(returned);
        if (search) {
          result ??= toolOf(toolOfPredicate(search.predicate), search.end);
          return;
        }
        // Any other return that reads a call (`return {}` when nothing matched is fine).
        if (/\b(args|tool)\b/.test(returned.getText())) other = true;
        return;
      }
      if (ts.isFunctionLike(n) && n !== fn) return;
      ts.forEachChild(n, visit);
    };
    if (fn.body && !ts.isBlock(fn.body)) {
      const search = searchIn(skipParens(fn.body));
      return search ? toolOf(toolOfPredicate(search.predicate), search.end) : undefined;
    }
    if (fn.body) visit(fn.body);
    return other ? undefined : result;
  }

  private constantTool(compared: ts.Expression | undefined): string | undefined {
    return compared ? this.constantString(compared) : undefined;
  }

  /** A string literal, or a `const` bound to one. */
  private constantString(node: ts.Expression | undefined, depth = 0): string | undefined {
    if (!node) return undefined;
    const e = skipParens(node);
    if (ts.isStringLiteralLike(e)) return e.text;
    if (!ts.isIdentifier(e) || depth > 3) return undefined;
    const decl = this.types.symbolAt(e)?.valueDeclaration;
    if (!decl || !ts.isVariableDeclaration(decl) || !isConstDeclaration(decl) || !decl.initializer) return undefined;
    return this.constantString(decl.initializer, depth + 1);
  }
}

/**
 * What a predicate over calls compares the tool name with, when it chooses calls by their tool
 * alone (and perhaps their status): `(c) => c.tool === T`. A predicate that reads the arguments
 * chooses a call by what it carries — not one call of the tool.
 */
function toolOfPredicate(callback: ts.Expression): ts.Expression | undefined {
  const fn = skipParens(callback);
  if (!(ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) || fn.parameters.length === 0) return undefined;
  const body = returnedExpression(fn);
  return body ? toolTest(body) : undefined;
}

/** A condition that holds for calls of one tool whatever they carry: `x.tool === T`, perhaps `&&` a status check. T. */
function toolTest(condition: ts.Expression): ts.Expression | undefined {
  if (/\bargs\b/.test(condition.getText())) return undefined;
  let tool: ts.Expression | undefined;
  const visit = (n: ts.Expression): boolean => {
    const e = skipParens(n);
    if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken) return visit(e.left) && visit(e.right);
    const compared = toolComparison(e);
    if (compared) {
      tool ??= compared;
      return true;
    }
    return /\bstatus\b/.test(e.getText());
  };
  return visit(condition) ? tool : undefined;
}

/** `x.tool === T` (either side): T. */
function toolComparison(e: ts.Expression): ts.Expression | undefined {
  if (!ts.isBinaryExpression(e)) return undefined;
  const op = e.operatorToken.kind;
  if (op !== ts.SyntaxKind.EqualsEqualsEqualsToken && op !== ts.SyntaxKind.EqualsEqualsToken) return undefined;
  const isTool = (x: ts.Expression) => {
    const s = skipParens(x);
    return ts.isPropertyAccessExpression(s) && s.name.text === 'tool';
  };
  if (isTool(e.left)) return e.right;
  if (isTool(e.right)) return e.left;
  return undefined;
}

/** A return inside `if (x.tool === T)` inside a loop: T, and the loop. */
function guardingToolTest(ret: ts.ReturnStatement): { tool: ts.Expression; loop: ts.Node } | undefined {
  let tool: ts.Expression | undefined;
  for (let n: ts.Node | undefined = ret.parent; n && !ts.isFunctionLike(n); n = n.parent) {
    if (ts.isIfStatement(n) && tool === undefined) tool = toolTest(n.expression);
    if (tool && isLoop(n)) return { tool, loop: n };
  }
  return undefined;
}

/** `trace[i].args`, `call.args`, `call`, `trace[i]`. */
function returnsCallOrArgs(e: ts.Expression): boolean {
  const x = skipParens(e);
  if (ts.isPropertyAccessExpression(x)) return x.name.text === 'args' && (ts.isIdentifier(x.expression) || ts.isElementAccessExpression(x.expression));
  return ts.isIdentifier(x) || ts.isElementAccessExpression(x);
}

/** The predicate of a `find`/`findLast` (or `filter(...).at(i)`) a returned expression reads, and which end it takes. */
function searchIn(e: ts.Expression): { predicate: ts.Expression; end?: End } | undefined {
  let x = skipParens(e);
  for (;;) {
    if (ts.isBinaryExpression(x) && x.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) x = skipParens(x.left);
    else if (ts.isPropertyAccessExpression(x) || ts.isNonNullExpression(x) || ts.isAsExpression(x)) x = skipParens(x.expression);
    else break;
  }
  if (ts.isElementAccessExpression(x) && isSingleIndex(x)) x = skipParens(x.expression);
  if (!ts.isCallExpression(x) || !ts.isPropertyAccessExpression(x.expression)) return undefined;
  const method = x.expression.name.text;
  if ((method === 'find' || method === 'findLast') && x.arguments[0]) return { predicate: x.arguments[0], ...endOf(searchEnd(x)) };
  if (method === 'at' || method === 'pop' || method === 'shift') {
    const list = skipParens(x.expression.expression);
    if (ts.isCallExpression(list) && ts.isPropertyAccessExpression(list.expression) && list.expression.name.text === 'filter' && list.arguments[0])
      return { predicate: list.arguments[0], ...endOf(searchEnd(x)) };
  }
  return undefined;
}

const endOf = (end: End | undefined): { end?: End } => (end ? { end } : {});

/** Which end a search or a pick takes: `find`, `shift`, `at(0)` the first; `findLast`, `pop`, `at(-1)` the last. */
function searchEnd(call: ts.CallExpression): End | undefined {
  const method = ts.isPropertyAccessExpression(call.expression) ? call.expression.name.text : '';
  if (method === 'find' || method === 'shift') return 'first';
  if (method === 'findLast' || method === 'pop') return 'last';
  if (method !== 'at' || !call.arguments[0]) return undefined;
  const index = skipParens(call.arguments[0]);
  if (ts.isNumericLiteral(index)) return Number(index.text) === 0 ? 'first' : undefined;
  return ts.isPrefixUnaryExpression(index) && index.operator === ts.SyntaxKind.MinusToken && index.operand.getText() === '1' ? 'last' : undefined;
}

/** `xs[0]`: the first; `xs[xs.length - 1]`: the last. */
function indexEnd(e: ts.ElementAccessExpression): End | undefined {
  const index = skipParens(e.argumentExpression);
  if (ts.isNumericLiteral(index)) return Number(index.text) === 0 ? 'first' : undefined;
  return ts.isBinaryExpression(index) && skipParens(index.right).getText() === '1' ? 'last' : undefined;
}

/** A loop that returns at its first match meets the first call going forwards (`for...of`, `i++`) and the last going backwards (`i--`). */
function loopEnd(loop: ts.Node): End | undefined {
  if (ts.isForOfStatement(loop)) return 'first';
  if (!ts.isForStatement(loop) || !loop.incrementor) return undefined;
  const step = loop.incrementor;
  if (ts.isPostfixUnaryExpression(step) || ts.isPrefixUnaryExpression(step)) return step.operator === ts.SyntaxKind.PlusPlusToken ? 'first' : 'last';
  if (ts.isBinaryExpression(step)) {
    if (step.operatorToken.kind === ts.SyntaxKind.PlusEqualsToken) return 'first';
    if (step.operatorToken.kind === ts.SyntaxKind.MinusEqualsToken) return 'last';
  }
  return undefined;
}

/** `xs[0]`, `xs[xs.length - 1]`: one element. */
function isSingleIndex(e: ts.ElementAccessExpression): boolean {
  const index = skipParens(e.argumentExpression);
  if (ts.isNumericLiteral(index)) return true;
  return (
    ts.isBinaryExpression(index) &&
    index.operatorToken.kind === ts.SyntaxKind.MinusToken &&
    ts.isNumericLiteral(skipParens(index.right)) &&
    /\.length$/.test(skipParens(index.left).getText())
  );
}

function isLoop(n: ts.Node): boolean {
  return ts.isForStatement(n) || ts.isForOfStatement(n) || ts.isWhileStatement(n) || ts.isDoStatement(n);
}
