import { ts } from 'ts-morph';
import type { ContentMatch } from '../types.ts';
import { caseVerdict, isImpossible } from './case.ts';
import type {
  Binding,
  CaseVerdict,
  CheckRecord,
  CompareRecord,
  ConstantCondition,
  CountOp,
  NewRecord,
  JudgeFacts,
  MembershipCall,
  ReturnSite,
  UnknownSite,
} from './facts.ts';
import { PredicateReader } from '../predicate.ts';
import { isLibraryFile, type TypeFacts } from './types.ts';
import {
  NOTHING,
  collectionOf,
  constantValue,
  consumed,
  dependencies,
  elementsOf,
  join,
  member,
  negate,
  neutral,
  pathValue,
  resign,
  truthiness,
  withDeps,
  withRecord,
  withVar,
  type Constant,
  type Sign,
  type Value,
} from './value.ts';

/**
 * Abstract interpretation of an imperative judge. It walks the judge once (plus a few passes
 * where variables are reassigned, until their values stop growing), follows values through
 * locals, destructuring, helper functions and array-method callbacks, and records every check.
 * It never runs the code.
 */

const MAX_DEPTH = 10;
const MAX_PASSES = 4;

class Frame {
  readonly env = new Map<ts.Symbol, Value>();
  readonly control: Value[] = [];
  readonly returns: ReturnSite[] = [];
  /** Iterables of the enclosing for-of loops (counters incremented inside them count their elements). */
  readonly loops: Value[] = [];
  changes = 0;
  dead = 0;

  constructor(
    readonly parent: Frame | undefined,
    readonly own: boolean,
    readonly testReturns: boolean,
  ) {}

  holder(symbol: ts.Symbol): Frame | undefined {
    for (let f: Frame | undefined = this; f; f = f.parent) if (f.env.has(symbol)) return f;
    return undefined;
  }

  controlValue(): Value {
    return this.control.length === 0 ? NOTHING : join(...this.control);
  }
}

const PURE_METHODS = new Set([
  'filter', 'map', 'some', 'every', 'find', 'findIndex', 'findLast', 'includes', 'has', 'startsWith', 'endsWith',
  'toLowerCase', 'toUpperCase', 'trim', 'slice', 'concat', 'join', 'split', 'indexOf', 'test', 'match', 'get',
]);
const MUTATORS = new Set(['push', 'unshift', 'add', 'set', 'splice']);
const CALLBACK_METHODS = new Set([
  'filter', 'map', 'flatMap', 'some', 'every', 'find', 'findIndex', 'findLast', 'findLastIndex', 'forEach', 'reduce',
  'reduceRight', 'sort', 'toSorted',
]);
const PASS_THROUGH_METHODS = new Set([
  'slice', 'concat', 'flat', 'reverse', 'toReversed', 'at', 'values', 'keys', 'entries', 'trim', 'trimStart', 'trimEnd',
  'normalize', 'replace', 'replaceAll', 'substring', 'substr', 'charAt', 'padStart', 'padEnd', 'toString', 'toFixed',
  'valueOf', 'join', 'split', 'getTime', 'toISOString', 'get',
]);

interface Mark {
  readonly nextId: number;
  readonly constants: number;
  readonly dead: number;
  readonly memberships: number;
  readonly discarded: number;
  readonly duplicates: number;
  readonly unknowns: number;
  readonly calledWith: number;
}

export class Evaluator {
  private nextId = 0;
  private readonly records = new Map<number, CheckRecord>();
  private readonly constants: ConstantCondition[] = [];
  private readonly deadCode: { node: ts.Node; why: string }[] = [];
  private readonly bindings = new Map<ts.Symbol, Binding>();
  private readonly bindingValues = new Map<ts.Symbol, Value>();
  private readonly referenced = new Set<ts.Symbol>();
  private readonly memberships: MembershipCall[] = [];
  private readonly discarded: ts.Node[] = [];
  private readonly duplicates: { node: ts.Node; first: ts.Node }[] = [];
  private readonly unknowns: UnknownSite[] = [];
  private memo = new Map<string, Value>();
  private readonly active = new Set<ts.Node>();
  private depth = 0;
  private root: ts.Node | undefined;

  constructor(
    private readonly types: TypeFacts,
    /** Run-wide cache of module-level constants (shared by every judge of the run). */
    private readonly moduleValues: Map<ts.Symbol, Value>,
  ) {}

  /** Analyses an imperative judge `(context) => boolean`. */
  judge(fn: ts.SignatureDeclaration): JudgeFacts {
    this.root = fn;
    const verdict = this.invoke(fn, [pathValue('ctx')], undefined, true, true);
    return {
      style: 'imperative',
      root: fn,
      verdict: consumed(verdict.value),
      returns: verdict.returns,
      records: this.records,
      constants: dedupeByNode(this.constants),
      dead: dedupeByNode(this.deadCode),
      bindings: [...this.bindings.values()],
      bindingValues: this.bindingValues,
      referenced: this.referenced,
      memberships: this.memberships,
      discarded: this.discarded,
      duplicates: this.duplicates,
      calledWith: [],
      unknowns: this.unknowns,
    };
  }

  /** The value of an expression evaluated at module level (constants, matcher arguments). */
  moduleExpression(node: ts.Expression, bindings?: ReadonlyMap<ts.Symbol, Value>): Value {
    const frame = new Frame(undefined, false, false);
    if (bindings) for (const [symbol, value] of bindings) frame.env.set(symbol, value);
    return this.ev(node, frame);
  }

  // ---------------------------------------------------------------- functions

  private invoke(
    fn: ts.SignatureDeclaration,
    args: readonly Value[],
    caller: Frame | undefined,
    testReturns: boolean,
    isJudge = false,
  ): { value: Value; returns: ReturnSite[] } {
    const body = (fn as ts.FunctionLikeDeclaration).body;
    if (!body || isLibraryFile(fn.getSourceFile())) {
      return { value: this.unresolvedCall(fn, fn.name?.getText() ?? 'a declared function', args), returns: [] };
    }
    if (this.active.has(fn) || this.depth >= MAX_DEPTH) {
      const reason = `recursive or too deeply nested helper ${fn.name?.getText() ?? ''}`.trim();
      return { value: this.unknownValue(fn, reason, ['count', 'content', 'case'], args), returns: [] };
    }
    // Helpers are memoised per argument shape; an inline callback is entered once per call site anyway.
    const inline = fn.parent !== undefined && ts.isCallLikeExpression(fn.parent);
    const key = isJudge || inline ? '' : memoKey(fn, args, testReturns);
    const cached = key ? this.memo.get(key) : undefined;
    if (cached) return { value: cached, returns: [] };

    const own = this.root !== undefined && (fn === this.root || isWithin(fn, this.root));
    this.active.add(fn);
    this.depth++;
    let frame!: Frame;
    const startFrame = (): Frame => new Frame(caller, own, testReturns);
    try {
      if (!ts.isBlock(body)) {
        frame = startFrame();
        this.bindParameters(fn, args, frame, isJudge);
        const value = testReturns ? this.evReturn(body, frame) : this.ev(body, frame);
        frame.returns.push({ node: body, value: consumedIfJudge(value, isJudge) });
      } else {
        const persistent = new Map<ts.Symbol, Value>();
        for (let pass = 0; pass < MAX_PASSES; pass++) {
          const mark = this.mark();
          frame = startFrame();
          for (const [k, v] of persistent) frame.env.set(k, v);
          this.bindParameters(fn, args, frame, isJudge);
          const before = signatureOfEnv(persistent);
          this.block(body.statements, frame);
          for (const [k, v] of frame.env) persistent.set(k, v);
          const grew = signatureOfEnv(persistent) !== before;
          if (!grew || frame.changes === 0 || pass === MAX_PASSES - 1) break;
          this.rewind(mark);
        }
      }
    } finally {
      this.active.delete(fn);
      this.depth--;
    }
    const values = frame.returns.map((r) => r.value);
    const value = values.length === 0 ? constantValue(undefined) : join(...values);
    if (key) this.memo.set(key, value);
    for (const [symbol, v] of frame.env) if (this.bindings.has(symbol)) this.bindingValues.set(symbol, v);
    return { value, returns: frame.returns };
  }

