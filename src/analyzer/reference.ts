import { ts } from 'ts-morph';
import type { ModuleEvaluator } from './flow/interpreter.ts';
import { skipParens } from './flow/syntax.ts';
import type { TypeFacts } from './flow/types.ts';
import type { Constant } from './flow/value.ts';
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
}

/** The reference calls, or undefined when the reference is not a literal list the analyzer can read. */
export function readReference(expression: ts.Expression | undefined, types: TypeFacts, evaluator: ModuleEvaluator): ReferenceCallFacts[] | undefined {
  if (!expression) return undefined;
  const list = resolveLiteral(expression, types);
  if (!list || !ts.isArrayLiteralExpression(list)) return undefined;
  const out: ReferenceCallFacts[] = [];
  for (const element of list.elements) {
    const e = skipParens(element);
    if (!ts.isCallExpression(e)) return undefined;
    const builder = libraryName(types, e.expression);
    if (builder !== 'call' && builder !== 'externalCall') return undefined;
    const [toolNode, argsNode] = e.arguments;
    const tool = toolNode ? evaluator.moduleExpression(toolNode).constant?.value : undefined;
    const object = argsNode ? resolveLiteral(argsNode, types) : undefined;
    if (typeof tool !== 'string' || !object || !ts.isObjectLiteralExpression(object)) return undefined;
    const args: ReferenceArgument[] = [];
    for (const p of object.properties) {
      if (!ts.isPropertyAssignment(p) || !(ts.isIdentifier(p.name) || ts.isStringLiteral(p.name))) continue;
      const value = evaluator.moduleExpression(p.initializer);
      args.push({
        name: p.name.text,
        node: p.initializer,
        ...(value.constant ? { value: value.constant.value } : {}),
        ...(value.constantList ? { list: value.constantList } : {}),
      });
    }
    out.push({ node: e, tool, external: builder === 'externalCall', args });
  }
  return out;
}

function resolveLiteral(node: ts.Expression, types: TypeFacts, depth = 0): ts.Expression | undefined {
  const e = skipParens(node);
  if (!ts.isIdentifier(e) || depth > 5) return e;
  const decl = types.symbolAt(e)?.valueDeclaration;
  if (decl && ts.isVariableDeclaration(decl) && decl.initializer) return resolveLiteral(decl.initializer, types, depth + 1);
  return undefined;
}
