import { renderMarkdownTable } from '../../rendering/table.ts';
import type { LintResult } from '../lint.ts';
import { relativePath } from './relative.ts';

/** A pull-request comment: one table of every problem and finding. */
export function lintMarkdown(result: LintResult): string {
  const { root } = result;
  const rows = [
    ...result.problems.map((p) => [`${relativePath(p.file, root)}:${p.line}:${p.column}`, p.severity, p.kind, p.message]),
    ...result.findings.map((f) => [
      `${relativePath(f.file, root)}:${f.line}:${f.column}`,
      f.known ? `known (${f.known.version})` : f.severity,
      f.ruleId,
      f.known ? `${f.message} Known: ${f.known.note}` : f.message,
    ]),
  ];
  const known = result.knownCount > 0 ? `, ${result.knownCount} known (documented in the version manifests, not counted)` : '';
  const head = `**chokepoint lint**: ${result.errorCount} error(s), ${result.warningCount} warning(s)${known} in ${result.files.length} file(s).\n`;
  return rows.length === 0 ? head : `${head}\n${renderMarkdownTable({ columns: ['where', 'severity', 'rule', 'message'], rows })}`;
}
