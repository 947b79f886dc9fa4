import { readFileSync } from 'node:fs';
import { readInputText } from '../io.ts';
import { resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ChokepointError } from '../errors.ts';
import { importTypeScript } from './typescript-loader.ts';
import { displayPath } from './paths.ts';
import type { ShapeCheck, ShapeIssue } from './shapes.ts';
import { lineOfLiteral, lineOfProperty } from './source-location.ts';
import { typescriptApi } from './typescript-api.ts';

/**
 * How one module import is carried out. By default the module is imported directly; a sandbox
 * worker installs its own runner to bound each import in time, attribute what the module's code
 * does while it loads, and refuse modules that already failed that way. A runner rejects with
 * ImportRefused to report its own error for the module as it is.
 */
export type ImportRunner = (file: string, load: () => Promise<Record<string, unknown>>) => Promise<Record<string, unknown>>;

export class ImportRefused extends Error {
  readonly error: ChokepointError;

  constructor(error: ChokepointError) {
    super(error.message);
    this.name = 'ImportRefused';
    this.error = error;
  }
}

let importRunner: ImportRunner = (_file, load) => load();

export function setImportRunner(runner: ImportRunner): void {
  importRunner = runner;
}

export type ImportResult =
  { readonly ok: true; readonly exports: Record<string, unknown>; readonly source: string } | { readonly ok: false; readonly error: ChokepointError };

/**
 * Imports a TypeScript module through the scoped TypeScript loader (`typescript-loader.ts`), inside
 * the import runner (a sandbox worker's bounds it). This is the one place judge, suite and version
 * modules are imported. A failing module is first parsed with the TypeScript parser: its first
 * syntax error gives a loader-independent `file:line:column`.
 */
async function importModule(file: string): Promise<ImportResult> {
  let source: string;
  try {
    source = await readInputText(file, { display: displayPath(file) });
  } catch (cause) {
    if (!(cause instanceof ChokepointError)) throw cause;
    return { ok: false, error: cause };
  }
  try {
    const exports = await importRunner(file, () => importTypeScript(file));
    return { ok: true, exports, source };
  } catch (cause) {
    if (cause instanceof ImportRefused) return { ok: false, error: cause.error };
    return { ok: false, error: describeLoadFailure(file, source, cause) };
  }
}

function describeLoadFailure(file: string, source: string, cause: unknown): ChokepointError {
  const where = { file: displayPath(file) };
  const syntax = firstSyntaxError(file, source);
  if (syntax) {
    return new ChokepointError('module-load', `syntax error: ${syntax.message}`, { ...where, line: syntax.line, column: syntax.column }, { cause });
  }
  const imported = brokenImport(file, cause);
  if (imported) return new ChokepointError('module-load', imported, where, { cause });
  // A helper loaded as CommonJS (a `.js` or `.cts` file in a CommonJS package): `require` failed, or met an ES module.
  const hint = /Cannot require\(\) ES Module|\nRequire stack:/.test(cause instanceof Error ? cause.message : '')
    ? ' (a CommonJS module failed: judge modules and the helpers they import load as ES modules when they are .ts or .mts files)'
    : '';
  return new ChokepointError('module-load', `module failed to load: ${messageOf(cause)}${hint}`, { ...where, ...stackLocation(file, cause) }, { cause });
}

/** A module this one imports (a shared helper) has a syntax error: name it, with its own line. */
function brokenImport(file: string, cause: unknown): string | undefined {
  const message = cause instanceof Error ? plain(cause.message) : '';
  const site = sites(message).find((s) => s.file !== file && !s.file.includes('node_modules'));
  if (!site) return undefined;
  let syntax: ReturnType<typeof firstSyntaxError>;
  try {
    syntax = firstSyntaxError(site.file, readFileSync(site.file, 'utf8'));
  } catch {
    return undefined;
  }
  return syntax && `imports ${displayPath(site.file)}, which has a syntax error at ${syntax.line}:${syntax.column}: ${syntax.message}`;
}

