import type TypeScript from 'typescript';
import { formatJsonPath } from '../environment/json-location.ts';
import { typescriptApi } from './typescript-api.ts';

/**
 * Reading a module's default export as data without running it: the static verbs (`lint`,
 * `report`, `diff`) run on untrusted pull requests, so the files they need besides the judges
 * (version manifests, `chokepoint.config.ts`) are parsed, never imported. The default export must
 * be a builder call (`defineVersion({...})`) or a plain object, made of literal data: strings,
 * numbers, booleans, null, arrays, objects, string concatenations, and `const`s of the same file
 * holding such data.
 */
export type LiteralExport =
  | {
      readonly ok: true;
      /** The builder called (`defineVersion`), or undefined for a plain object. */
      readonly builder?: string;
      readonly value: unknown;
      /** 1-based line where the value at `path` is written (nearest enclosing value when not written out). */
      readonly lineOf: (path: readonly PropertyKey[]) => number | undefined;
    }
  | { readonly ok: false; readonly problem: string; readonly line?: number; readonly field?: string };

export interface LiteralExportOptions {
  /** Builders whose call may be the default export; recognised through renaming and namespace imports. */
  readonly builders: readonly string[];
  /** Whether a plain object literal is accepted as the default export too. */
  readonly plainObject?: boolean;
  /**
   * Read only these properties of the exported object (a task definition holds judge functions,
   * which are no data): each one written as literal data is read, the others are left out.
   */
  readonly only?: readonly string[];
}

type Converted = { readonly value: unknown } | { readonly problem: string; readonly line: number; readonly field: string };

export function readLiteralExport(file: string, source: string, options: LiteralExportOptions): LiteralExport {
  const ts = typescriptApi();
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const lineOfNode = (node: TypeScript.Node) => sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
  const found = defaultExport(ts, sourceFile, options);
  if ('problem' in found) return { ok: false, problem: found.problem, line: found.node ? lineOfNode(found.node) : undefined };

  const constants = new Map<string, TypeScript.Expression>();
  for (const statement of sourceFile.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const d of statement.declarationList.declarations) if (ts.isIdentifier(d.name) && d.initializer) constants.set(d.name.text, d.initializer);
  }
  const lines = new Map<string, number>();
  const key = (path: readonly PropertyKey[]) => path.map(String).join('\u0000');
  const resolving = new Set<string>();

  const convert = (input: TypeScript.Expression, path: readonly (string | number)[]): Converted => {
    const e = unwrap(ts, input);
    const field = formatJsonPath(path);
    lines.set(key(path), lineOfNode(e));
    const fail = (what: string): Converted => ({ problem: `${what} is not literal data`, line: lineOfNode(e), field });
    if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return { value: e.text };
    if (ts.isNumericLiteral(e)) return { value: Number(e.text) };
    if (ts.isPrefixUnaryExpression(e) && e.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(e.operand)) return { value: -Number(e.operand.text) };
    if (e.kind === ts.SyntaxKind.TrueKeyword) return { value: true };
    if (e.kind === ts.SyntaxKind.FalseKeyword) return { value: false };
    if (e.kind === ts.SyntaxKind.NullKeyword) return { value: null };
    if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      const left = convert(e.left, path);
      if ('problem' in left) return left;
      const right = convert(e.right, path);
      if ('problem' in right) return right;
      if (typeof left.value !== 'string' || typeof right.value !== 'string') return fail('an addition of non-strings');
      lines.set(key(path), lineOfNode(e));
      return { value: left.value + right.value };
    }
    if (ts.isArrayLiteralExpression(e)) {
      const values: unknown[] = [];
      for (const [index, element] of e.elements.entries()) {
        if (ts.isSpreadElement(element)) return fail('a spread element');
        const item = convert(element, [...path, index]);
        if ('problem' in item) return item;
        values.push(item.value);
      }
      return { value: values };
    }
    if (ts.isObjectLiteralExpression(e)) {
      const object: Record<string, unknown> = {};
      for (const property of e.properties) {
        const name = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
        if (!ts.isPropertyAssignment(property) || name === undefined) return fail('a computed, shorthand, spread or method property');
        const item = convert(property.initializer, [...path, name]);
        if ('problem' in item) return item;
        object[name] = item.value;
      }
      return { value: object };
    }
    if (ts.isIdentifier(e) && constants.has(e.text) && !resolving.has(e.text)) {
      resolving.add(e.text);
      try {
        const resolved = convert(constants.get(e.text)!, path);
        lines.set(key(path), lineOfNode(e));
        return resolved;
      } finally {
        resolving.delete(e.text);
      }
    }
    return fail(`\`${e.getText(sourceFile).slice(0, 40)}\``);
  };

  const convertOnly = (input: TypeScript.Expression, names: readonly string[]): Converted => {
    const e = unwrap(ts, input);
    if (!ts.isObjectLiteralExpression(e)) return { problem: 'its argument is not an object literal', line: lineOfNode(e), field: '' };
    const object: Record<string, unknown> = {};
    for (const property of e.properties) {
      if (!ts.isPropertyAssignment(property) || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) continue;
      if (!names.includes(property.name.text)) continue;
      const item = convert(property.initializer, [property.name.text]);
      if (!('problem' in item)) object[property.name.text] = item.value;
    }
    return { value: object };
  };

  const converted = options.only ? convertOnly(found.argument, options.only) : convert(found.argument, []);
  if ('problem' in converted) return { ok: false, problem: converted.problem, line: converted.line, field: converted.field || undefined };
  return {
    ok: true,
    builder: found.builder,
    value: converted.value,
    lineOf: (path) => {
      for (let n = path.length; n >= 0; n--) {
        const line = lines.get(key(path.slice(0, n)));
        if (line !== undefined) return line;
      }
      return undefined;
    },
  };
}

