import { displayPath } from '../../registry/index.ts';
import type { LintResult } from '../lint.ts';
import { ruleDocsPath } from '../rule-docs.ts';
import { relativePath } from './relative.ts';

/**
 * ESLint's "stylish": findings grouped by file, `line:column  severity  message  rule`. Findings a
 * version manifest documents show as `known` and do not count; the rules reported are listed with
 * the path of their documentation page.
 */
export function stylish(result: LintResult): string {
  const { root } = result;
  type Line = { line: number; column: number; severity: string; message: string; rule: string };
  const byFile = new Map<string, Line[]>();
  const add = (file: string, entry: Line) => {
    const list = byFile.get(file) ?? [];
    list.push(entry);
    byFile.set(file, list);
  };
  for (const p of result.problems) add(p.file, { line: p.line, column: p.column, severity: p.severity, message: p.message, rule: p.kind });
  for (const f of result.findings) {
    const message = f.known ? `${f.message} (known defect, documented in the ${f.known.version} manifest)` : f.message;
    add(f.file, { line: f.line, column: f.column, severity: f.known ? 'known' : f.severity, message, rule: f.ruleId });
  }
  const out: string[] = [];
  for (const file of [...byFile.keys()].sort()) {
    out.push(relativePath(file, root));
    const lines = byFile.get(file)!.sort((a, b) => a.line - b.line || a.column - b.column);
    const where = lines.map((l) => `${l.line}:${l.column}`);
    const width = Math.max(...where.map((w) => w.length));
    lines.forEach((l, i) => out.push(`  ${where[i].padEnd(width)}  ${l.severity.padEnd(7)}  ${l.message}  ${l.rule}`));
    out.push('');
  }
  const rules = [...new Set(result.findings.map((f) => f.ruleId))].sort();
  if (rules.length > 0) {
    const width = Math.max(...rules.map((r) => r.length));
    out.push('Rule docs:', ...rules.map((r) => `  ${r.padEnd(width)}  ${displayPath(ruleDocsPath(r), root)}`), '');
  }
  const total = result.errorCount + result.warningCount;
  const notes = [
    result.knownCount > 0 ? `${result.knownCount} known (documented in the version manifests, not counted)` : '',
    result.suppressedCount > 0 ? `${result.suppressedCount} suppressed by inline disables` : '',
    result.ignored.length > 0 ? `${result.ignored.length} file(s) ignored by the config` : '',
    result.cache ? `cache: ${result.cache.reused} of ${result.files.length} file analyses reused` : '',
  ].filter((n) => n !== '');
  const tail = notes.length > 0 ? `; ${notes.join('; ')}` : '';
  if (total === 0) out.push(`${result.files.length} file(s) linted, no problems${tail}.`);
  else out.push(`✖ ${total} problem(s) (${result.errorCount} error(s), ${result.warningCount} warning(s)) in ${result.files.length} file(s) linted${tail}`);
  return `${out.join('\n')}\n`;
}
