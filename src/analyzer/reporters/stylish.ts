import type { LintResult } from '../lint.ts';
import { relativePath } from './relative.ts';

/** ESLint's "stylish": findings grouped by file, `line:column  severity  message  rule`. */
export function stylish(result: LintResult): string {
  const { root } = result;
  type Line = { line: number; column: number; severity: string; message: string; rule: string };
  const byFile = new Map<string, Line[]>();
  const add = (file: string, entry: Line) => {
    const list = byFile.get(file) ?? [];
    list.push(entry);
    byFile.set(file, list);
  };
  for (const p of result.problems) add(p.file, { line: p.line, column: p.column, severity: 'error', message: p.message, rule: p.kind });
  for (const f of result.findings) add(f.file, { line: f.line, column: f.column, severity: f.severity, message: f.message, rule: f.ruleId });
  const out: string[] = [];
  for (const file of [...byFile.keys()].sort()) {
    out.push(relativePath(file, root));
    const lines = byFile.get(file)!.sort((a, b) => a.line - b.line || a.column - b.column);
    const where = lines.map((l) => `${l.line}:${l.column}`);
    const width = Math.max(...where.map((w) => w.length));
    lines.forEach((l, i) => out.push(`  ${where[i].padEnd(width)}  ${l.severity.padEnd(7)}  ${l.message}  ${l.rule}`));
    out.push('');
  }
  const total = result.errorCount + result.warningCount;
  if (total === 0) return `${result.files.length} file(s) linted, no problems.\n`;
  out.push(`✖ ${total} problem(s) (${result.errorCount} error(s), ${result.warningCount} warning(s)) in ${result.files.length} file(s) linted`);
  return `${out.join('\n')}\n`;
}
