import { ts } from './typescript.js';
import type { TypeFacts } from './flow/types.ts';
import type { JudgeKind } from './types.ts';

/**
 * Finds task definitions in a module — `defineUserTask({...})` / `defineInjectionTask({...})`
 * calls, however the builder was imported or renamed — and, for each, the expression that is its
 * judge: an inline function, a reference to a function (same module or imported), a method, a call
 * that builds the judge function, or a declarative predicate built from calledWith / allOf / anyOf / never.
 */

export type JudgeRef =
  | { readonly form: 'function'; readonly fn: ts.SignatureDeclaration; readonly at: ts.Node }
  | { readonly form: 'predicate'; readonly expression: ts.Expression; readonly at: ts.Node }
  /** A call that returns the judge function (`grader((ctx) => ...)`, `outputContains('done')`). */
  | { readonly form: 'built'; readonly expression: ts.CallExpression; readonly at: ts.Node }
  | { readonly form: 'unresolved'; readonly reason: string; readonly at: ts.Node };

export interface DefinitionSite {
  readonly taskKind: 'user' | 'injection';
  readonly call: ts.CallExpression;
  readonly id?: string;
  readonly suite?: string;
  readonly version?: string;
  readonly judge: JudgeKind;
  readonly ref: JudgeRef;
  /** The definition's `reference` expression, when it has one. */
  readonly reference?: ts.Expression;
  /** The definition's `passAt`: its number, `null` when it is declared but not a constant the analyzer reads, absent when not declared. */
  readonly passAt?: number | null;
  /** A user task's `referenceAnswer` expression, when it has one. */
  readonly referenceAnswer?: ts.Expression;
  /** A user task's `prompt`, when the analyzer reads it as a constant. */
  readonly prompt?: string;
  /** An injection task's `goal` (the payload template embeds it), when the analyzer reads it as a constant. */
  readonly goal?: string;
}

const BUILDERS: Record<string, 'user' | 'injection'> = { defineUserTask: 'user', defineInjectionTask: 'injection' };
const PREDICATE_BUILDERS = new Set(['calledWith', 'allOf', 'anyOf', 'never']);

/** Name of the library export a callee refers to (through renamed imports), if it is one. */
export function libraryName(types: TypeFacts, callee: ts.Expression): string | undefined {
  const id = ts.isPropertyAccessExpression(callee) ? callee.name : ts.isIdentifier(callee) ? callee : undefined;
  if (!id) return undefined;
  const symbol = types.symbolAt(id);
  if (!symbol) return id.text;
  const decl = symbol.valueDeclaration ?? symbol.declarations?.[0];
  if (!decl) return id.text;
  const sf = decl.getSourceFile();
  if (types.isContract(sf) || types.isLibrary(sf)) return symbol.getName();
  return undefined;
}

export function findDefinitions(sf: ts.SourceFile, types: TypeFacts): DefinitionSite[] {
  const sites: DefinitionSite[] = [];
  const candidates = builderNames(sf);
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && mayBeBuilder(node.expression, candidates)) {
      const name = libraryName(types, node.expression);
      const taskKind = name ? BUILDERS[name] : undefined;
      if (taskKind) {
        const site = definitionSite(node, taskKind, types);
        if (site) sites.push(site);
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return sites;
}

/**
 * Local names under which the builders may be called: their own names plus any name they are
 * imported as (`import { defineUserTask as task }`). Only calls of these are resolved with the
 * type checker, so discovery costs one symbol lookup per definition, not per call.
 */
function builderNames(sf: ts.SourceFile): ReadonlySet<string> {
  const names = new Set(Object.keys(BUILDERS));
  for (const statement of sf.statements) {
    const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : undefined;
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) if (element.propertyName && element.propertyName.text in BUILDERS) names.add(element.name.text);
    } else if (bindings && ts.isNamespaceImport(bindings)) names.add(bindings.name.text);
  }
  return names;
}

function mayBeBuilder(callee: ts.Expression, names: ReadonlySet<string>): boolean {
  if (ts.isIdentifier(callee)) return names.has(callee.text);
  return ts.isPropertyAccessExpression(callee) && callee.name.text in BUILDERS;
}

