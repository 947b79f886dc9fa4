import { displayPath } from '../registry-parts.ts';
import { displayWidth, paint, paragraph, wrapText, type RenderOptions, type Style } from '../../rendering/index.ts';
import { findingMessage, findingSeverity } from '../finding-view.ts';
import type { LintResult } from '../lint.ts';
import { ruleDocsPath } from '../rule-docs.ts';
import { relativePath } from './relative.ts';
import { witnessLine } from './witness.ts';

const SEVERITY_STYLES: Readonly<Record<string, Style>> = { error: 'red', warning: 'yellow', known: 'cyan' };

/**
 * ESLint's "stylish": findings grouped by file, `line:column  severity  message  rule`, each with
 * its witness on a dimmed line under it (and, with `--confirm`, what running it showed). Findings a
 * version manifest documents show as `known` and do not count; refuted findings (`--confirm`) are
 * listed apart as the analyzer's mistakes; the rules reported are listed with the path of their
 * documentation page. Fitted to `options.width`: a long message wraps under itself, the rule id
 * after its last line.
 */
export function stylish(result: LintResult, options: RenderOptions = {}): string {
  const { root } = result;
  type Line = { line: number; column: number; severity: string; message: string; rule: string; witness?: string };
  const byFile = new Map<string, Line[]>();
  const add = (file: string, entry: Line) => {
    const list = byFile.get(file) ?? [];
    list.push(entry);
    byFile.set(file, list);
  };
  for (const p of result.problems) add(p.file, { line: p.line, column: p.column, severity: p.severity, message: p.message, rule: p.kind });
  for (const f of result.findings) {
    add(f.file, { line: f.line, column: f.column, severity: findingSeverity(f), message: findingMessage(f), rule: f.ruleId, witness: witnessLine(f) });
  }
  const out: string[] = [];
  for (const file of [...byFile.keys()].sort()) {
    out.push(paint(relativePath(file, root), 'underline', options));
    const lines = byFile.get(file)!.sort((a, b) => a.line - b.line || a.column - b.column);
    const where = lines.map((l) => `${l.line}:${l.column}`);
    const width = where.reduce((n, w) => Math.max(n, w.length), 0);
    const indent = 2 + width + 2 + 7 + 2;
    for (const [i, l] of lines.entries()) {
      const text = `${l.message}  ${l.rule}`;
      const wrapped =
        options.width === undefined || indent + displayWidth(text) <= options.width ? [text] : wrapText(text, Math.max(20, options.width - indent));
      const last = wrapped.length - 1;
      // The rule id, the last word, dimmed like ESLint's.
      wrapped[last] = wrapped[last].endsWith(l.rule) ? wrapped[last].slice(0, -l.rule.length) + paint(l.rule, 'dim', options) : wrapped[last];
      const severity = paint(l.severity, SEVERITY_STYLES[l.severity], options) + ' '.repeat(Math.max(0, 7 - l.severity.length));
      out.push(`  ${paint(where[i].padEnd(width), 'dim', options)}  ${severity}  ${wrapped[0]}`, ...wrapped.slice(1).map((w) => ' '.repeat(indent) + w));
      if (l.witness !== undefined) out.push(...fitted(l.witness, indent, options).map((w) => ' '.repeat(indent) + paint(w, 'dim', options)));
    }
    out.push('');
  }
  const refuted = result.refuted ?? [];
  if (refuted.length > 0) {
    out.push(
      paint(
        'Refuted: the judge answered these witnesses rightly, so they are mistakes of the analyzer, not defects of the judge (not counted):',
        'underline',
        options,
      ),
    );
    for (const f of refuted) {
      const text = `${relativePath(f.file, root)}:${f.line}:${f.column}  ${f.ruleId}  ${f.message}`;
      out.push(...fitted(text, 2, options).map((w) => `  ${w}`), ...fitted(witnessLine(f), 4, options).map((w) => `    ${paint(w, 'dim', options)}`));
    }
    out.push('');
  }
  const rules = [...new Set(result.findings.map((f) => f.ruleId))].sort();
  if (rules.length > 0) {
    const width = rules.reduce((n, r) => Math.max(n, r.length), 0);
    out.push('Rule docs:', ...rules.map((r) => `  ${r.padEnd(width)}  ${displayPath(ruleDocsPath(r), root)}`), '');
  }
  if (result.fixes) out.push(...fixLines(result.fixes, root));
  const total = result.errorCount + result.warningCount;
  const notes = [
    result.knownCount > 0 ? `${result.knownCount} known (documented in the version manifests, not counted)` : '',
    result.suppressedCount > 0 ? `${result.suppressedCount} suppressed by inline disables` : '',
    result.ignored.length > 0 ? `${result.ignored.length} file(s) ignored by the config` : '',
    result.cache ? `cache: ${result.cache.reused} of ${result.files.length} file analyses reused` : '',
    result.confirm
      ? `witnesses run: ${result.confirm.confirmed} confirmed, ${result.confirm.refuted} refuted (analyzer mistakes, not counted), ${result.confirm.unconfirmable} unconfirmable`
      : '',
  ].filter((n) => n !== '');
  const tail = notes.length > 0 ? `; ${notes.join('; ')}` : '';
  const summary =
    total === 0
      ? `${result.files.length} file(s) linted, no problems${tail}.`
      : `✖ ${total} problem(s) (${result.errorCount} error(s), ${result.warningCount} warning(s)) in ${result.files.length} file(s) linted${tail}`;
  const painted = paragraph(summary, options)
    .trimEnd()
    .split('\n')
    .map((line) => paint(line, total === 0 ? undefined : result.errorCount > 0 ? 'red' : 'yellow', options));
  return `${[...out, ...painted].join('\n')}\n`;
}

/** A text wrapped to the width left after `indent` (whole when there is no width). */
function fitted(text: string, indent: number, options: RenderOptions): string[] {
  return options.width === undefined || indent + displayWidth(text) <= options.width ? [text] : wrapText(text, Math.max(20, options.width - indent));
}

/** `--fix` / `--fix-dry-run`: each rewrite kept (applied, or that would be) and each re-analysis refused. */
function fixLines(fixes: NonNullable<LintResult['fixes']>, root: string): string[] {
  const kept = fixes.files.flatMap((f) => f.applied.map((a) => ({ file: f.file, ...a })));
  const refused = fixes.files.flatMap((f) => f.refused.map((a) => ({ file: f.file, ...a })));
  const line = (a: (typeof kept)[number]) => `  ${relativePath(a.file, root)}:${a.line}:${a.column}  ${a.ruleId}: ${a.description}`;
  return [
    `${fixes.written ? 'Fixed' : 'Would fix (--fix writes them)'}: ${kept.length} finding(s) in ${fixes.files.filter((f) => f.applied.length > 0).length} file(s), each re-analysed (the finding gone, nothing new); run validate to check the verdicts on the references.`,
    ...kept.map(line),
    ...(refused.length > 0
      ? [`Not fixed: ${refused.length} rewrite(s) that re-analysis refused (the finding stayed, or another appeared):`, ...refused.map(line)]
      : []),
    '',
  ];
}
