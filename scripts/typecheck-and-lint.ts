/**
 * The type check and ESLint of `npm test` over one TypeScript program. ESLint's type-aware rules
 * need the program `tsc` builds (the same tsconfig.json, every file): run apart, each process
 * parsed, bound and checked the whole project again. Here the program is built once, its
 * diagnostics are printed as `tsc --noEmit` prints them, and ESLint then lints with that program
 * and the types the check already computed. The rules are eslint.config.ts's, unchanged; an
 * editor and `npm run lint` still get their program from typescript-eslint's project service.
 * Fails if either finds an error.
 *
 *   npx tsx scripts/typecheck-and-lint.ts
 */
import { join } from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';

const root = join(import.meta.dirname, '..');
const LINTED = ['src', 'test', 'bench', 'scripts', 'eslint.config.ts', 'knip.config.ts', 'vitest.config.ts'];

const formatHost: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (name) => name,
  getCurrentDirectory: () => root,
  getNewLine: () => '\n',
};

function format(diagnostics: readonly ts.Diagnostic[]): string {
  return process.stdout.isTTY ? ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost) : ts.formatDiagnostics(diagnostics, formatHost);
}

/** tsconfig.json's program and what `tsc --noEmit` reports on it: configuration, syntax and type errors. */
function typecheck(): { program?: ts.Program; diagnostics: readonly ts.Diagnostic[] } {
  const unrecoverable: ts.Diagnostic[] = [];
  const config = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => unrecoverable.push(d),
  });
  if (!config) return { diagnostics: unrecoverable };
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options, projectReferences: config.projectReferences });
  return { program, diagnostics: [...config.errors, ...ts.getPreEmitDiagnostics(program)] };
}

async function lint(program: ts.Program): Promise<{ text: string; errors: number }> {
  const eslint = new ESLint({
    cwd: root,
    // Only the source of type information changes: the linted files are all in the program (the
    // JavaScript module of src/ keeps its untyped configuration, which turns the program off).
    overrideConfig: { files: ['**/*.ts'], languageOptions: { parserOptions: { programs: [program], projectService: false } } },
  });
  const results = await eslint.lintFiles(LINTED);
  const formatter = await eslint.loadFormatter('stylish');
  return { text: await formatter.format(results), errors: results.reduce((sum, r) => sum + r.errorCount, 0) };
}

const { program, diagnostics } = typecheck();
process.stdout.write(format(diagnostics));
const linted = program ? await lint(program) : { text: '', errors: 0 };
process.stdout.write(linted.text);
if (!program || diagnostics.some((d) => d.category === ts.DiagnosticCategory.Error) || linted.errors > 0) process.exitCode = 1;