function unwrap(ts: typeof TypeScript, e: TypeScript.Expression): TypeScript.Expression {
  while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isTypeAssertionExpression(e)) e = e.expression;
  return e;
}

/**
 * The data the default export holds: `export default builder(arg)`, `export default name` where
 * `const name = builder(arg)`, or (when allowed) a plain object literal.
 */
function defaultExport(
  ts: typeof TypeScript,
  sourceFile: TypeScript.SourceFile,
  options: LiteralExportOptions,
): { readonly builder?: string; readonly argument: TypeScript.Expression } | { readonly problem: string; readonly node?: TypeScript.Node } {
  const aliases = new Map<string, string>();
  for (const statement of sourceFile.statements) {
    const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : undefined;
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) aliases.set(element.name.text, (element.propertyName ?? element.name).text);
    }
  }
  const exported = sourceFile.statements.find((s): s is TypeScript.ExportAssignment => ts.isExportAssignment(s) && !s.isExportEquals);
  if (!exported) return { problem: 'it has no `export default`' };
  let expression = unwrap(ts, exported.expression);
  if (ts.isIdentifier(expression)) {
    const name = expression.text;
    const declaration = sourceFile.statements
      .filter(ts.isVariableStatement)
      .flatMap((s) => [...s.declarationList.declarations])
      .find((d) => ts.isIdentifier(d.name) && d.name.text === name);
    if (declaration?.initializer) expression = unwrap(ts, declaration.initializer);
  }
  if (options.plainObject && ts.isObjectLiteralExpression(expression)) return { argument: expression };
  const expected = options.builders.map((b) => `${b}({...})`).join(' or ') + (options.plainObject ? ' or an object literal' : '');
  if (!ts.isCallExpression(expression)) return { problem: `its default export is not ${expected}`, node: exported };
  const callee = expression.expression;
  const name = ts.isIdentifier(callee) ? (aliases.get(callee.text) ?? callee.text) : ts.isPropertyAccessExpression(callee) ? callee.name.text : undefined;
  if (name === undefined || !options.builders.includes(name)) return { problem: `its default export is not ${expected}`, node: expression };
  const [argument] = expression.arguments;
  if (!argument) return { problem: `${name}() has no argument`, node: expression };
  return { builder: name, argument };
}
