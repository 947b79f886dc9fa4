import { ts } from './typescript.js';
import type { CalledWithSite, CheckRecord, CountRecord, JudgeFacts, NewRecord, UnknownSite } from './flow/facts.ts';
import { caseVerdict, isImpossible } from './flow/case.ts';
import type { ModuleEvaluator } from './flow/interpreter.ts';
import { short } from './flow/syntax.ts';
import type { TypeFacts } from './flow/types.ts';
import { NOTHING, pathValue, type Constant, type Sign, type Value } from './flow/value.ts';
import { libraryName } from './judges.ts';
import type { ContentMatch } from './types.ts';

/**
 * Reads a declarative attack predicate (calledWith / allOf / anyOf / never over matchers) without
 * evaluating it: each matcher becomes a check record on `trace[].args.<name>`, each calledWith a
 * count of calls to its tool, with the sign its position gives it (`never(...)` flips it).
 * Helpers that return a predicate or a matcher are followed with their arguments substituted.
 */

const MATCHES: Record<string, { match: ContentMatch; insensitive?: boolean; list?: boolean }> = {
  equals: { match: 'equality' },
  equalsIgnoreCase: { match: 'equality', insensitive: true },
  contains: { match: 'substring' },
  containsIgnoreCase: { match: 'substring', insensitive: true },
  startsWith: { match: 'prefix' },
  endsWith: { match: 'suffix' },
  regex: { match: 'regex' },
  oneOf: { match: 'membership', list: true },
  oneOfIgnoreCase: { match: 'membership', insensitive: true, list: true },
  greaterThan: { match: 'numeric-comparison' },
  greaterThanOrEqual: { match: 'numeric-comparison' },
  lessThan: { match: 'numeric-comparison' },
  lessThanOrEqual: { match: 'numeric-comparison' },
  between: { match: 'numeric-comparison' },
  approximately: { match: 'numeric-tolerance' },
};

type Substitution = ReadonlyMap<ts.Symbol, { readonly expression: ts.Expression; readonly scope: Substitution }>;
const NO_SUBSTITUTION: Substitution = new Map();

export class PredicateReader {
  private nextId = 0;
  private readonly records = new Map<number, CheckRecord>();
  private readonly calledWith: CalledWithSite[] = [];
  private readonly unknowns: UnknownSite[] = [];
  private readonly deps = new Set<string>();
  private readonly recs = new Map<number, Sign>();
  private depth = 0;

  constructor(
    private readonly types: TypeFacts,
    private readonly evaluator: ModuleEvaluator,
    /** Where records go when the predicate sits inside an imperative judge (shared ids). */
    private readonly addRecord?: (record: NewRecord) => number,
  ) {}

  read(expression: ts.Expression): JudgeFacts {
    this.predicate(expression, 1, NO_SUBSTITUTION);
    const verdict: Value = { ...NOTHING, deps: this.deps, recs: this.recs };
    return {
      style: 'declarative',
      root: expression,
      verdict,
      returns: [],
      records: this.records,
      constants: [],
      dead: [],
      bindings: [],
      bindingValues: new Map(),
      referenced: new Set(),
      touched: new Set(),
      memberships: [],
      positions: [],
      discarded: [],
      duplicates: [],
      calledWith: this.calledWith,
      unknowns: this.unknowns,
    };
  }

  private predicate(node: ts.Expression, sign: Sign, scope: Substitution): void {
    const resolved = this.resolve(node, scope);
    if (!resolved) {
      this.unknowns.push({ node, reason: `cannot read predicate \`${short(node)}\``, axes: ['read', 'count', 'content', 'case'] });
      return;
    }
    const { expression: e, scope: inner } = resolved;
    if (!ts.isCallExpression(e)) {
      this.unknowns.push({ node: e, reason: `cannot read predicate \`${short(e)}\``, axes: ['read', 'count', 'content', 'case'] });
      return;
    }
    const name = libraryName(this.types, e.expression);
    if (name === 'allOf' || name === 'anyOf') {
      for (const arg of this.expand(e.arguments, inner)) this.predicate(arg.expression, sign, arg.scope);
      return;
    }
    if (name === 'never') {
      if (e.arguments[0]) this.predicate(e.arguments[0], -sign as Sign, inner);
      return;
    }
    if (name === 'calledWith') {
      this.calledWithCall(e, sign, inner);
      return;
    }
    const helper = this.helperBody(e, inner);
    if (helper) {
      this.depth++;
      this.predicate(helper.expression, sign, helper.scope);
      this.depth--;
      return;
    }
    this.unknowns.push({
      node: e,
      reason: `\`${short(e.expression)}(...)\` is not a predicate the analyzer can read`,
      axes: ['read', 'count', 'content', 'case'],
    });
  }

