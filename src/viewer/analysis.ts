import type { JudgeDiff, LintResult, TaxonomyReport, RuleId, ViewedFinding } from '../analyzer/index.ts';
import {
  changedJudgesTable,
  taskPresenceTable,
  findingMessage,
  findingSeverity,
  judgeCounts,
  judgeTable,
  relativePath,
  witnessLine,
  docsUrl,
  TAXONOMY_DOCS,
  ruleById,
} from '../analyzer/index.ts';
import type { FlipReport } from '../rescore/index.ts';
import { flipsTable } from '../rescore/index.ts';
import { findingsTable, groupFindings } from '../validate/index.ts';
import type { ValidationReport } from '../validate/index.ts';
import { html, type Html } from './html.ts';
import { standalonePage, tableHtml } from './layout.ts';

/**
 * The static analysis in HTML: the taxonomy, the version diff, lint findings (each with its rule's
 * documentation) and the validation findings. The judges page of the site and the single-file
 * `--format html` of `report`, `diff` and `lint` are built from these sections.
 */

/** The documentation of each rule that has findings: what it reports, why it matters, a reported and a right judge. */
function ruleDocs(ruleIds: readonly RuleId[]): Html {
  const ids = [...new Set(ruleIds)].sort();
  if (ids.length === 0) return html``;
  return html`<h3>Rules with findings</h3>${ids.map((id) => {
    const rule = ruleById(id);
    if (!rule) return html`<h4 id="rule-${id}">${id}</h4><p class="note">no documentation for this rule</p>`;
    return html`<section class="rule" id="rule-${id}"><h4><code>${id}</code> <span class="badge ${rule.severity === 'error' ? 'fail' : 'warn'}">${rule.severity}</span></h4><p>${rule.docs.description}</p><p class="note">${rule.docs.rationale}</p><details><summary>Reported and right examples</summary><p>Reported:</p><pre>${rule.docs.invalid.code}</pre><p>Right:</p><pre>${rule.docs.valid.code}</pre></details></section>`;
  })}`;
}

const SEVERITY_BADGE = { error: 'fail', warning: 'warn', known: 'neutral' } as const;

/** Findings as lint shows them (finding-view.ts): a documented defect as `known`, with the manifest that documents it; `note` after the message (the witness). */
function findingRows(findings: readonly { where: string; task?: string; judge?: string; finding: ViewedFinding; note?: string }[]): Html {
  return html`<div class="scroll"><table data-sortable><thead><tr>${['where', 'task', 'judge', 'severity', 'rule', 'message'].map((c) => html`<th><button class="sort" type="button">${c}</button></th>`)}</tr></thead><tbody>${findings.map(
    ({ where, task, judge, finding, note }) =>
      html`<tr><td class="mono">${where}</td><td>${task ?? finding.task ?? ''}</td><td>${judge ?? finding.judge ?? ''}</td><td><span class="badge ${SEVERITY_BADGE[findingSeverity(finding)]}">${findingSeverity(finding)}</span></td><td><a href="#rule-${finding.ruleId}">${finding.ruleId}</a></td><td>${`${findingMessage(finding)}${note ? ` — ${note}` : ''}`}</td></tr>`,
  )}</tbody></table></div>`;
}

function problemList(problems: readonly string[]): Html {
  return problems.length === 0 ? html`` : html`<h3>Problems</h3><ul>${problems.map((p) => html`<li class="mono">${p}</li>`)}</ul>`;
}

export function taxonomySection(report: TaxonomyReport, root: string): Html {
  const findings = report.rows.flatMap((r) =>
    r.findings.map((f) => ({ where: `${relativePath(r.file, root)}:${f.line}:${f.column}`, task: r.task, judge: r.judge, finding: f })),
  );
  const summaries = report.summary.map(
    (s) => html`<div>${tableHtml({ columns: [s.axis, 'judges'], rows: Object.entries(s.counts), align: ['left', 'right'] })}</div>`,
  );
  return html`<p class="lead">${`${judgeCounts(report)} at ${report.version}. Static analysis: no judge is run.`}</p>
<h3>How the judges decide, per axis</h3><p class="note">Axes and their values are defined in <a href="${docsUrl(TAXONOMY_DOCS)}">the taxonomy</a>.</p><div class="charts">${summaries}</div>
<h3>Judges</h3>${tableHtml(judgeTable(report), { sortable: true })}
<h3>Findings</h3>${findings.length === 0 ? html`<p>None.</p>` : findingRows(findings)}${ruleDocs(findings.map((f) => f.finding.ruleId))}${problemList(report.problems)}`;
}