function firstSyntaxError(file: string, source: string): { message: string; line: number; column: number } | undefined {
  const ts = typescriptApi();
  const output = ts.transpileModule(source, {
    fileName: file,
    reportDiagnostics: true,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  const diagnostic = output.diagnostics?.find((d) => d.start !== undefined);
  if (!diagnostic || diagnostic.start === undefined) return undefined;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.ES2022);
  const { line, character } = sourceFile.getLineAndCharacterOfPosition(diagnostic.start);
  return { message: ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '), line: line + 1, column: character + 1 };
}

const SITE = /((?:file:\/\/)?(?:\/|\.{0,2}[\w@-][\w@./-]*\/)[^\s:()[\]]*\.[cm]?[jt]s):(\d+):(\d+)/g;

/** `file:line:column` pairs named in an error's message and stack, as absolute paths. */
function sites(cause: unknown): { file: string; line: number; column: number }[] {
  const text = cause instanceof Error ? `${plain(cause.message)}\n${cause.stack ?? ''}` : String(cause);
  return [...text.matchAll(SITE)].map((m) => ({
    file: m[1].startsWith('file://') ? fileURLToPath(m[1]) : resolvePath(m[1]),
    line: Number(m[2]),
    column: Number(m[3]),
  }));
}

/** The first stack frame inside the failing module (a top-level `throw`, a bad import binding). */
function stackLocation(file: string, cause: unknown): { line?: number; column?: number } {
  const site = sites(cause).find((s) => s.file === file);
  return site ? { line: site.line, column: site.column } : {};
}

// eslint-disable-next-line no-control-regex
const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

/**
 * The informative line of an error message, without terminal colour codes: the first non-empty
 * line, joined with the next when it only announces it (`Transform failed with 1 error:`).
 */
export function messageOf(error: unknown): string {
  const lines = plain(error instanceof Error ? error.message : String(error))
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
  if (lines.length === 0) return 'unknown error';
  return lines[0].endsWith(':') && lines.length > 1 ? `${lines[0]} ${lines[1]}` : lines[0];
}

/**
 * Imports `file` and checks its default export against `check`. Every problem is pushed to
 * `errors`; `usage` says what the module should export (`export default defineVersion({...})`).
 */
export async function importDefinition<T>(
  file: string,
  check: (value: unknown) => ShapeCheck<T>,
  usage: string,
  errors: ChokepointError[],
): Promise<{ value: T; source: string } | undefined> {
  const imported = await importModule(file);
  if (!imported.ok) {
    errors.push(imported.error);
    return undefined;
  }
  const where = { file: displayPath(file) };
  if (imported.exports.default === undefined) {
    errors.push(new ChokepointError('registration', `no default export: ${usage}`, where));
    return undefined;
  }
  const shape = check(imported.exports.default);
  if (!shape.ok) {
    errors.push(...shapeErrors(shape.issues, imported.source, file));
    return undefined;
  }
  return { value: shape.value, source: imported.source };
}

/** One error per shape issue, each at the line of its field (or of its offending literal) in `source`. */
function shapeErrors(issues: readonly ShapeIssue[], source: string, file: string): ChokepointError[] {
  return issues.map((issue) => {
    const top = topField(issue.field);
    const line = !issue.field
      ? undefined
      : typeof issue.input === 'string' && issue.input !== ''
        ? (lineOfLiteral(source, issue.input, { after: top }) ?? lineOfProperty(source, top))
        : lineOfProperty(source, top);
    return new ChokepointError('registration', issue.message, { file: displayPath(file), line, field: issue.field || undefined });
  });
}

/** The property a field path starts with (`changes` of `changes[2].why`), whose line locates the problem. */
function topField(field: string): string {
  return /^[^.[]+/.exec(field)?.[0] ?? field;
}
