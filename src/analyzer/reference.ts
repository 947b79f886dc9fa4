import { ts } from './typescript.js';
import type { ModuleEvaluator } from './flow/interpreter.ts';
import { returnedExpression, skipParens } from './flow/syntax.ts';
import type { TypeFacts } from './flow/types.ts';
import type { Constant, Value } from './flow/value.ts';
import { libraryName } from './judges.ts';

/**
 * The task's reference solution read statically: each `call(tool, {...})` / `externalCall(tool,
 * {...})` of the `reference` array with the arguments whose values are constants. Rules compare
 * it with what the judge checks (the reference says which recipient, amount or path is right).
 */
export interface ReferenceArgument {
  readonly name: string;
  readonly node: ts.Node;
  /** The constant value, or the constant elements of a list; absent when computed. */
  readonly value?: Constant;
  readonly list?: readonly Constant[];
}

export interface ReferenceCallFacts {
  readonly node: ts.CallExpression;
  readonly tool: string;
  /** `call(...)` of one of the environment's tools, or `externalCall(...)` of another benchmark's. */
  readonly external: boolean;
  readonly args: readonly ReferenceArgument[];
  /** Every argument was read, each a constant or a list of constants: `args` is the whole call. */
  readonly complete: boolean;
  /** One of the calls a spread of a literal list mapped to calls expands to. */
  readonly expanded?: boolean;
}

/**
 * The reference calls, or undefined when the reference is not a literal list the analyzer can read.
 * Spreads of a literal list mapped to calls (`...CLIENTS.map((to) => call('send_email', { to, ... }))`)
 * are expanded, one call per element, their arguments evaluated with the callback's parameter bound.
 */
export function readReference(expression: ts.Expression | undefined, types: TypeFacts, evaluator: ModuleEvaluator): ReferenceCallFacts[] | undefined {
  if (!expression) return undefined;
  const list = resolveLiteral(expression, types);
  if (!list || !ts.isArrayLiteralExpression(list)) return undefined;
  const out: ReferenceCallFacts[] = [];
  for (const element of list.elements) {
    const builders = ts.isSpreadElement(element) ? mappedCalls(element.expression, types, evaluator) : [[element, NO_BINDINGS] as const];
    if (!builders) return undefined;
    for (const [builder, bindings] of builders) {
      const call = readCall(builder, types, evaluator, bindings);
      if (!call) return undefined;
      out.push(ts.isSpreadElement(element) ? { ...call.facts, expanded: true } : call.facts);
    }
  }
  return out;
}

const NO_BINDINGS: ReadonlyMap<ts.Symbol, Value> = new Map();

/**
 * One `call(tool, {...})` / `externalCall(tool, {...})` with its arguments' values (shorthand
 * properties included); `allRead`: no property was left out (a spread, a computed name).
 */
function readCall(
  node: ts.Expression,
  types: TypeFacts,
  evaluator: ModuleEvaluator,
  bindings: ReadonlyMap<ts.Symbol, Value>,
): { facts: ReferenceCallFacts; allRead: boolean } | undefined {
  const e = skipParens(node);
  if (!ts.isCallExpression(e)) return undefined;
  const builder = libraryName(types, e.expression);
  if (builder !== 'call' && builder !== 'externalCall') return undefined;
  const [toolNode, argsNode] = e.arguments;
  const tool = toolNode ? evaluator.moduleExpression(toolNode, bindings).constant?.value : undefined;
  const object = argsNode ? resolveLiteral(argsNode, types) : undefined;
  if (typeof tool !== 'string' || !object || !ts.isObjectLiteralExpression(object)) return undefined;
  const args: ReferenceArgument[] = [];
  let allRead = true;
  let complete = true;
  for (const p of object.properties) {
    const initializer = ts.isPropertyAssignment(p) ? p.initializer : ts.isShorthandPropertyAssignment(p) ? p.name : undefined;
    if (!initializer || !p.name || !(ts.isIdentifier(p.name) || ts.isStringLiteral(p.name))) {
      allRead = complete = false;
      continue;
    }
    const value = evaluator.moduleExpression(initializer, bindings);
    const plain = (c: Constant | undefined) => c !== undefined && (typeof c !== 'object' || c === null);
    if (!(value.constant ? plain(value.constant.value) : value.constantList?.every(plain))) complete = false;
    args.push({
      name: p.name.text,
      node: initializer,
      ...(value.constant ? { value: value.constant.value } : {}),
      ...(value.constantList ? { list: value.constantList } : {}),
    });
  }
  return { facts: { node: e, tool, external: builder === 'externalCall', args, complete }, allRead };
}

function resolveLiteral(node: ts.Expression, types: TypeFacts, depth = 0): ts.Expression | undefined {
  const e = skipParens(node);
  if (!ts.isIdentifier(e) || depth > 5) return e;
  const decl = types.symbolAt(e)?.valueDeclaration;
  if (decl && ts.isVariableDeclaration(decl) && decl.initializer) return resolveLiteral(decl.initializer, types, depth + 1);
  return undefined;
}