  private bindParameters(fn: ts.SignatureDeclaration, args: readonly Value[], frame: Frame, isJudge: boolean): void {
    fn.parameters.forEach((param, i) => {
      let value: Value;
      if (param.dotDotDotToken) value = { ...join(...args.slice(i)), elems: new Set(args.slice(i).flatMap((a) => [...a.paths])) };
      else value = args[i] ?? (param.initializer ? this.ev(param.initializer, frame) : constantValue(undefined));
      if (param.initializer && args[i]) value = join(value, this.ev(param.initializer, frame));
      this.bind(param.name, value, frame, param, isJudge && i === 0);
    });
  }

  // ---------------------------------------------------------------- statements

  private block(statements: readonly ts.Statement[], frame: Frame): void {
    const pushed = frame.control.length;
    for (const statement of statements) {
      const exitControl = this.statement(statement, frame);
      if (exitControl) frame.control.push(exitControl);
    }
    frame.control.length = pushed;
  }

  /** Returns the condition later statements depend on when this statement can leave early. */
  private statement(node: ts.Statement, frame: Frame): Value | undefined {
    if (ts.isVariableStatement(node)) {
      for (const d of node.declarationList.declarations) {
        const value = d.initializer ? this.ev(d.initializer, frame) : constantValue(undefined);
        this.bind(d.name, withDeps(value, frame.controlValue()), frame, d, false);
      }
      return undefined;
    }
    if (ts.isExpressionStatement(node)) {
      this.expressionStatement(node.expression, frame);
      return undefined;
    }
    if (ts.isReturnStatement(node)) {
      if (frame.dead > 0) {
        if (node.expression) this.ev(node.expression, frame);
        return undefined;
      }
      let value = node.expression ? (frame.testReturns ? this.evReturn(node.expression, frame) : this.ev(node.expression, frame)) : constantValue(undefined);
      value = withDeps(frame.testReturns ? consumed(value) : value, consumed(frame.controlValue()));
      frame.returns.push({ node, value });
      return undefined;
    }
    if (ts.isIfStatement(node)) return this.ifStatement(node, frame);
    if (ts.isBlock(node)) {
      this.block(node.statements, frame);
      return undefined;
    }
    if (ts.isForOfStatement(node) || ts.isForInStatement(node)) {
      const iterable = this.ev(node.expression, frame);
      const element = ts.isForOfStatement(node) ? elementsOf(iterable) : member(iterable, '{key}');
      const init = node.initializer;
      if (ts.isVariableDeclarationList(init)) for (const d of init.declarations) this.bind(d.name, element, frame, d, false);
      else this.assign(init, element, frame);
      frame.control.push(neutral(consumed(dependencies(iterable))));
      frame.loops.push(iterable);
      this.statement(node.statement, frame);
      frame.loops.pop();
      frame.control.pop();
      // `for (x of C) if (...) return true;` needs one matching element; `return false` inside needs all.
      const sign = ts.isForOfStatement(node) ? exitSign(node.statement, true) : undefined;
      if (sign === 1 || sign === -1) {
        const id = this.addRecord({ type: 'count', node, of: iterable.paths, op: sign === 1 ? 'truthy' : 'every' });
        return withRecord(NOTHING, id, 1);
      }
      return undefined;
    }
    if (ts.isForStatement(node)) {
      if (node.initializer) {
        if (ts.isVariableDeclarationList(node.initializer)) {
          for (const d of node.initializer.declarations) {
            this.bind(d.name, d.initializer ? this.ev(d.initializer, frame) : constantValue(undefined), frame, d, false);
          }
        } else this.ev(node.initializer, frame);
      }
      const cond = node.condition ? this.ev(node.condition, frame) : NOTHING;
      frame.control.push(neutral(consumed(cond)));
      this.statement(node.statement, frame);
      if (node.incrementor) this.expressionStatement(node.incrementor, frame);
      frame.control.pop();
      return undefined;
    }
    if (ts.isWhileStatement(node) || ts.isDoStatement(node)) {
      const cond = node.expression.kind === ts.SyntaxKind.TrueKeyword ? NOTHING : this.evTest(node.expression, frame);
      frame.control.push(neutral(consumed(cond)));
      this.statement(node.statement, frame);
      frame.control.pop();
      return undefined;
    }
    if (ts.isSwitchStatement(node)) {
      const subject = this.ev(node.expression, frame);
      for (const clause of node.caseBlock.clauses) {
        let control = consumed(subject);
        if (ts.isCaseClause(clause)) {
          const expected = this.ev(clause.expression, frame);
          control = this.compare(clause, 'equality', subject, expected, node.expression, clause.expression);
        }
        frame.control.push(neutral(consumed(control)));
        this.block(clause.statements, frame);
        frame.control.pop();
      }
      return exitSign(node) === undefined ? undefined : resign(consumed(subject), 2);
    }
    if (ts.isTryStatement(node)) {
      this.block(node.tryBlock.statements, frame);
      if (node.catchClause) {
        if (node.catchClause.variableDeclaration) {
          this.bind(node.catchClause.variableDeclaration.name, NOTHING, frame, node.catchClause.variableDeclaration, false);
        }
        this.block(node.catchClause.block.statements, frame);
      }
      if (node.finallyBlock) this.block(node.finallyBlock.statements, frame);
      return undefined;
    }
    if (ts.isLabeledStatement(node)) return this.statement(node.statement, frame);
    if (ts.isThrowStatement(node)) {
      this.ev(node.expression, frame);
      return undefined;
    }
    // function declarations are values looked up by symbol; type declarations carry nothing.
    return undefined;
  }

  private ifStatement(node: ts.IfStatement, frame: Frame): Value | undefined {
    const cond = this.evTest(node.expression, frame);
    // `continue` / `break` only skip elements: the condition filters data, it does not decide the verdict.
    const thenSign = exitSign(node.thenStatement, true);
    const elseSign = node.elseStatement ? exitSign(node.elseStatement, true) : undefined;
    const truth = truthiness(cond);
    const consumedCond = consumed(cond);

    // A branch that leaves with a literal verdict gives the condition a direction; one that only
    // computes makes it data for what it computes.
    frame.control.push(thenSign === undefined ? neutral(consumedCond) : resign(consumedCond, thenSign));
    if (truth === false) this.dead(node.thenStatement, `\`${short(node.expression)}\` is always false`, frame);
    else this.statement(node.thenStatement, frame);
    frame.control.pop();

    if (node.elseStatement) {
      frame.control.push(elseSign === undefined ? neutral(consumedCond) : resign(consumedCond, flip(elseSign)));
      if (truth === true) this.dead(node.elseStatement, `\`${short(node.expression)}\` is always true`, frame);
      else this.statement(node.elseStatement, frame);
      frame.control.pop();
      this.duplicateElseIf(node);
    }
    if (thenSign !== undefined && truth !== false) return resign(consumedCond, thenSign);
    if (elseSign !== undefined && truth !== true) return resign(consumedCond, flip(elseSign));
    if (exitSign(node) !== undefined) return neutral(consumedCond);
    return undefined;
  }