function definitionSite(call: ts.CallExpression, taskKind: 'user' | 'injection', types: TypeFacts): DefinitionSite | undefined {
  const judge: JudgeKind = taskKind === 'user' ? 'utility' : 'attack';
  const arg = call.arguments[0];
  const object = arg && objectLiteral(arg, types);
  if (!object) {
    return {
      taskKind,
      call,
      judge,
      ref: { form: 'unresolved', reason: 'the definition is not an object literal the analyzer can read', at: call },
    };
  }
  const property = findProperty(object, judge);
  const text = (key: string): string | undefined => {
    const p = findProperty(object, key);
    const init = p && ts.isPropertyAssignment(p) ? p.initializer : p && ts.isShorthandPropertyAssignment(p) ? p.name : undefined;
    if (!init) return undefined;
    // A literal is its own text (the checker would say as much, at the cost of a type query).
    if (ts.isStringLiteralLike(init)) return init.text;
    const t = types.typeOf(init);
    return t.isStringLiteral() ? t.value : undefined;
  };
  const initializer = (key: string): ts.Expression | undefined => {
    const p = findProperty(object, key);
    return p && ts.isPropertyAssignment(p) ? p.initializer : undefined;
  };
  const passAt = findProperty(object, 'passAt');
  return {
    taskKind,
    call,
    reference: initializer('reference'),
    referenceAnswer: taskKind === 'user' ? initializer('referenceAnswer') : undefined,
    ...(taskKind === 'user' ? { prompt: text('prompt') } : { goal: text('goal') }),
    ...(passAt ? { passAt: numberOf(passAt, types) } : {}),
    id: text('id'),
    suite: text('suite'),
    version: text('version'),
    judge,
    ref: property ? judgeRef(property, types) : { form: 'unresolved', reason: `no \`${judge}\` property`, at: object },
  };
}

/** A property's constant number (a literal, or a constant the type checker knows), else null. */
function numberOf(property: ts.ObjectLiteralElementLike, types: TypeFacts): number | null {
  const init = ts.isPropertyAssignment(property) ? property.initializer : ts.isShorthandPropertyAssignment(property) ? property.name : undefined;
  if (!init) return null;
  const type = types.typeOf(init);
  return type.isNumberLiteral() ? type.value : null;
}

function objectLiteral(node: ts.Expression, types: TypeFacts): ts.ObjectLiteralExpression | undefined {
  let e = node;
  while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e)) e = e.expression;
  if (ts.isObjectLiteralExpression(e)) return e;
  if (ts.isIdentifier(e)) {
    const decl = types.symbolAt(e)?.valueDeclaration;
    if (decl && ts.isVariableDeclaration(decl) && decl.initializer) return objectLiteral(decl.initializer, types);
  }
  return undefined;
}

function findProperty(object: ts.ObjectLiteralExpression, key: string): ts.ObjectLiteralElementLike | undefined {
  for (let i = object.properties.length - 1; i >= 0; i--) {
    const p = object.properties[i];
    if (p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && p.name.text === key) return p;
  }
  return undefined;
}

function judgeRef(property: ts.ObjectLiteralElementLike, types: TypeFacts): JudgeRef {
  const at = property;
  if (ts.isMethodDeclaration(property)) return { form: 'function', fn: property, at };
  const expression = ts.isPropertyAssignment(property) ? property.initializer : ts.isShorthandPropertyAssignment(property) ? property.name : undefined;
  if (!expression) return { form: 'unresolved', reason: 'unsupported property form', at };
  return resolveJudgeExpression(expression, types, at, 0);
}

function resolveJudgeExpression(node: ts.Expression, types: TypeFacts, at: ts.Node, depth: number): JudgeRef {
  let e = node;
  while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e)) e = e.expression;
  if (ts.isArrowFunction(e) || ts.isFunctionExpression(e)) return { form: 'function', fn: e, at };
  if (ts.isCallExpression(e)) {
    const name = libraryName(types, e.expression);
    if (name && PREDICATE_BUILDERS.has(name)) return { form: 'predicate', expression: e, at };
    if (types.kindOf(e) === 'any') return { form: 'unresolved', reason: `\`${e.expression.getText()}(...)\` is typed any`, at };
    const calleeType = types.typeOf(e);
    if (calleeType.getCallSignatures().length === 0) return { form: 'predicate', expression: e, at };
    return { form: 'built', expression: e, at };
  }
  if ((ts.isIdentifier(e) || ts.isPropertyAccessExpression(e)) && depth < 8) {
    const symbol = types.symbolAt(ts.isPropertyAccessExpression(e) ? e.name : e);
    const decl = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
    if (!decl) return { form: 'unresolved', reason: `cannot resolve \`${e.getText()}\``, at };
    if (types.isLibrary(decl.getSourceFile())) return { form: 'unresolved', reason: `\`${e.getText()}\` comes from a library`, at };
    if (ts.isFunctionDeclaration(decl) || ts.isMethodDeclaration(decl)) return { form: 'function', fn: decl, at };
    if ((ts.isVariableDeclaration(decl) || ts.isPropertyAssignment(decl)) && decl.initializer) {
      return resolveJudgeExpression(decl.initializer, types, at, depth + 1);
    }
    return { form: 'unresolved', reason: `\`${e.getText()}\` is not a function or predicate the analyzer can read`, at };
  }
  return { form: 'unresolved', reason: `unsupported judge expression \`${e.getText().slice(0, 40)}\``, at };
}