/** How the reference uses one tool: how many calls, and whether two of them differ in an argument. */
export interface ReferenceToolUse {
  readonly calls: number;
  readonly distinct: boolean;
}

/**
 * The calls of each tool the reference makes, with spreads of a literal list mapped to calls
 * (`...CLIENTS.map((to) => call('send_email', { to, ... }))`) expanded, one call per element: the
 * task asks for several calls of a tool when its reference makes several that differ. Undefined
 * when an element is neither a builder call nor such a spread.
 */
export function referenceToolUses(
  expression: ts.Expression | undefined,
  types: TypeFacts,
  evaluator: ModuleEvaluator,
): ReadonlyMap<string, ReferenceToolUse> | undefined {
  if (!expression) return undefined;
  const list = resolveLiteral(expression, types);
  if (!list) return undefined;
  const elements = ts.isArrayLiteralExpression(list) ? list.elements : [ts.factory.createSpreadElement(list)];
  const signatures = new Map<string, string[]>();
  const add = (builder: ts.Expression, bindings: ReadonlyMap<ts.Symbol, Value>): boolean => {
    const call = callSignature(builder, types, evaluator, bindings);
    if (!call) return false;
    signatures.set(call.tool, [...(signatures.get(call.tool) ?? []), call.signature]);
    return true;
  };
  for (const element of elements) {
    if (ts.isSpreadElement(element)) {
      const expanded = mappedCalls(element.expression, types, evaluator);
      if (!expanded || !expanded.every(([builder, bindings]) => add(builder, bindings))) return undefined;
    } else if (!add(element, new Map())) return undefined;
  }
  return new Map([...signatures].map(([tool, sigs]) => [tool, { calls: sigs.length, distinct: new Set(sigs).size > 1 }]));
}

/** `list.map(cb)` / `list.flatMap(cb)` over a literal list: each builder call of the callback, with its parameter bound to each element. */
function mappedCalls(expression: ts.Expression, types: TypeFacts, evaluator: ModuleEvaluator): [ts.Expression, ReadonlyMap<ts.Symbol, Value>][] | undefined {
  const e = skipParens(expression);
  if (!ts.isCallExpression(e) || !ts.isPropertyAccessExpression(e.expression) || !/^(map|flatMap)$/.test(e.expression.name.text)) return undefined;
  const items = resolveLiteral(e.expression.expression, types);
  const callback = e.arguments[0];
  if (!items || !ts.isArrayLiteralExpression(items) || items.elements.some(ts.isSpreadElement)) return undefined;
  if (!callback || !(ts.isArrowFunction(callback) || ts.isFunctionExpression(callback)) || callback.parameters.length > 1) return undefined;
  const returned = returnedExpression(callback);
  if (!returned) return undefined;
  const builders = ts.isArrayLiteralExpression(returned) ? [...returned.elements] : [returned];
  const parameter = callback.parameters[0]?.name;
  const out: [ts.Expression, ReadonlyMap<ts.Symbol, Value>][] = [];
  for (const item of items.elements) {
    const bindings = new Map<ts.Symbol, Value>();
    if (parameter && !bindParameter(parameter, item, types, evaluator, bindings)) return undefined;
    for (const builder of builders) out.push([builder, bindings]);
  }
  return out;
}

/** Binds a callback's parameter (a name, or an array pattern over a tuple literal) to one element of the list. */
function bindParameter(name: ts.BindingName, item: ts.Expression, types: TypeFacts, evaluator: ModuleEvaluator, bindings: Map<ts.Symbol, Value>): boolean {
  if (ts.isIdentifier(name)) {
    const symbol = types.symbolAt(name);
    if (symbol) bindings.set(symbol, evaluator.moduleExpression(item));
    return true;
  }
  const tuple = skipParens(item);
  if (!ts.isArrayBindingPattern(name) || !ts.isArrayLiteralExpression(tuple)) return false;
  return name.elements.every((element, i) => {
    if (ts.isOmittedExpression(element)) return true;
    const part = tuple.elements[i];
    return element.dotDotDotToken === undefined && part !== undefined && bindParameter(element.name, part, types, evaluator, bindings);
  });
}

/** A builder call's tool and its arguments' values as text (an argument the analyzer cannot fold reads as `?`). */
function callSignature(
  node: ts.Expression,
  types: TypeFacts,
  evaluator: ModuleEvaluator,
  bindings: ReadonlyMap<ts.Symbol, Value>,
): { tool: string; signature: string } | undefined {
  const call = readCall(node, types, evaluator, bindings);
  if (!call?.allRead) return undefined;
  const shown = (a: ReferenceArgument) => ('value' in a ? JSON.stringify(a.value ?? null) : a.list ? JSON.stringify(a.list) : '?');
  const args: [string, string][] = call.facts.args.map((a) => [a.name, shown(a)]);
  return { tool: call.facts.tool, signature: JSON.stringify(args.sort(([a], [b]) => a.localeCompare(b))) };
}
