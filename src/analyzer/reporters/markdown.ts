import { renderMarkdownTable } from '../../rendering/table.ts';
import type { LintResult } from '../lint.ts';
import { relativePath } from './relative.ts';

/** A pull-request comment: one table of every problem and finding. */
export function lintMarkdown(result: LintResult): string {
  const { root } = result;
  const rows = [
    ...result.problems.map((p) => [`${relativePath(p.file, root)}:${p.line}:${p.column}`, 'error', p.kind, p.message]),
    ...result.findings.map((f) => [`${relativePath(f.file, root)}:${f.line}:${f.column}`, f.severity, f.ruleId, f.message]),
  ];
  const head = `**chokepoint lint**: ${result.errorCount} error(s), ${result.warningCount} warning(s) in ${result.files.length} file(s).\n`;
  return rows.length === 0 ? head : `${head}\n${renderMarkdownTable({ columns: ['where', 'severity', 'rule', 'message'], rows })}`;
}