  private dead(node: ts.Node, why: string, frame: Frame): void {
    this.deadCode.push({ node, why });
    frame.dead++;
    if (ts.isExpression(node)) this.ev(node, frame);
    else this.statement(node as ts.Statement, frame);
    frame.dead--;
  }

  private duplicateElseIf(node: ts.IfStatement): void {
    if (node.parent && ts.isIfStatement(node.parent) && node.parent.elseStatement === node) return;
    const seen = new Map<string, ts.Node>();
    for (let current: ts.Statement | undefined = node; current && ts.isIfStatement(current); current = current.elseStatement) {
      const text = normalisedText(current.expression);
      const first = seen.get(text);
      if (first && isPure(current.expression)) this.duplicates.push({ node: current.expression, first });
      else seen.set(text, current.expression);
    }
  }

  private expressionStatement(expr: ts.Expression, frame: Frame): void {
    const e = skipParens(expr);
    if (ts.isBinaryExpression(e) && isAssignmentOperator(e.operatorToken.kind)) {
      this.ev(e, frame);
      return;
    }
    if ((ts.isPrefixUnaryExpression(e) || ts.isPostfixUnaryExpression(e)) && isIncrement(e.operator)) {
      this.ev(e, frame);
      return;
    }
    const value = this.ev(e, frame);
    if (ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression)) {
      const name = e.expression.name.text;
      if (PURE_METHODS.has(name) && value.fn === undefined) this.discarded.push(e);
      return;
    }
    if (ts.isBinaryExpression(e) || ts.isPropertyAccessExpression(e) || ts.isIdentifier(e)) this.discarded.push(e);
  }

  // ---------------------------------------------------------------- bindings

  private bind(name: ts.BindingName, value: Value, frame: Frame, decl: ts.Node, fromContext: boolean): void {
    if (ts.isIdentifier(name)) {
      const symbol = this.types.symbolAt(name);
      if (!symbol) return;
      if (!this.bindings.has(symbol)) {
        this.bindings.set(symbol, { symbol, node: name, name: name.text, fromContext, own: frame.own && !isParameterOfHelper(decl, this.root) });
      }
      this.store(symbol, value, frame, true);
      return;
    }
    if (ts.isObjectBindingPattern(name)) {
      for (const el of name.elements) {
        let v: Value;
        if (el.dotDotDotToken) v = value;
        else {
          const prop = el.propertyName ?? el.name;
          const key = ts.isIdentifier(prop) || ts.isStringLiteral(prop) ? prop.text : ts.isComputedPropertyName(prop) ? '[*]' : prop.getText();
          v = member(value, key === '[*]' ? '[*]' : `.${key}`);
        }
        if (el.initializer) v = join(v, this.ev(el.initializer, frame));
        this.bind(el.name, v, frame, el, fromContext);
      }
      return;
    }
    for (const el of name.elements) {
      if (ts.isOmittedExpression(el)) continue;
      let v = el.dotDotDotToken ? value : elementsOf(value);
      if (el.initializer) v = join(v, this.ev(el.initializer, frame));
      this.bind(el.name, v, frame, el, fromContext);
    }
  }

  private store(symbol: ts.Symbol, value: Value, frame: Frame, declaration: boolean): void {
    const holder = (declaration ? frame : frame.holder(symbol)) ?? frame;
    const prior = holder.env.get(symbol);
    if (!prior) {
      holder.env.set(symbol, value);
      if (!declaration) holder.changes++;
      return;
    }
    const merged = join(prior, value);
    if (signature(merged) !== signature(prior)) {
      holder.env.set(symbol, merged);
      holder.changes++;
    }
  }

  /** `x = v`, `x.y = v`, `x[i] = v`: the root variable takes the new value. */
  private assign(target: ts.Node, value: Value, frame: Frame): void {
    const t = skipParens(target as ts.Expression);
    if (ts.isIdentifier(t)) {
      const symbol = this.types.symbolAt(t);
      if (symbol) this.store(symbol, withDeps(value, frame.controlValue()), frame, false);
      return;
    }
    if (ts.isPropertyAccessExpression(t) || ts.isElementAccessExpression(t)) {
      this.assign(t.expression, consumed(value), frame);
      return;
    }
    if (ts.isObjectLiteralExpression(t) || ts.isArrayLiteralExpression(t)) {
      for (const el of ts.isObjectLiteralExpression(t) ? t.properties : t.elements) {
        const inner = ts.isPropertyAssignment(el) ? el.initializer : ts.isShorthandPropertyAssignment(el) ? el.name : el;
        this.assign(inner, value, frame);
      }
    }
  }

  // ---------------------------------------------------------------- expressions

  /** Evaluates an expression whose truth value decides something (a test position). */
  private evTest(node: ts.Expression, frame: Frame): Value {
    const e = skipParens(node);
    if (ts.isPrefixUnaryExpression(e) && e.operator === ts.SyntaxKind.ExclamationToken) return negate(this.evTest(e.operand, frame));
    const value =
      ts.isBinaryExpression(e) && isLogical(e.operatorToken.kind) ? this.logical(e, frame, true) : this.ev(e, frame);
    return this.noteConstant(e, value, frame);
  }

  /** A returned verdict: its operands are tests, but a constant verdict itself is constant-verdict's business. */
  private evReturn(node: ts.Expression, frame: Frame): Value {
    const e = skipParens(node);
    if (ts.isBinaryExpression(e) && isLogical(e.operatorToken.kind)) return this.logical(e, frame, true);
    if (ts.isPrefixUnaryExpression(e) && e.operator === ts.SyntaxKind.ExclamationToken) return negate(this.evTest(e.operand, frame));
    return this.ev(e, frame);
  }

  private noteConstant(node: ts.Expression, value: Value, frame: Frame): Value {
    const truth = truthiness(value);
    if (truth === undefined || value.explained || frame.dead > 0) return value;
    this.constants.push({ node, truthy: truth, why: constantReason(node, truth) });
    return { ...value, explained: true };
  }

  private ev(node: ts.Expression, frame: Frame): Value {
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
        return this.identifier(node as ts.Identifier, frame);
      case ts.SyntaxKind.ParenthesizedExpression:
      case ts.SyntaxKind.AsExpression:
      case ts.SyntaxKind.NonNullExpression:
      case ts.SyntaxKind.SatisfiesExpression:
      case ts.SyntaxKind.TypeAssertionExpression:
      case ts.SyntaxKind.AwaitExpression:
        return this.ev((node as ts.ParenthesizedExpression).expression, frame);
      case ts.SyntaxKind.PropertyAccessExpression:
        return this.propertyAccess(node as ts.PropertyAccessExpression, frame);
      case ts.SyntaxKind.ElementAccessExpression:
        return this.elementAccess(node as ts.ElementAccessExpression, frame);
      case ts.SyntaxKind.CallExpression:
        return this.call(node as ts.CallExpression, frame);
      case ts.SyntaxKind.NewExpression:
        return this.newExpression(node as ts.NewExpression, frame);
      case ts.SyntaxKind.BinaryExpression:
        return this.binary(node as ts.BinaryExpression, frame);
      case ts.SyntaxKind.PrefixUnaryExpression:
        return this.prefix(node as ts.PrefixUnaryExpression, frame);
      case ts.SyntaxKind.PostfixUnaryExpression: {
        const e = node as ts.PostfixUnaryExpression;
        return this.increment(e.operand, frame);
      }
      case ts.SyntaxKind.ConditionalExpression:
        return this.conditional(node as ts.ConditionalExpression, frame);
      case ts.SyntaxKind.ArrowFunction:
      case ts.SyntaxKind.FunctionExpression:
        return { ...NOTHING, fn: node as ts.ArrowFunction, alwaysTruthy: true };
      case ts.SyntaxKind.TemplateExpression: {
        const t = node as ts.TemplateExpression;
        return { ...join(...t.templateSpans.map((s) => consumed(this.ev(s.expression, frame)))), constant: undefined };
      }
      case ts.SyntaxKind.ArrayLiteralExpression:
        return this.arrayLiteral(node as ts.ArrayLiteralExpression, frame);
      case ts.SyntaxKind.ObjectLiteralExpression: {
        const parts: Value[] = [];
        for (const p of (node as ts.ObjectLiteralExpression).properties) {
          if (ts.isPropertyAssignment(p)) parts.push(consumed(this.ev(p.initializer, frame)));
          else if (ts.isShorthandPropertyAssignment(p)) parts.push(consumed(this.ev(p.name, frame)));
          else if (ts.isSpreadAssignment(p)) parts.push(consumed(this.ev(p.expression, frame)));
        }
        return { ...join(...parts, NOTHING), constant: undefined, alwaysTruthy: true };
      }
      case ts.SyntaxKind.SpreadElement:
        return elementsOf(this.ev((node as ts.SpreadElement).expression, frame));
      case ts.SyntaxKind.TypeOfExpression:
        return dependencies(consumed(this.ev((node as ts.TypeOfExpression).expression, frame)));
      case ts.SyntaxKind.VoidExpression:
        this.ev((node as ts.VoidExpression).expression, frame);
        return constantValue(undefined);
      default:
        return NOTHING;
    }
  }

  private identifier(node: ts.Identifier, frame: Frame): Value {
    if (node.text === 'undefined') return constantValue(undefined);
    const symbol = this.types.symbolAt(node);
    if (!symbol) return NOTHING;
    this.referenced.add(symbol);
    const holder = frame.holder(symbol);
    if (holder) return withVar(holder.env.get(symbol)!, symbol);
    return this.declaredValue(symbol);
  }

  /** A symbol not bound in any active frame: a function, a module constant, an imported helper. */
  private declaredValue(symbol: ts.Symbol): Value {
    const cached = this.moduleValues.get(symbol);
    if (cached) return cached;
    const decl = symbol.valueDeclaration ?? symbol.declarations?.[0];
    let value: Value = NOTHING;
    this.moduleValues.set(symbol, value);
    if (decl && !isLibraryFile(decl.getSourceFile())) {
      if (ts.isFunctionDeclaration(decl) || ts.isMethodDeclaration(decl)) value = { ...NOTHING, fn: decl, alwaysTruthy: true };
      else if (ts.isVariableDeclaration(decl) && decl.initializer && isConstDeclaration(decl)) {
        if (ts.isIdentifier(decl.name)) value = this.moduleExpression(decl.initializer);
        else value = NOTHING;
      } else if (ts.isPropertyAssignment(decl)) value = this.moduleExpression(decl.initializer);
    }
    this.moduleValues.set(symbol, value);
    return value;
  }

  private propertyAccess(node: ts.PropertyAccessExpression, frame: Frame): Value {
    const name = node.name.text;
    const target = this.ev(node.expression, frame);
    if (name === 'length' || name === 'size') {
      if (target.constant && typeof target.constant.value === 'string') return constantValue(target.constant.value.length);
      if (target.constantList && target.paths.size === 0) return constantValue(target.constantList.length);
      const lengths = new Set([...target.paths].map((p) => `${p}.${name}`));
      return { ...dependencies(target), deps: new Set([...target.deps, ...lengths]), countOf: target.paths };
    }
    if (name === 'source' || name === 'flags') return dependencies(target);
    if (name === 'passed' && target.evaluation) return target;
    const symbol = target.paths.size === 0 ? this.types.symbolAt(node.name) : undefined;
    if (symbol) {
      const decl = symbol.valueDeclaration;
      if (decl && !isLibraryFile(decl.getSourceFile()) && (ts.isPropertyAssignment(decl) || ts.isMethodDeclaration(decl))) {
        return withDeps(this.declaredValue(symbol), dependencies(target));
      }
    }
    return member(target, `.${name}`);
  }

  private elementAccess(node: ts.ElementAccessExpression, frame: Frame): Value {
    const target = this.ev(node.expression, frame);
    const index = this.ev(node.argumentExpression, frame);
    const kind = this.types.kindOf(node.expression);
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

  private arrayLiteral(node: ts.ArrayLiteralExpression, frame: Frame): Value {
    const values = node.elements.map((e) => this.ev(e, frame));
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

  private newExpression(node: ts.NewExpression, frame: Frame): Value {
    const args = (node.arguments ?? []).map((a) => this.ev(a, frame));
    const ctor = node.expression.getText();
    if (ctor === 'Set' || ctor === 'Map' || ctor === 'Array') {
      const source = args[0] ?? NOTHING;
      return { ...dependencies(source), paths: source.paths, elems: source.elems ?? elementsOf(source).paths, constantList: source.constantList, alwaysTruthy: true };
    }
    if (ctor === 'RegExp') {
      const [pattern, flags] = args;
      const flagText = typeof flags?.constant?.value === 'string' ? flags.constant.value : flags ? undefined : '';
      if (pattern?.constant && typeof pattern.constant.value === 'string' && flagText !== undefined) {
        return constantValue({ regex: pattern.constant.value, flags: flagText });
      }
      if (flagText !== undefined) {
        // The pattern is computed, the flags are known: enough for the case rule.
        return { ...join(...args.map(consumed), NOTHING), constant: { value: { regex: '', flags: flagText, unknownSource: true } } };
      }
      return { ...join(...args.map(consumed), NOTHING), alwaysTruthy: true };
    }
    return { ...join(...args.map(consumed), NOTHING), constant: undefined, alwaysTruthy: true };
  }

  private prefix(node: ts.PrefixUnaryExpression, frame: Frame): Value {
    switch (node.operator) {
      case ts.SyntaxKind.ExclamationToken:
        return negate(this.evTest(node.operand, frame));
      case ts.SyntaxKind.PlusPlusToken:
      case ts.SyntaxKind.MinusMinusToken:
        return this.increment(node.operand, frame);
      case ts.SyntaxKind.MinusToken: {
        const v = this.ev(node.operand, frame);
        return typeof v.constant?.value === 'number' ? constantValue(-v.constant.value) : { ...v, constant: undefined };
      }
      default:
        return { ...this.ev(node.operand, frame), constant: undefined };
    }
  }

  /** `n++` inside `for (const x of C)` counts elements of C. */
  private increment(operand: ts.Expression, frame: Frame): Value {
    const current = this.ev(operand, frame);
    const loop = frame.loops.at(-1);
    const counted: Value = loop ? { ...NOTHING, countOf: loop.paths } : NOTHING;
    this.assign(operand, counted, frame);
    return { ...current, constant: undefined };
  }

  private conditional(node: ts.ConditionalExpression, frame: Frame): Value {
    const cond = this.evTest(node.condition, frame);
    const truth = truthiness(cond);
    const a = truth === false ? (this.dead(node.whenTrue, `\`${short(node.condition)}\` is always false`, frame), NOTHING) : this.ev(node.whenTrue, frame);
    const b = truth === true ? (this.dead(node.whenFalse, `\`${short(node.condition)}\` is always true`, frame), NOTHING) : this.ev(node.whenFalse, frame);
    if (truth === true) return withDeps(a, consumed(cond));
    if (truth === false) return withDeps(b, consumed(cond));
    const ca = a.constant?.value;
    const cb = b.constant?.value;
    const sign: Sign = ca === true && cb === false ? 1 : ca === false && cb === true ? -1 : 0;
    return withDeps({ ...join(a, b) }, sign === 0 ? neutral(consumed(cond)) : resign(consumed(cond), sign));
  }

  private binary(node: ts.BinaryExpression, frame: Frame): Value {
    const op = node.operatorToken.kind;
    if (isLogical(op)) return this.logical(node, frame, false);
    if (isAssignmentOperator(op)) {
      const right = this.ev(node.right, frame);
      const value = op === ts.SyntaxKind.EqualsToken ? right : { ...join(this.ev(node.left, frame), right), constant: undefined };
      this.assign(node.left, value, frame);
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
        return this.comparison(node, frame);
      case ts.SyntaxKind.InKeyword:
      case ts.SyntaxKind.InstanceOfKeyword:
        return { ...join(consumed(this.ev(node.left, frame)), consumed(this.ev(node.right, frame))), constant: undefined };
      default: {
        const a = this.ev(node.left, frame);
        const b = this.ev(node.right, frame);
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

  private logical(node: ts.BinaryExpression, frame: Frame, test: boolean): Value {
    const op = node.operatorToken.kind;
    this.duplicateOperands(node);
    const a = this.evTest(node.left, frame);
    const ta = truthiness(a);
    const shortCircuits =
      (op === ts.SyntaxKind.AmpersandAmpersandToken && ta === false) ||
      (op === ts.SyntaxKind.BarBarToken && ta === true) ||
      (op === ts.SyntaxKind.QuestionQuestionToken && a.constant !== undefined && a.constant.value !== null && a.constant.value !== undefined);
    if (shortCircuits) {
      this.dead(node.right, `\`${short(node.left)}\` is always ${ta ? 'truthy' : 'falsy'}, so this is never evaluated`, frame);
      return { ...a, explained: true };
    }
    const b = test ? this.evTest(node.right, frame) : this.ev(node.right, frame);
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

  private duplicateOperands(node: ts.BinaryExpression): void {
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
      if (first && isPure(operand)) this.duplicates.push({ node: operand, first });
      else if (!first) seen.set(text, operand);
    }
  }

  private comparison(node: ts.BinaryExpression, frame: Frame): Value {
    const op = node.operatorToken.kind;
    const a = this.ev(node.left, frame);
    const b = this.ev(node.right, frame);
    const opText = node.operatorToken.getText();
    const negative = op === ts.SyntaxKind.ExclamationEqualsEqualsToken || op === ts.SyntaxKind.ExclamationEqualsToken;
    const equalityOp = negative || op === ts.SyntaxKind.EqualsEqualsEqualsToken || op === ts.SyntaxKind.EqualsEqualsToken;

    if (isPure(node.left) && normalisedText(node.left) === normalisedText(node.right)) {
      const truthy = equalityOp ? !negative : op === ts.SyntaxKind.LessThanEqualsToken || op === ts.SyntaxKind.GreaterThanEqualsToken;
      return this.constantComparison(node, a, b, truthy, `both sides are \`${short(node.left)}\``, frame);
    }
    if (a.constant && b.constant && !isRegex(a.constant.value) && !isRegex(b.constant.value)) {
      const truthy = evaluateComparison(opText, a.constant.value, b.constant.value);
      if (truthy !== undefined) return this.constantComparison(node, a, b, truthy, 'both sides are constants', frame);
    }

    if (a.countOf || b.countOf) {
      const [count, other, flipped] = a.countOf ? [a, b, false] : [b, a, true];
      const normalizedOp = (flipped ? mirror(opText) : opText) as CountOp;
      const n = typeof other.constant?.value === 'number' ? other.constant.value : undefined;
      if (n !== undefined) {
        const always = lengthTautology(normalizedOp, n);
        if (always !== undefined) {
          return this.constantComparison(node, a, b, always, `a length or count is never negative`, frame);
        }
      }
      if (other.countOf) {
        // pre.x.length vs post.x.length: `===` keeps the size (no change), anything else requires a change.
        const prePost = samePrePost(count.countOf!, other.countOf);
        const same = normalizedOp === '===' || (normalizedOp as string) === '==';
        const id = this.addRecord({ type: 'count', node, of: count.countOf!, op: prePost ? 'same-as-pre' : normaliseEq(normalizedOp) });
        return withRecord({ ...join(consumed(neutral(a)), consumed(neutral(b))), constant: undefined }, id, prePost && !same ? -1 : 1);
      }
      const id = this.addRecord({ type: 'count', node, of: count.countOf!, op: normaliseEq(normalizedOp), n });
      return withRecord({ ...join(consumed(neutral(a)), consumed(neutral(b))), constant: undefined }, id, 1);
    }

    if (!equalityOp) {
      const match: ContentMatch = a.absolute || b.absolute ? 'numeric-tolerance' : 'numeric-comparison';
      return this.compare(node, match, a, b, node.left, node.right);
    }
    const serialised = a.serialised ?? b.serialised;
    const match: ContentMatch =
      serialised === 'sorted' || (a.sorted && b.sorted) ? 'set-equality' : serialised === 'plain' ? 'list-equality' : 'equality';
    let value = this.compare(node, match, a, b, node.left, node.right, negative);
    if (samePrePost(a.paths, b.paths)) {
      // `pre.x` compared whole with `post.x`: a "nothing changed" requirement on x.
      const id = this.addRecord({ type: 'count', node, of: a.paths, op: 'same-as-pre' });
      value = withRecord(value, id, 1);
    }
    return negative ? { ...negate(value), recs: negateOnly(value.recs, this.records) } : value;
  }

  private constantComparison(node: ts.Node, a: Value, b: Value, truthy: boolean, why: string, frame: Frame): Value {
    if (frame.dead === 0) this.constants.push({ node, truthy, why });
    return { ...join(consumed(a), consumed(b)), constant: { value: truthy }, explained: true };
  }

  /**
   * Records a content check between an actual (context-derived) side and an expected side. Returns
   * the boolean value of the check.
   */
  private compare(
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
    const kind = this.types.kindOf(actualNode);
    if (kind === 'any' && (actual.paths.size > 0 || actual.deps.size > 0)) {
      this.unknowns.push({ node: actualNode, reason: `\`${short(actualNode)}\` is typed any`, axes: ['content', 'case'] });
    }
    const selector = [...actual.paths].length > 0 && [...actual.paths].every((p) => /\.(tool|status|index)$/.test(p) && p.startsWith('trace'));
    const stateIdentity = samePrePost(actual.paths, expected.paths) && !actual.caseNormal && !expected.caseNormal;
    const caseRule: CaseVerdict =
      selector || stateIdentity || match === 'numeric-comparison' || match === 'numeric-tolerance' || kind === 'number' || kind === 'boolean' || kind === 'enum-like'
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
    const id = this.addRecord(record);
    const value = withRecord({ ...join(consumed(neutral(actual)), consumed(neutral(expected))), constant: undefined, alwaysTruthy: undefined }, id, 1);
    if (impossible) return { ...value, constant: { value: negated }, explained: true };
    return value;
  }

  private addRecord(record: NewRecord): number {
    const id = this.nextId++;
    this.records.set(id, { ...record, id } as CheckRecord);
    return id;
  }

  // ---------------------------------------------------------------- calls

  private call(node: ts.CallExpression, frame: Frame): Value {
    const callee = skipParens(node.expression);
    if (ts.isPropertyAccessExpression(callee)) {
      const ns = ts.isIdentifier(callee.expression) ? callee.expression.text : undefined;
      if (ns && GLOBAL_NAMESPACES.has(ns) && this.isGlobal(callee.expression as ts.Identifier)) return this.staticCall(ns, callee.name.text, node, frame);
      return this.methodCall(node, callee, frame);
    }
    const target = this.ev(callee, frame);
    const args = node.arguments.map((a) => this.ev(a, frame));
    if (ts.isIdentifier(callee) && GLOBAL_FUNCTIONS.has(callee.text) && this.isGlobal(callee)) {
      const first = args[0] ?? NOTHING;
      return callee.text === 'Boolean' ? first : { ...first, caseNormal: undefined, constant: undefined };
    }
    if (target.fn) return withDeps(this.invoke(target.fn, args, frame, this.returnsBoolean(node)).value, dependencies(target));
    return this.unresolvedCall(node, short(callee), [target, ...args]);
  }

  private isGlobal(id: ts.Identifier): boolean {
    const symbol = this.types.symbolAt(id);
    const decl = symbol?.declarations?.[0];
    return !decl || decl.getSourceFile().isDeclarationFile;
  }

  private returnsBoolean(node: ts.CallExpression): boolean {
    return this.types.kindOf(node) === 'boolean';
  }

  private staticCall(ns: string, name: string, node: ts.CallExpression, frame: Frame): Value {
    const args = node.arguments.map((a) => this.ev(a, frame));
    const first = args[0] ?? NOTHING;
    if (ns === 'JSON' && name === 'stringify') {
      return { ...consumed(first), paths: first.paths, serialised: first.sorted ? 'sorted' : 'plain', constant: undefined };
    }
    if (ns === 'JSON' && name === 'parse') return { ...first, constant: undefined };
    if (ns === 'Math') {
      const value = { ...join(...args.map((a) => ({ ...dependencies(a), deps: new Set([...a.deps, ...a.paths]) })), NOTHING), constant: undefined };
      return name === 'abs' ? { ...value, absolute: true, countOf: undefined } : value;
    }
    if (ns === 'Object' && (name === 'values' || name === 'entries')) return { ...dependencies(first), paths: first.paths, elems: new Set([...first.paths].map((p) => `${p}[*]`)) };
    if (ns === 'Object' && name === 'keys') return { ...dependencies(first), paths: first.paths, elems: new Set([...first.paths].map((p) => `${p}{keys}`)) };
    if (ns === 'Array' && name === 'from') {
      const mapper = args[1];
      if (mapper?.fn) return collectionOf(first, this.invoke(mapper.fn, [elementsOf(first)], frame, false).value);
      return first;
    }
    if (ns === 'Array' && name === 'isArray') return dependencies(first);
    if (ns === 'Number' || ns === 'String') return { ...first, constant: undefined };
    return { ...join(...args.map(consumed), NOTHING), constant: undefined };
  }

  private methodCall(node: ts.CallExpression, callee: ts.PropertyAccessExpression, frame: Frame): Value {
    const name = callee.name.text;
    const receiverNode = callee.expression;
    const receiver = this.ev(receiverNode, frame);
    const kind = this.types.kindOf(receiverNode);
    const argNodes = node.arguments;

    if (name === 'evaluate' && /Predicate$/.test(this.types.typeOf(receiverNode).getSymbol()?.getName() ?? '')) {
      return this.predicateEvaluation(receiverNode, argNodes, frame);
    }
    if (MUTATORS.has(name) && (kind === 'array' || kind === 'set' || kind === 'map')) {
      const args = argNodes.map((a) => this.ev(a, frame));
      const added = join(...args, NOTHING);
      this.assign(receiverNode, { ...dependencies(added), elems: added.paths }, frame);
      return dependencies(added);
    }
    if (CALLBACK_METHODS.has(name) && (kind === 'array' || kind === 'set' || kind === 'map' || kind === 'any' || receiver.elems)) {
      return this.callbackMethod(name, node, receiver, kind, frame);
    }
    if (kind === 'regexp' && (name === 'test' || name === 'exec')) {
      const subject = argNodes[0] ? this.ev(argNodes[0], frame) : NOTHING;
      return this.compare(node, 'regex', subject, receiver, argNodes[0] ?? node, receiverNode);
    }
    if (kind === 'string' || (receiver.constant && typeof receiver.constant.value === 'string')) {
      return this.stringMethod(name, node, receiver, receiverNode, frame);
    }
    if ((name === 'has' || name === 'includes' || name === 'indexOf' || name === 'lastIndexOf') && (kind === 'array' || kind === 'set' || kind === 'map' || receiver.elems)) {
      const arg = argNodes[0];
      const value = arg ? this.ev(arg, frame) : NOTHING;
      if (arg) this.memberships.push({ node, receiver: receiverNode, argument: arg, method: name });
      const collection: Value = { ...receiver, paths: receiver.elems ?? elementsOf(receiver).paths };
      const result = this.compare(node, 'membership', value, collection, arg ?? node, receiverNode);
      return name === 'indexOf' || name === 'lastIndexOf' ? { ...result, countOf: undefined } : result;
    }
    if ((name === 'get') && kind === 'map') {
      const key = argNodes[0] ? this.ev(argNodes[0], frame) : NOTHING;
      return withDeps(elementsOf(receiver), consumed(key));
    }
    if (PASS_THROUGH_METHODS.has(name) && kind !== 'any' && kind !== 'other') {
      const args = argNodes.map((a) => consumed(this.ev(a, frame)));
      return withDeps({ ...receiver, constant: undefined, constantList: undefined }, join(...args, NOTHING));
    }
    // A method of an object literal or class written in analysable code.
    if (receiver.fn === undefined) {
      const symbol = this.types.symbolAt(callee.name);
      const decl = symbol?.valueDeclaration;
      if (decl && !isLibraryFile(decl.getSourceFile())) {
        const target = this.declaredValue(symbol!);
        if (target.fn) {
          const args = argNodes.map((a) => this.ev(a, frame));
          return withDeps(this.invoke(target.fn, args, frame, this.returnsBoolean(node)).value, dependencies(receiver));
        }
      }
    }
    const args = argNodes.map((a) => this.ev(a, frame));
    return this.unresolvedCall(node, `${short(receiverNode)}.${name}`, [receiver, ...args]);
  }

  /** `predicate.evaluate(trace)` inside an imperative judge: read the predicate declaratively. */
  private predicateEvaluation(receiver: ts.Expression, args: readonly ts.Expression[], frame: Frame): Value {
    const inputs = join(...args.map((a) => this.ev(a, frame)), NOTHING);
    const facts = new PredicateReader(this.types, this, (r) => this.addRecord(r)).read(receiver);
    this.unknowns.push(...facts.unknowns);
    return { ...NOTHING, deps: facts.verdict.deps, recs: facts.verdict.recs, vars: inputs.vars, evaluation: true };
  }

  private callbackMethod(name: string, node: ts.CallExpression, receiver: Value, kind: string, frame: Frame): Value {
    const argNodes = node.arguments;
    const callback = argNodes[0] ? this.ev(argNodes[0], frame) : NOTHING;
    const element = elementsOf(receiver);
    const booleanCallback = name === 'filter' || name === 'some' || name === 'every' || name.startsWith('find');
    let result: Value = NOTHING;
    if (callback.fn) {
      if (name === 'reduce' || name === 'reduceRight') {
        const initial = argNodes[1] ? this.ev(argNodes[1], frame) : NOTHING;
        const r = this.invoke(callback.fn, [initial, element, NOTHING, receiver], frame, false).value;
        result = join(initial, r);
      } else if (name === 'sort' || name === 'toSorted') {
        result = dependencies(consumed(this.invoke(callback.fn, [element, element], frame, false).value));
      } else {
        result = this.invoke(callback.fn, [element, NOTHING, receiver], frame, booleanCallback).value;
      }
    } else if (argNodes[0] && ts.isIdentifier(argNodes[0]) && GLOBAL_FUNCTIONS.has(argNodes[0].text) && this.isGlobal(argNodes[0])) {
      result = argNodes[0].text === 'Boolean' ? element : { ...element, caseNormal: undefined };
    } else if (argNodes[0] && !(name === 'sort' || name === 'toSorted')) {
      result = this.unresolvedCall(argNodes[0], `${name} callback ${short(argNodes[0])}`, [element]);
    }
    if (kind === 'any') {
      this.unknowns.push({ node: node.expression, reason: `\`${short((node.expression as ts.PropertyAccessExpression).expression)}\` is typed any`, axes: ['count', 'content', 'case'] });
    }
    result = withDeps(result, dependencies(callback));
    const used = neutral(consumed(result));
    switch (name) {
      case 'filter':
        return { ...withDeps(dependencies(receiver), used), paths: receiver.paths, elems: receiver.elems };
      case 'sort':
      case 'toSorted':
        return { ...withDeps(dependencies(receiver), used), paths: receiver.paths, elems: receiver.elems, sorted: true };
      case 'map':
      case 'flatMap':
        return collectionOf(receiver, result);
      case 'some':
      case 'every': {
        const id = this.addRecord({ type: 'count', node, of: receiver.paths, op: name === 'some' ? 'truthy' : 'every' });
        return withRecord({ ...withDeps(dependencies(receiver), used), constant: undefined }, id, 1);
      }
      case 'find':
      case 'findLast': {
        const id = this.addRecord({ type: 'count', node, of: receiver.paths, op: 'truthy' });
        return withRecord(withDeps(element, used), id, 1);
      }
      case 'findIndex':
      case 'findLastIndex':
        return withDeps(dependencies(receiver), used);
      case 'reduce':
      case 'reduceRight':
        return withDeps({ ...result, constant: undefined }, dependencies(receiver));
      default:
        return withDeps(dependencies(receiver), used);
    }
  }

  private stringMethod(name: string, node: ts.CallExpression, receiver: Value, receiverNode: ts.Node, frame: Frame): Value {
    const argNodes = node.arguments;
    const args = argNodes.map((a) => this.ev(a, frame));
    const first = args[0] ?? NOTHING;
    const firstNode = argNodes[0] ?? node;
    switch (name) {
      case 'toLowerCase':
      case 'toLocaleLowerCase':
        return { ...receiver, caseNormal: 'lower', constant: lowerConstant(receiver, 'lower') };
      case 'toUpperCase':
      case 'toLocaleUpperCase':
        return { ...receiver, caseNormal: 'upper', constant: lowerConstant(receiver, 'upper') };
      case 'trim':
      case 'trimStart':
      case 'trimEnd':
      case 'normalize':
        return { ...receiver, constant: undefined };
      case 'includes':
        return this.compare(node, 'substring', receiver, first, receiverNode, firstNode);
      case 'indexOf':
      case 'lastIndexOf':
        return { ...this.compare(node, 'substring', receiver, first, receiverNode, firstNode), constant: undefined };
      case 'startsWith':
        return this.compare(node, 'prefix', receiver, first, receiverNode, firstNode);
      case 'endsWith':
        return this.compare(node, 'suffix', receiver, first, receiverNode, firstNode);
      case 'match':
      case 'matchAll':
      case 'search':
        return { ...this.compare(node, 'regex', receiver, first, receiverNode, firstNode), constant: undefined };
      case 'localeCompare': {
        const options = argNodes[2];
        const insensitive = options !== undefined && /sensitivity\s*:\s*['"](base|accent)['"]/.test(options.getText());
        const normalised = insensitive ? { caseNormal: 'lower' as const } : {};
        return { ...this.compare(node, 'equality', { ...receiver, ...normalised }, { ...first, ...normalised }, receiverNode, firstNode), constant: undefined };
      }
      case 'split':
        return { ...dependencies(receiver), paths: receiver.paths, elems: receiver.paths, caseNormal: receiver.caseNormal };
      default:
        return withDeps({ ...receiver, constant: undefined }, join(...args.map(consumed), NOTHING));
    }
  }

  private unresolvedCall(node: ts.Node, what: string, inputs: readonly Value[]): Value {
    const value = neutral(join(...inputs.map(consumed), NOTHING));
    if (value.deps.size === 0) return { ...value, constant: undefined, fn: undefined };
    const wholeContext = value.deps.has('ctx');
    return this.unknownValue(node, `calls \`${what}\`, which cannot be followed statically, with judge context data`, wholeContext ? ['read', 'count', 'content', 'case'] : ['count', 'content', 'case'], inputs);
  }

  private unknownValue(node: ts.Node, reason: string, axes: UnknownSite['axes'], inputs: readonly Value[]): Value {
    this.unknowns.push({ node, reason, axes });
    const value = join(...inputs.map(consumed), NOTHING);
    return { ...value, constant: undefined, fn: undefined, unknown: [...(value.unknown ?? []), reason] };
  }

  // ---------------------------------------------------------------- passes

  private mark(): Mark {
    return {
      nextId: this.nextId,
      constants: this.constants.length,
      dead: this.deadCode.length,
      memberships: this.memberships.length,
      discarded: this.discarded.length,
      duplicates: this.duplicates.length,
      unknowns: this.unknowns.length,
      calledWith: 0,
    };
  }

  private rewind(mark: Mark): void {
    for (let id = mark.nextId; id < this.nextId; id++) this.records.delete(id);
    this.nextId = mark.nextId;
    this.constants.length = mark.constants;
    this.deadCode.length = mark.dead;
    this.memberships.length = mark.memberships;
    this.discarded.length = mark.discarded;
    this.duplicates.length = mark.duplicates;
    this.unknowns.length = mark.unknowns;
    this.memo = new Map();
  }
}

// ------------------------------------------------------------------ helpers

const GLOBAL_NAMESPACES = new Set(['Math', 'JSON', 'Object', 'Array', 'Number', 'String']);
const GLOBAL_FUNCTIONS = new Set(['Number', 'String', 'Boolean', 'parseInt', 'parseFloat']);

/** `!==` negates the truth of its own count records (`pre.x !== post.x`: something changed), not its content records. */
function negateOnly(recs: ReadonlyMap<number, Sign>, records: ReadonlyMap<number, CheckRecord>): ReadonlyMap<number, Sign> {
  const out = new Map(recs);
  for (const [id, sign] of recs) if (records.get(id)?.type === 'count' && (sign === 1 || sign === -1)) out.set(id, flip(sign));
  return out;
}

function flip(sign: Sign): Sign {
  return sign === 1 ? -1 : sign === -1 ? 1 : sign === 0 ? 2 : sign;
}

function consumedIfJudge(value: Value, isJudge: boolean): Value {
  return isJudge ? consumed(value) : value;
}

function isRegex(value: Constant): boolean {
  return typeof value === 'object' && value !== null;
}

function lowerConstant(v: Value, mode: 'lower' | 'upper'): Value['constant'] {
  if (!v.constant || typeof v.constant.value !== 'string') return undefined;
  return { value: mode === 'lower' ? v.constant.value.toLowerCase() : v.constant.value.toUpperCase() };
}

function fold(op: ts.SyntaxKind, a: Constant | undefined, b: Constant | undefined): Value['constant'] {
  if (a === undefined || b === undefined || isRegex(a) || isRegex(b)) return undefined;
  if (op === ts.SyntaxKind.PlusToken && (typeof a === 'string' || typeof b === 'string')) return { value: `${String(a)}${String(b)}` };
  if (typeof a !== 'number' || typeof b !== 'number') return undefined;
  switch (op) {
    case ts.SyntaxKind.PlusToken:
      return { value: a + b };
    case ts.SyntaxKind.MinusToken:
      return { value: a - b };
    case ts.SyntaxKind.AsteriskToken:
      return { value: a * b };
    default:
      return undefined;
  }
}

function evaluateComparison(op: string, a: Constant, b: Constant): boolean | undefined {
  switch (op) {
    case '===':
      return a === b;
    case '!==':
      return a !== b;
    case '==':
      return a == b; // eslint-disable-line eqeqeq
    case '!=':
      return a != b; // eslint-disable-line eqeqeq
    default:
      if (typeof a !== 'number' || typeof b !== 'number') return undefined;
      return op === '<' ? a < b : op === '<=' ? a <= b : op === '>' ? a > b : op === '>=' ? a >= b : undefined;
  }
}

function mirror(op: string): string {
  return op === '<' ? '>' : op === '>' ? '<' : op === '<=' ? '>=' : op === '>=' ? '<=' : op;
}

function normaliseEq(op: CountOp): CountOp {
  return (op as string) === '==' ? '===' : (op as string) === '!=' ? '!==' : op;
}

/** `length >= 0` is always true, `length < 0` always false. */
function lengthTautology(op: CountOp, n: number): boolean | undefined {
  if ((op === '>=' && n <= 0) || (op === '>' && n < 0)) return true;
  if ((op === '<' && n <= 0) || (op === '<=' && n < 0)) return false;
  if ((op === '===' || (op as string) === '==') && n < 0) return false;
  if ((op === '!==' || (op as string) === '!=') && n < 0) return true;
  return undefined;
}

/** `pre.x.length` vs `post.x.length` (either order): the state's size did or did not change. */
export function samePrePost(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  for (const x of a) {
    for (const y of b) {
      if (x.startsWith('pre.') && y.startsWith('post.') && x.slice(4) === y.slice(5)) return true;
      if (x.startsWith('post.') && y.startsWith('pre.') && x.slice(5) === y.slice(4)) return true;
    }
  }
  return false;
}

/** The literal verdict every early exit inside `node` gives (1 true, -1 false, 0 mixed), if it has exits. */
function exitSign(node: ts.Node, returnsOnly = false): Sign | undefined {
  let sawExit = false;
  let sign: Sign | undefined;
  const visit = (n: ts.Node): void => {
    if (ts.isFunctionLike(n)) return;
    if (returnsOnly && !ts.isReturnStatement(n) && !ts.isThrowStatement(n)) {
      ts.forEachChild(n, visit);
      return;
    }
    if (ts.isReturnStatement(n) || ts.isThrowStatement(n) || ts.isContinueStatement(n) || ts.isBreakStatement(n)) {
      const s: Sign = ts.isReturnStatement(n) && n.expression?.kind === ts.SyntaxKind.TrueKeyword ? 1 : ts.isReturnStatement(n) && n.expression?.kind === ts.SyntaxKind.FalseKeyword ? -1 : 0;
      sign = !sawExit ? s : sign === s ? s : 0;
      sawExit = true;
      return;
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return sawExit ? sign : undefined;
}

function memoKey(fn: ts.Node, args: readonly Value[], test: boolean): string {
  return `${fn.pos}:${fn.end}:${fn.getSourceFile().fileName}:${test ? 1 : 0}:${args.map(argSignature).join('|')}`;
}

function argSignature(v: Value): string {
  const parts = [
    [...v.paths].join(','),
    [...(v.elems ?? [])].join(','),
    [...v.deps].join(','),
    [...v.recs].map(([k, s]) => `${k}${s}`).join(','),
    v.vars.size,
    v.constant ? JSON.stringify(v.constant.value) : '',
    v.caseNormal ?? '',
    v.countOf ? [...v.countOf].join(',') : '',
    v.constantList ? JSON.stringify(v.constantList) : '',
    v.fn ? `${v.fn.pos}` : '',
  ];
  return parts.join(';');
}

function signature(v: Value): string {
  return `${v.paths.size}/${v.elems?.size ?? -1}/${v.deps.size}/${v.vars.size}/${v.recs.size}/${[...v.recs.values()].join('')}/${v.constant ? JSON.stringify(v.constant.value) : '-'}/${v.countOf?.size ?? -1}/${v.caseNormal ?? ''}/${v.fn ? 'f' : ''}`;
}

function signatureOfEnv(env: ReadonlyMap<ts.Symbol, Value>): string {
  let out = `${env.size}`;
  for (const v of env.values()) out += `|${signature(v)}`;
  return out;
}

export function skipParens(node: ts.Expression): ts.Expression {
  let e = node;
  while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isNonNullExpression(e) || ts.isSatisfiesExpression(e)) e = e.expression;
  return e;
}

function skipParensUp(node: ts.Node): ts.Node {
  let p = node.parent;
  while (p && ts.isParenthesizedExpression(p)) p = p.parent;
  return p;
}

function isLogical(op: ts.SyntaxKind): boolean {
  return op === ts.SyntaxKind.AmpersandAmpersandToken || op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken;
}

function isAssignmentOperator(op: ts.SyntaxKind): boolean {
  return op >= ts.SyntaxKind.FirstAssignment && op <= ts.SyntaxKind.LastAssignment;
}

function isIncrement(op: ts.SyntaxKind): boolean {
  return op === ts.SyntaxKind.PlusPlusToken || op === ts.SyntaxKind.MinusMinusToken;
}

function isConstDeclaration(decl: ts.VariableDeclaration): boolean {
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

export function normalisedText(node: ts.Node): string {
  return node.getText().replace(/\s+/g, '').replace(/"/g, "'");
}

export function short(node: ts.Node): string {
  const text = node.getText().replace(/\s+/g, ' ');
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function isWithin(node: ts.Node, ancestor: ts.Node): boolean {
  if (node.getSourceFile() !== ancestor.getSourceFile()) return false;
  return node.pos >= ancestor.pos && node.end <= ancestor.end;
}

function isParameterOfHelper(decl: ts.Node, root: ts.Node | undefined): boolean {
  if (!root) return false;
  const param = ts.isParameter(decl) ? decl : undefined;
  if (!param) return false;
  // Callback parameters (`e => ...`) are not values the author computed.
  return param.parent !== root;
}

function constantReason(node: ts.Expression, truth: boolean): string {
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

function dedupeByNode<T extends { node: ts.Node }>(items: readonly T[]): T[] {
  const seen = new Set<ts.Node>();
  return items.filter((i) => (seen.has(i.node) ? false : (seen.add(i.node), true)));
}