  private calledWithCall(call: ts.CallExpression, sign: Sign, scope: Substitution): void {
    const toolValue = call.arguments[0] ? this.constant(call.arguments[0], scope) : undefined;
    const tool = typeof toolValue === 'string' ? toolValue : undefined;
    const toolPath = tool ? `trace[${tool}]` : 'trace[]';
    this.deps.add(`${toolPath}.tool`);
    // calledWith matches executed calls only: it reads each call's status.
    this.deps.add(`${toolPath}.status`);
    const count: Omit<CountRecord, 'id'> = { type: 'count', node: call, of: new Set([toolPath]), op: 'truthy' };
    this.recs.set(this.add(count), sign);

    const constrained: string[] = [];
    const names: string[] = [];
    const argsNode = call.arguments[1];
    const object = argsNode ? this.resolve(argsNode, scope) : undefined;
    if (argsNode && (!object || !ts.isObjectLiteralExpression(object.expression))) {
      this.unknowns.push({ node: argsNode, reason: `cannot read argument matchers \`${short(argsNode)}\``, axes: ['content', 'case'] });
    } else if (object && ts.isObjectLiteralExpression(object.expression)) {
      for (const p of object.expression.properties) {
        const key = p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : undefined;
        const value = ts.isPropertyAssignment(p) ? p.initializer : ts.isShorthandPropertyAssignment(p) ? p.name : undefined;
        if (!key || !value) {
          this.unknowns.push({ node: p, reason: 'unsupported argument matcher entry', axes: ['content', 'case'] });
          continue;
        }
        names.push(key);
        const argPath = `${toolPath}.args.${key}`;
        if (this.matcher(value, argPath, sign, object.scope)) {
          constrained.push(key);
          this.deps.add(argPath);
        }
      }
    }
    this.calledWith.push({ node: call, tool, constrained, argumentNames: names, sign });
  }

  /** Records a matcher's checks; false when it constrains nothing (`anything()`). */
  private matcher(node: ts.Expression, argPath: string, sign: Sign, scope: Substitution): boolean {
    const resolved = this.resolve(node, scope);
    const e = resolved?.expression;
    if (!e || !ts.isCallExpression(e)) {
      this.unknowns.push({ node, reason: `cannot read matcher \`${short(node)}\``, axes: ['content', 'case'] });
      return true;
    }
    const inner = resolved.scope;
    const name = libraryName(this.types, e.expression);
    if (name === 'anything') return false;
    if (name === 'not') return e.arguments[0] ? this.matcher(e.arguments[0], argPath, -sign as Sign, inner) : false;
    if (name === 'matchesAll') {
      let any = false;
      for (const arg of this.expand(e.arguments, inner)) any = this.matcher(arg.expression, argPath, sign, arg.scope) || any;
      return any;
    }
    const spec = name ? MATCHES[name] : undefined;
    if (!spec) {
      const helper = this.helperBody(e, inner);
      if (helper) return this.matcher(helper.expression, argPath, sign, helper.scope);
      this.unknowns.push({ node: e, reason: `\`${short(e.expression)}(...)\` is not a matcher the analyzer can read`, axes: ['content', 'case'] });
      return true;
    }
    const argNode = e.arguments[0];
    const literal = argNode ? this.constantOrList(argNode, inner) : undefined;
    const normal = spec.insensitive ? ({ caseNormal: 'lower' } as const) : {};
    const actual: Value = { ...pathValue(argPath), ...normal };
    const expected: Value = {
      ...NOTHING,
      ...normal,
      constant: literal && !Array.isArray(literal.value) ? { value: literal.value } : undefined,
      constantList: literal && Array.isArray(literal.value) ? literal.value : undefined,
    };
    const numeric = spec.match === 'numeric-comparison' || spec.match === 'numeric-tolerance';
    const id = this.add({
      type: 'compare',
      node: e,
      match: spec.match,
      actual,
      expected,
      expectedNode: literal?.node,
      caseRule: numeric ? 'not-applicable' : literal ? caseVerdict(actual, expected) : 'not-applicable',
      impossible: !numeric && isImpossible(actual, expected),
    });
    if (!literal && !numeric) {
      this.unknowns.push({ node: e, reason: `the argument of \`${short(e.expression)}\` is not a constant`, axes: ['case'] });
    }
    this.recs.set(id, sign);
    return true;
  }

  private add(record: NewRecord): number {
    if (this.addRecord) {
      const shared = this.addRecord(record);
      this.records.set(shared, { ...record, id: shared });
      return shared;
    }
    const id = this.nextId++;
    this.records.set(id, { ...record, id });
    return id;
  }