export function diffSection(diff: JudgeDiff, flips?: FlipReport): Html {
  const presence = (title: string, rows: JudgeDiff['added']) =>
    html`<h3>${title}</h3>${rows.length === 0 ? html`<p>None.</p>` : tableHtml(taskPresenceTable(rows))}`;
  const changed = changedJudgesTable(diff);
  return html`<p class="lead">${`${diff.from} → ${diff.to}: ${diff.added.length} tasks added, ${diff.removed.length} removed, ${diff.changed.length} judges changed, ${diff.sameSemantics.length} redefined with the same judge semantics, ${diff.unchanged} unchanged.`}</p>
<h3>Changed judges</h3>${changed.rows.length === 0 ? html`<p>None.</p>` : tableHtml(changed, { sortable: true })}${presence('Added tasks', diff.added)}${presence('Removed tasks', diff.removed)}${
    diff.sameSemantics.length > 0 ? html`<h3>Redefined, same judge semantics</h3><p>${diff.sameSemantics.join(', ')}</p>` : ''
  }${flips ? flipsSection(flips) : ''}`;
}

function flipsSection(flips: FlipReport): Html {
  const table = flipsTable(flips);
  return html`<h3>${`Stored verdicts that flip from ${flips.from} to ${flips.to}`}</h3><p class="note">${`${flips.compared} of ${flips.scenarios} stored scenarios judged under both versions (replayed once, no model call); ${flips.flips.length} verdict(s) flip.`}</p>${
    table.rows.length === 0 ? html`<p>None.</p>` : tableHtml(table, { sortable: true })
  }${flips.skipped.length > 0 ? html`<ul>${flips.skipped.map((s) => html`<li>${`not judged: ${s.scenario}: ${s.reason}`}</li>`)}</ul>` : ''}`;
}

function lintSection(result: LintResult, root: string): Html {
  const problems = result.problems.map((p) => `${relativePath(p.file, root)}:${p.line}:${p.column}: ${p.severity}: ${p.kind}: ${p.message}`);
  const findings = result.findings.map((f) => ({ where: `${relativePath(f.file, root)}:${f.line}:${f.column}`, finding: f, note: witnessLine(f) }));
  const refuted = (result.refuted ?? []).map((f) => ({ where: `${relativePath(f.file, root)}:${f.line}:${f.column}`, finding: f, note: witnessLine(f) }));
  const how = result.confirm
    ? `Each finding's witness was run in the sandbox: ${result.confirm.confirmed} confirmed, ${result.confirm.refuted} refuted, ${result.confirm.unconfirmable} unconfirmable.`
    : 'Static analysis: no judge is run.';
  return html`<p class="lead">${`${result.errorCount} error(s), ${result.warningCount} warning(s)${result.knownCount > 0 ? `, ${result.knownCount} known (documented in the version manifests, not counted)` : ''} in ${result.files.length} file(s). ${how}`}</p>${problemList(problems)}<h3>Findings</h3>${
    findings.length === 0 ? html`<p>None.</p>` : findingRows(findings)
  }${refuted.length === 0 ? '' : html`<h3>Refuted: mistakes of the analyzer, not defects of the judge</h3>${findingRows(refuted)}`}${ruleDocs(result.findings.map((f) => f.ruleId))}`;
}

export function validationSection(report: ValidationReport): Html {
  const groups = groupFindings(report.findings);
  const documented = report.findings.filter((f) => f.documented).length;
  return html`<p class="lead">${`${report.judges.length} judges at ${report.version} run on the untouched environment, their reference solution, benign traces and mutants of the reference: ${report.findings.length} findings (${documented} documented in the version manifest, ${report.explained.length} explained, ${report.undocumented.length} undocumented).`}</p>${
    groups.length === 0 ? html`<p>No findings.</p>` : tableHtml(findingsTable(groups), { sortable: true })
  }${report.unconfirmed.length > 0 ? html`<p class="note">Documented but not confirmed by any check:</p><ul>${report.unconfirmed.map((u) => html`<li>${`${u.task} ${u.judge} ${u.defect}`}</li>`)}</ul>` : ''}`;
}

/** `chokepoint report --format html`. */
export function taxonomyPage(report: TaxonomyReport, root: string): string {
  return standalonePage(`Judge taxonomy at ${report.version}`, html`<h1>${`Judge taxonomy at ${report.version}`}</h1>${taxonomySection(report, root)}`);
}

/** `chokepoint diff --format html`. */
export function diffPage(diff: JudgeDiff, flips?: FlipReport): string {
  return standalonePage(`Judge diff ${diff.from} → ${diff.to}`, html`<h1>${`Judge diff ${diff.from} → ${diff.to}`}</h1>${diffSection(diff, flips)}`);
}

/** `chokepoint lint --format html`. */
export function lintPage(result: LintResult, root: string): string {
  return standalonePage('Lint', html`<h1>chokepoint lint</h1>${lintSection(result, root)}`);
}
