import type { LintFinding, LintResult } from '../lint.ts';
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
    findings: result.findings.map((f) => jsonFinding(f, root)),
    ...(result.confirm ? { confirm: result.confirm, refuted: (result.refuted ?? []).map((f) => jsonFinding(f, root)) } : {}),
    ...(result.fixes ? { fixes: { written: result.fixes.written, files: result.fixes.files.map((f) => ({ ...f, file: relativePath(f.file, root) })) } } : {}),
  };
  return `${JSON.stringify(out, null, 2)}\n`;
}

/** A finding with its paths relative to the root: where it is, the judge's module, where its witness's change is written. */
function jsonFinding(finding: LintFinding, root: string): LintFinding {
  const { witness } = finding;
  return {
    ...finding,
    file: relativePath(finding.file, root),
    judgeFile: relativePath(finding.judgeFile, root),
    witness: witness.kind === 'run' && witness.at ? { ...witness, at: { ...witness.at, file: relativePath(witness.at.file, root) } } : witness,
  };
}
