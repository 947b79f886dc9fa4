import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { ChokepointError } from '../errors.ts';
import { typescriptApi } from './typescript-api.ts';
import { displayPath } from './paths.ts';

export type ImportResult =
  | { readonly ok: true; readonly exports: Record<string, unknown>; readonly source: string }
  | { readonly ok: false; readonly error: ChokepointError };

/**
 * Imports a TypeScript module through the active loader (tsx from the CLI, vite under vitest).
 * The loaders word syntax errors differently, so a failing module is first parsed with the
 * TypeScript parser: its first syntax error gives a loader-independent `file:line:column`.
 */
export async function importModule(file: string): Promise<ImportResult> {
  let source: string;
  try {
    source = await readFile(file, 'utf8');
  } catch (cause) {
    return { ok: false, error: new ChokepointError('io', `cannot read: ${messageOf(cause)}`, { file: displayPath(file) }) };
  }
  try {
    const exports = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    return { ok: true, exports, source };
  } catch (cause) {
    return { ok: false, error: await describeLoadFailure(file, source, cause) };
  }
}

async function describeLoadFailure(file: string, source: string, cause: unknown): Promise<ChokepointError> {
  const syntax = await firstSyntaxError(file, source);
  if (syntax) {
    return new ChokepointError('module-load', `syntax error: ${syntax.message}`, {
      file: displayPath(file),
      line: syntax.line,
      column: syntax.column,
    }, { cause });
  }
  const where = stackLocation(file, cause);
  return new ChokepointError('module-load', `module failed to load: ${messageOf(cause)}`, {
    file: displayPath(file),
    ...where,
  }, { cause });
}

async function firstSyntaxError(
  file: string,
  source: string,
): Promise<{ message: string; line: number; column: number } | undefined> {
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

/** The first stack frame inside the failing module (a top-level `throw`, a bad import binding). */
function stackLocation(file: string, cause: unknown): { line?: number; column?: number } {
  const stack = cause instanceof Error ? (cause.stack ?? '') : '';
  const href = pathToFileURL(file).href;
  for (const frame of stack.split('\n')) {
    const match = /\(?((?:file:\/\/)?[^()\s]+):(\d+):(\d+)\)?\s*$/.exec(frame);
    if (match && (match[1] === file || match[1] === href)) return { line: Number(match[2]), column: Number(match[3]) };
  }
  return {};
}

/** First line of an error message, without terminal colour codes. */
export function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  // eslint-disable-next-line no-control-regex
  const plain = text.replace(/\u001b\[[0-9;]*m/g, '');
  return plain.split('\n').map((l) => l.trim()).find((l) => l !== '') ?? 'unknown error';
}
