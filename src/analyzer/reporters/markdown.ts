import { renderMarkdownTable } from '../../rendering/index.ts';
import { findingMessage, findingSeverity } from '../finding-view.ts';
import type { LintFinding, LintResult } from '../lint.ts';
import { relativePath } from './relative.ts';
import { describeConfirmation, describeWitness } from './witness.ts';

/** A pull-request comment: one table of every problem and finding with its witness; refuted findings (`--confirm`) in a table of their own. */
export function lintMarkdown(result: LintResult): string {
  const { root } = result;
  const witness = (f: LintFinding) => `${describeWitness(f.witness, f.judge)}${f.confirmation ? ` (${describeConfirmation(f.confirmation)})` : ''}`;
  const rows = [
    ...result.problems.map((p) => [`${relativePath(p.file, root)}:${p.line}:${p.column}`, p.severity, p.kind, p.message, '']),
    ...result.findings.map((f) => [`${relativePath(f.file, root)}:${f.line}:${f.column}`, findingSeverity(f), f.ruleId, findingMessage(f), witness(f)]),
  ];
  const known = result.knownCount > 0 ? `, ${result.knownCount} known (documented in the version manifests, not counted)` : '';
  const confirm = result.confirm
    ? ` Witnesses run: ${result.confirm.confirmed} confirmed, ${result.confirm.refuted} refuted (mistakes of the analyzer, not counted), ${result.confirm.unconfirmable} unconfirmable.`
    : '';
  const head = `**chokepoint lint**: ${result.errorCount} error(s), ${result.warningCount} warning(s)${known} in ${result.files.length} file(s).${confirm}\n`;
  const table = rows.length === 0 ? '' : `\n${renderMarkdownTable({ columns: ['where', 'severity', 'rule', 'message', 'witness'], rows })}`;
  const refuted = result.refuted ?? [];
  const mistakes =
    refuted.length === 0
      ? ''
      : `\n**Refuted** (the judge answered the witness rightly: mistakes of the analyzer, not defects of the judge):\n\n${renderMarkdownTable({
          columns: ['where', 'rule', 'message', 'witness'],
          rows: refuted.map((f) => [`${relativePath(f.file, root)}:${f.line}:${f.column}`, f.ruleId, f.message, witness(f)]),
        })}`;
  return `${head}${table}${mistakes}`;
}
