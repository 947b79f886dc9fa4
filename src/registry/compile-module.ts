import type TypeScript from 'typescript';
import { typescriptApi } from './typescript-api.ts';

/**
 * One judge, suite or version module compiled for evaluation without Node's module loader: its
 * TypeScript turned into the body of a CommonJS-shaped function (`require`, `exports`, `module`),
 * with the specifiers it requires at run time and a way back from the compiled code's positions to
 * the source's. Compiling runs no module code.
 */
export interface CompiledCode {
  readonly file: string;
  readonly source: string;
  /** JavaScript: the body of `async function (require, exports, module)` (top-level `await` allowed). */
  readonly code: string;
  /** Every literal specifier the compiled code requires (imports used as types are gone), with where the source says it. */
  readonly requires: readonly ModuleRequest[];
}

export interface CompiledModule extends CompiledCode {
  /** Maps a 1-based line and column of `code` to the source's, when the compiler recorded one. */
  readonly sourcePosition: (line: number, column: number) => SourcePosition | undefined;
}

/**
 * Compiled code by file, for this thread, kept while the file's text is the same: a benchmark
 * loaded again (each verb of a test run, each sandbox worker) is not compiled again. Sandbox
 * workers pass what they compile to the host, which hands it, with its own, to the workers it
 * starts later (never to its own loads: what a worker says is not trusted where no compartment is).
 */
const compiled = new Map<string, CompiledCode>();
const MAX_COMPILED = 5000;
let onCompiled: ((code: CompiledCode) => void) | undefined;

/** Seeds this thread's compiled code and says where newly compiled code goes (a sandbox worker: to the host). */
export function shareCompiledCode(seed: readonly CompiledCode[], listener: (code: CompiledCode) => void): void {
  for (const code of seed) remember(code);
  onCompiled = listener;
}

/** Everything this thread has compiled or been given (what a new sandbox worker is seeded with). */
export function compiledCode(): CompiledCode[] {
  return [...compiled.values()];
}

function remember(code: CompiledCode): void {
  compiled.delete(code.file);
  compiled.set(code.file, code);
  if (compiled.size > MAX_COMPILED) compiled.delete(compiled.keys().next().value!);
}

export interface SourcePosition {
  readonly line: number;
  readonly column: number;
}

export interface ModuleRequest {
  readonly specifier: string;
  /** Where the source imports it (the first import of that specifier). */
  readonly at: SourcePosition;
}

export interface SyntaxProblem extends SourcePosition {
  readonly message: string;
}

export type CompileResult = { readonly ok: true; readonly module: CompiledModule } | { readonly ok: false; readonly syntax: SyntaxProblem };

/**
 * Text that the evaluator of the sandbox's compartments refuses anywhere in a program, strings
 * included, without parsing it (HTML-like comments, what looks like a dynamic `import(` or a
 * direct `eval(`). The compiler has parsed the module, so such text inside a literal is split
 * where it cannot be read as code: `"<!" + "--"`, `` `im${""}port(` ``.
 */
const REFUSED_TEXT = /<!--|-->|\bimport(?=\s*(?:\(|\/[/*]))|\beval(?=\s*\()/g;

function splitRefusedText(text: string): string[] | undefined {
  const cuts = [...text.matchAll(REFUSED_TEXT)].map((m) => m.index + 2);
  if (cuts.length === 0) return undefined;
  return [0, ...cuts].map((start, i) => text.slice(start, cuts[i] ?? text.length));
}

function literalSplitter(ts: typeof TypeScript): TypeScript.TransformerFactory<TypeScript.SourceFile> {
  const f = ts.factory;
  const sum = (items: readonly TypeScript.Expression[]) => items.slice(1).reduce((a, b) => f.createAdd(a, b), items[0]);
  const joined = (parts: readonly string[]) => sum(parts.map((p) => f.createStringLiteral(p)));
  return (context) => {
    const visit = (node: TypeScript.Node): TypeScript.Node => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        const parts = isExpressionPosition(ts, node) ? splitRefusedText(node.text) : undefined;
        if (parts) return f.createParenthesizedExpression(joined(parts));
      } else if (ts.isRegularExpressionLiteral(node)) {
        const slash = node.text.lastIndexOf('/');
        const parts = splitRefusedText(node.text.slice(1, slash));
        if (parts) return f.createNewExpression(f.createIdentifier('RegExp'), undefined, [joined(parts), f.createStringLiteral(node.text.slice(slash + 1))]);
      } else if (ts.isTemplateExpression(node) && isExpressionPosition(ts, node)) {
        const texts = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)];
        if (texts.some((t) => splitRefusedText(t))) {
          // The same string: each piece of text, then each substitution as a template would convert it.
          const pieces: TypeScript.Expression[] = [joined(splitRefusedText(node.head.text) ?? [node.head.text])];
          for (const span of node.templateSpans) {
            const value = ts.visitNode(span.expression, visit) as TypeScript.Expression;
            pieces.push(f.createCallExpression(f.createIdentifier('String'), undefined, [value]));
            pieces.push(joined(splitRefusedText(span.literal.text) ?? [span.literal.text]));
          }
          return f.createParenthesizedExpression(sum(pieces));
        }
      }
      return ts.visitEachChild(node, visit, context);
    };
    return (file) => ts.visitNode(file, visit) as TypeScript.SourceFile;
  };
}

/** A literal that stands for a value (not a property name, a module specifier, a type, a directive or a tagged template's text). */
function isExpressionPosition(ts: typeof TypeScript, node: TypeScript.Node): boolean {
  const parent = node.parent as TypeScript.Node | undefined;
  if (!parent || ts.isPartOfTypeNode(node) || ts.isTaggedTemplateExpression(parent) || ts.isExpressionStatement(parent)) return false;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent) || ts.isMethodDeclaration(parent)) && parent.name === node) return false;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent)) return false;
  if (
    ts.isCallExpression(parent) &&
    (parent.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(parent.expression) && parent.expression.text === 'require'))
  )
    return false;
  return !ts.isEnumMember(parent) && !ts.isModuleDeclaration(parent) && !ts.isElementAccessExpression(parent);
}