  /** Follows identifiers (substituted parameters, module constants) to the expression they stand for. */
  private resolve(node: ts.Expression, scope: Substitution, depth = 0): { expression: ts.Expression; scope: Substitution } | undefined {
    let e = node;
    while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isNonNullExpression(e)) e = e.expression;
    if (!ts.isIdentifier(e) || depth > 10) return { expression: e, scope };
    const symbol = this.types.symbolAt(e);
    if (!symbol) return undefined;
    const substituted = scope.get(symbol);
    if (substituted) return this.resolve(substituted.expression, substituted.scope, depth + 1);
    const decl = symbol.valueDeclaration;
    if (decl && ts.isVariableDeclaration(decl) && decl.initializer && !this.types.isLibrary(decl.getSourceFile())) {
      return this.resolve(decl.initializer, NO_SUBSTITUTION, depth + 1);
    }
    return { expression: e, scope };
  }

  /**
   * Argument lists with spreads: `...LIST.map(helper)` over a constant array becomes one
   * `helper(element)` per element; any other spread is unreadable.
   */
  private expand(args: readonly ts.Expression[], scope: Substitution): { expression: ts.Expression; scope: Substitution }[] {
    const out: { expression: ts.Expression; scope: Substitution }[] = [];
    for (const arg of args) {
      if (!ts.isSpreadElement(arg)) {
        out.push({ expression: arg, scope });
        continue;
      }
      const mapped = this.resolve(arg.expression, scope);
      const call = mapped?.expression;
      const list =
        call && ts.isCallExpression(call) && ts.isPropertyAccessExpression(call.expression) && call.expression.name.text === 'map'
          ? this.resolve(call.expression.expression, mapped.scope)
          : undefined;
      if (!call || !ts.isCallExpression(call) || !list || !ts.isArrayLiteralExpression(list.expression) || !call.arguments[0]) {
        this.unknowns.push({ node: arg, reason: `cannot expand \`${short(arg)}\``, axes: ['read', 'count', 'content', 'case'] });
        continue;
      }
      for (const element of list.expression.elements) {
        const body = this.functionBody(call.arguments[0], [element], mapped.scope, list.scope);
        if (body) out.push(body);
        else this.unknowns.push({ node: arg, reason: `cannot expand \`${short(arg)}\``, axes: ['read', 'count', 'content', 'case'] });
      }
    }
    return out;
  }

  /** A helper `(x) => calledWith(...)` / `function f(x) { return equals(x); }`: its returned expression. */
  private helperBody(call: ts.CallExpression, scope: Substitution): { expression: ts.Expression; scope: Substitution } | undefined {
    return this.functionBody(call.expression, call.arguments, scope, scope);
  }

  private functionBody(
    callee: ts.Expression,
    args: readonly ts.Expression[],
    calleeScope: Substitution,
    argScope: Substitution,
  ): { expression: ts.Expression; scope: Substitution } | undefined {
    if (this.depth > 8) return undefined;
    const resolvedCallee = this.resolve(callee, calleeScope);
    let fn: ts.Node | undefined = resolvedCallee?.expression;
    if (fn && ts.isIdentifier(fn)) {
      const decl = this.types.symbolAt(fn)?.valueDeclaration;
      fn = decl;
    }
    if (!fn || !(ts.isArrowFunction(fn) || ts.isFunctionDeclaration(fn) || ts.isFunctionExpression(fn)) || !fn.body) return undefined;
    if (this.types.isLibrary(fn.getSourceFile())) return undefined;
    let returned: ts.Expression | undefined;
    if (!ts.isBlock(fn.body)) returned = fn.body;
    else {
      const returns = fn.body.statements.filter(ts.isReturnStatement);
      if (returns.length !== 1 || fn.body.statements.length !== 1) return undefined;
      returned = returns[0].expression;
    }
    if (!returned) return undefined;
    const substitution = new Map(resolvedCallee?.scope ?? calleeScope);
    fn.parameters.forEach((param, i) => {
      const arg = args[i] ?? param.initializer;
      const symbol = ts.isIdentifier(param.name) ? this.types.symbolAt(param.name) : undefined;
      if (symbol && arg) substitution.set(symbol, { expression: arg, scope: args[i] ? argScope : substitution });
    });
    return { expression: returned, scope: substitution };
  }

  private constant(node: ts.Expression, scope: Substitution): Constant | undefined {
    const resolved = this.resolve(node, scope);
    if (!resolved) return undefined;
    return this.valueOf(resolved.expression, resolved.scope).constant?.value;
  }

  /** The evaluator's value of an expression, with substituted parameters bound to their arguments' values. */
  private valueOf(node: ts.Expression, scope: Substitution, depth = 0): Value {
    const bindings = new Map<ts.Symbol, Value>();
    if (depth < 6) for (const [symbol, s] of scope) bindings.set(symbol, this.valueOf(s.expression, s.scope, depth + 1));
    return this.evaluator.moduleExpression(node, bindings);
  }

  private constantOrList(node: ts.Expression, scope: Substitution): { value: Constant | Constant[]; node: ts.Node } | undefined {
    const resolved = this.resolve(node, scope);
    if (!resolved) return undefined;
    const e = resolved.expression;
    if (ts.isArrayLiteralExpression(e)) {
      const items = e.elements.map((el) => this.constant(el, resolved.scope));
      return items.every((i) => i !== undefined) ? { value: items as Constant[], node: e } : undefined;
    }
    const value = this.valueOf(e, resolved.scope);
    if (value.constant) return { value: value.constant.value, node: e };
    if (value.constantList) return { value: [...value.constantList], node: e };
    return undefined;
  }
}
