import type { LintResult } from '../lint.ts';
import { relativePath } from './relative.ts';

/** Machine-readable lint output: paths relative to the result's `root`, stable order. */
export function lintJson(result: LintResult): string {
  const { root } = result;
  const out = {
    files: result.files.map((f) => relativePath(f, root)),
    errorCount: result.errorCount,
    warningCount: result.warningCount,
    knownCount: result.knownCount,
    suppressedCount: result.suppressedCount,
    ignored: result.ignored.map((f) => relativePath(f, root)),
    problems: result.problems.map((p) => ({ ...p, file: relativePath(p.file, root) })),
    findings: result.findings.map((f) => ({ ...f, file: relativePath(f.file, root) })),
  };
  return `${JSON.stringify(out, null, 2)}\n`;
}