function transpile(ts: typeof TypeScript, file: string, source: string, sourceMap: boolean): TypeScript.TranspileOutput {
  return ts.transpileModule(source, {
    fileName: file,
    reportDiagnostics: !sourceMap,
    transformers: { before: [literalSplitter(ts)] },
    compilerOptions: {
      module: ts.ModuleKind.CommonJS,
      target: ts.ScriptTarget.ES2022,
      esModuleInterop: true,
      sourceMap,
      removeComments: true,
      // A module's own code is plain JavaScript once its types are gone: no helpers from elsewhere.
      importHelpers: false,
    },
  });
}

/** Compiles `source` (the text of `file`); a syntax error comes back with its line and column. */
export function compileModule(file: string, source: string): CompileResult {
  const known = compiled.get(file);
  if (known?.source === source) return { ok: true, module: withPositions(known) };
  const ts = typescriptApi();
  const output = transpile(ts, file, source, false);
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.ES2022, true);
  const diagnostic = output.diagnostics?.find((d) => d.start !== undefined);
  if (diagnostic?.start !== undefined) {
    const { line, character } = sourceFile.getLineAndCharacterOfPosition(diagnostic.start);
    return { ok: false, syntax: { message: ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '), line: line + 1, column: character + 1 } };
  }
  const code = output.outputText;
  // The compiled code requires what the source imports, less what was used only as a type.
  const requires = [...importSites(ts, sourceFile)]
    .filter(([specifier]) => [`require(${JSON.stringify(specifier)})`, `require('${specifier}')`].some((call) => code.includes(call)))
    .map(([specifier, at]) => ({ specifier, at }));
  const made = { file, source, code, requires };
  remember(made);
  onCompiled?.(made);
  return { ok: true, module: withPositions(made) };
}

/** The source map is made only when a position is asked for (an error at import): few modules need it. */
function withPositions(code: CompiledCode): CompiledModule {
  let map: CompiledModule['sourcePosition'] | undefined;
  const sourcePosition: CompiledModule['sourcePosition'] = (line, column) => {
    map ??= positionMap(transpile(typescriptApi(), code.file, code.source, true).sourceMapText);
    return map(line, column);
  };
  return { ...code, sourcePosition };
}

/** Where the source names each specifier first: import and export declarations, `import("...")`, `require("...")`. */
function importSites(ts: typeof TypeScript, file: TypeScript.SourceFile): Map<string, SourcePosition> {
  const sites = new Map<string, SourcePosition>();
  const note = (literal: TypeScript.Node) => {
    if (!ts.isStringLiteralLike(literal) || sites.has(literal.text)) return;
    const { line, character } = file.getLineAndCharacterOfPosition(literal.getStart(file));
    sites.set(literal.text, { line: line + 1, column: character + 1 });
  };
  const visit = (node: TypeScript.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) note(node.moduleSpecifier);
    else if (ts.isExternalModuleReference(node)) note(node.expression);
    else if (ts.isCallExpression(node) && node.arguments.length > 0) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === 'require')) note(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return sites;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The segments of a source map's `mappings` (version 3), decoded: per generated line, [column, source line, source column], all 0-based. */
function decodeMappings(mappings: string): number[][][] {
  const lines: number[][][] = [];
  const state = [0, 0, 0, 0];
  for (const lineText of mappings.split(';')) {
    const segments: number[][] = [];
    state[0] = 0;
    for (const segment of lineText.split(',')) {
      if (segment === '') continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      fields.slice(0, 4).forEach((delta, i) => (state[i] += delta));
      if (fields.length >= 4) segments.push([state[0], state[2], state[3]]);
    }
    lines.push(segments);
  }
  return lines;
}

function positionMap(sourceMapText: string | undefined): CompiledModule['sourcePosition'] {
  let lines: number[][][] | undefined;
  return (line, column) => {
    lines ??= sourceMapText ? decodeMappings((JSON.parse(sourceMapText) as { mappings: string }).mappings) : [];
    const segment = (lines[line - 1] ?? []).filter((s) => s[0] <= column - 1).at(-1);
    return segment ? { line: segment[1] + 1, column: segment[2] + 1 } : undefined;
  };
}
