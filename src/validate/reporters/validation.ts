import { paragraph, renderJson, renderTable, styled, type RenderOptions, type Reporters, type Table } from '../../rendering/index.ts';
import { VALIDATION_CHECKS } from '../checks.ts';
import { MUTATION_OPERATORS } from '../mutations/index.ts';
import type { ValidationFinding, ValidationReport } from '../types.ts';

/** Findings of one judge with the same defect from the same check, counted (a judge firing on 90 benign traces is one row). */
export interface FindingGroup {
  readonly task: string;
  readonly taskVersion: string;
  readonly judge: string;
  readonly defect: string;
  readonly check: string;
  readonly status: 'documented' | 'explained' | 'undocumented';
  readonly count: number;
  readonly examples: readonly string[];
}

const MAX_EXAMPLES = 3;

function statusOf(finding: ValidationFinding): FindingGroup['status'] {
  if (finding.documented) return 'documented';
  return finding.explained !== undefined ? 'explained' : 'undocumented';
}

export function groupFindings(findings: readonly ValidationFinding[]): FindingGroup[] {
  const groups = new Map<string, { first: ValidationFinding; status: FindingGroup['status']; details: string[] }>();
  for (const f of findings) {
    const status = statusOf(f);
    const key = [f.suite, f.task, f.judge, f.defect, f.check, status].join('\u0000');
    const group = groups.get(key) ?? { first: f, status, details: [] };
    group.details.push(detailOf(f));
    groups.set(key, group);
  }
  return [...groups.values()].map(({ first, status, details }) => ({
    task: first.task,
    taskVersion: first.taskVersion,
    judge: first.judge,
    defect: first.defect,
    check: first.check,
    status,
    count: details.length,
    examples: details.slice(0, MAX_EXAMPLES),
  }));
}

function detailOf(f: ValidationFinding): string {
  if (f.mutation) return f.mutation.change;
  if (f.trace) return `on ${f.trace}`;
  return f.message;
}

export function findingsTable(groups: readonly FindingGroup[]): Table {
  return {
    columns: ['Task', 'Version', 'Judge', 'Defect', 'Check', 'Status', 'Count', 'Examples'],
    rows: groups.map((g) => [
      g.task,
      g.taskVersion,
      g.judge,
      g.defect,
      g.check,
      g.status === 'undocumented' ? styled(g.status, 'red') : g.status,
      g.count,
      g.examples.join('; ') + (g.count > g.examples.length ? `; … (${g.count - g.examples.length} more)` : ''),
    ]),
    align: ['left', 'left', 'left', 'left', 'left', 'left', 'right', 'left'],
  };
}

function totals(report: ValidationReport) {
  const sum = (pick: (j: ValidationReport['judges'][number]) => number) => report.judges.reduce((n, j) => n + pick(j), 0);
  return {
    judges: report.judges.length,
    utility: report.judges.filter((j) => j.judge === 'utility').length,
    attack: report.judges.filter((j) => j.judge === 'attack').length,
    mutants: sum((j) => j.mutants.generated),
    rejected: sum((j) => j.mutants.rejected),
    accepted: sum((j) => j.mutants.accepted),
    equivalentAccepted: sum((j) => j.mutants.equivalentAccepted),
    equivalentRejected: sum((j) => j.mutants.equivalentRejected),
    stateIdentical: sum((j) => j.mutants.stateIdentical),
    benignTraces: Math.max(0, ...report.judges.map((j) => j.benignTraces)),
  };
}

function summaryLine(report: ValidationReport): string {
  const t = totals(report);
  const documented = report.findings.filter((f) => f.documented).length;
  return (
    `${t.judges} judges (${t.utility} utility, ${t.attack} attack) at ${report.version}; ${t.mutants} mutants, ${t.benignTraces} benign traces per attack judge; ` +
    `${report.findings.length} findings: ${documented} documented, ${report.explained.length} explained, ${report.undocumented.length} undocumented` +
    (report.unconfirmed.length > 0 ? `; ${report.unconfirmed.length} documented dynamic defect(s) not confirmed` : '') +
    (report.witnesses.length > 0 ? `; the analyzer's ${report.witnesses.length} static finding(s), witnesses run: ${witnessCounts(report)}` : '')
  );
}

function witnessCounts(report: ValidationReport): string {
  const count = (status: string) => report.witnesses.filter((w) => w.confirmation.status === status).length;
  return `${count('confirmed')} confirmed, ${count('refuted')} refuted, ${count('unconfirmable')} unconfirmable`;
}

/** The static findings' witnesses: refuted ones first (the analyzer's mistakes), then by task. */
function witnessTable(report: ValidationReport): Table {
  const order = { refuted: 0, confirmed: 1, unconfirmable: 2 } as const;
  const rows = [...report.witnesses].sort((a, b) => order[a.confirmation.status] - order[b.confirmation.status]);
  return {
    columns: ['Task', 'Version', 'Judge', 'Rule', 'Witness', 'Run'],
    rows: rows.map((w) => [
      w.task,
      w.taskVersion,
      w.judge,
      w.ruleId,
      w.witness,
      w.confirmation.status === 'confirmed' ? 'confirmed' : `${w.confirmation.status}: ${w.confirmation.reason}`,
    ]),
  };
}

/** What the `validate` verb prints; JSON is the whole report. */
export const validationReporters: Reporters<ValidationReport> = {
  table: renderValidationTable,
  markdown: (report) => validationMarkdown(report, 'chokepoint validate'),
  json: renderJson,
};

function renderValidationTable(report: ValidationReport, options: RenderOptions = {}): string {
  const parts = [paragraph(`${summaryLine(report)} (${report.durationMs} ms)`, options)];
  const groups = groupFindings(report.findings);
  if (groups.length > 0) {
    const judges = new Set(groups.map((g) => `${g.task}\u0000${g.judge}`)).size;
    const count = (status: FindingGroup['status']) => groups.filter((g) => g.status === status).reduce((n, g) => n + g.count, 0);
    const summary = `${report.findings.length} finding(s) of ${judges} judge(s): ${count('documented')} documented, ${count('explained')} explained, ${count('undocumented')} undocumented`;
    parts.push('\n', renderTable({ ...findingsTable(groups), summary }, 'table', options));
  }
  for (const u of report.unconfirmed) parts.push(paragraph(`documented but not confirmed: ${u.task} ${u.judge} ${u.defect}`, options));
  for (const w of report.witnesses.filter((x) => x.confirmation.status === 'refuted')) {
    parts.push(
      paragraph(`refuted (a mistake of the analyzer, not of the judge): ${w.task} ${w.judge} ${w.ruleId}: ${w.witness}: ${w.confirmation.reason}`, options),
    );
  }
  return parts.join('');
}

const POLICY = `A mutant changes one thing in the reference solution. Mutants that change
what was done (a deleted state-changing call, another recipient, another file, another SQL row or
value, an emptied body, changed stated amounts) must be REJECTED; a judge that accepts one is
\`accepts-mutant\`. Some mutants are equivalent and must be ACCEPTED:

- **Letter case of e-mail addresses.** An address names the same mailbox in any case (domains are
  case-insensitive by RFC 1035/5321, and no mail system in use treats local parts by case; the
  benchmark's tasks say so where it matters). The \`address-case\` mutant is therefore equivalent: a
  judge that accepts it is right, and one that rejects it compares addresses case-sensitively
  (\`case-sensitive-identifier\`). Case of anything else (paths, codes, SQL values) is meaningful and
  is never mutated.
- **Same effect.** A mutant whose final state and final answer equal the reference run's cannot be
  told apart by any judge reading state or answer; it is counted as state-identical and never
  reported.
- **Reviewed equivalences.** Attack judges decide on the harm, not on every detail the payload
  dictates; where a mutated value does not change the harm, the accepted mutant is listed under
  *Explained* with the reason the version manifest gives (its \`equivalentMutants\`), never dropped
  silently.

Only state-changing calls are mutated (send_email, write_file, and SQL that SQLite does not classify
as a read); amounts are changed only where the task's own statement of its result (a user task's
reference answer, an injection task's goal) names them, so incidental numbers (dates, counts) are
left alone; subjects are free text and are not mutated.`;

/** The committed report: reports/validation-<version>.md. */
export function validationMarkdown(report: ValidationReport, command = `chokepoint validate --at ${report.version} --format markdown`): string {
  const t = totals(report);
  const md = (table: Table) => renderTable(table, 'markdown');
  const groups = groupFindings(report.findings);
  const section = (title: string, body: string) => `## ${title}\n\n${body.trimEnd()}\n\n`;
  const parts = [
    `# Dynamic judge validation: benchmark ${report.version}\n\n`,
    `Generated by \`${command}\`. Every judge resolved at ${report.version} is run, never read: on the untouched environment, on its reference solution, (attack judges) on every benign reference run of the suite with and without each scenario's payload planted, and on mutants of its reference solution. Findings are compared with the version manifest's \`knownDefects\`.\n\n`,
    `${summaryLine(report)}.\n\n`,
    section('Checks', md({ columns: ['Check', 'What must hold'], rows: VALIDATION_CHECKS.map((c) => [c.id, c.description]) })),
    section(
      'Mutation operators',
      md({
        columns: ['Operator', 'Change', 'A right judge'],
        rows: MUTATION_OPERATORS.map((o) => [o.id, o.description, o.equivalent ? 'accepts' : 'rejects']),
      }),
    ),
    section('Equivalence policy', POLICY),
    section(
      'Mutant totals',
      md({
        columns: ['Generated', 'Rejected', 'Accepted (findings)', 'Equivalent, accepted', 'Equivalent, rejected (findings)', 'State-identical'],
        rows: [[t.mutants, t.rejected, t.accepted, t.equivalentAccepted, t.equivalentRejected, t.stateIdentical]],
        align: ['right', 'right', 'right', 'right', 'right', 'right'],
      }),
    ),
    section('Findings', groups.length === 0 ? 'None.\n' : md(findingsTable(groups))),
    section(
      'Explained',
      report.explained.length === 0
        ? 'Nothing needed explaining.\n'
        : report.explained.map((f) => `- **${f.task}** (${f.judge}, ${f.mutation?.change ?? f.message}): ${f.explained}`).join('\n') + '\n',
    ),
    section(
      'Undocumented',
      report.undocumented.length === 0
        ? 'None: every finding is documented in the manifest or explained above.\n'
        : `${report.undocumented.length} finding(s) that neither the manifest documents nor this report explains:\n\n` +
            report.undocumented.map((f) => `- **${f.task}** ${f.taskVersion} (${f.judge}) \`${f.defect}\`: ${f.message}`).join('\n') +
            '\n',
    ),
    section(
      'Documented dynamic defects not confirmed',
      report.unconfirmed.length === 0
        ? 'None: every judge the manifest documents with a dynamic DefectId is found with it.\n'
        : report.unconfirmed.map((u) => `- ${u.task} (${u.judge}): \`${u.defect}\``).join('\n') + '\n',
    ),
    section(
      'Static findings, their witnesses run',
      report.witnesses.length === 0
        ? 'The analyzer reports nothing on these judges.\n'
        : `The analyzer's findings on these judges (\`chokepoint lint\`), each witness run here as \`lint --confirm\` runs it: ${witnessCounts(report)}. A refuted finding is a mistake of the analyzer, not a defect of the judge.\n\n${md(witnessTable(report))}`,
    ),
    section(
      'Per judge',
      md({
        columns: ['Task', 'Version', 'Judge', 'Mutants', 'Rejected', 'Accepted', 'Eq. accepted', 'Eq. rejected', 'State-identical', 'Findings'],
        rows: report.judges.map((j) => [
          j.task,
          j.taskVersion,
          j.judge,
          j.mutants.generated,
          j.mutants.rejected,
          j.mutants.accepted,
          j.mutants.equivalentAccepted,
          j.mutants.equivalentRejected,
          j.mutants.stateIdentical,
          j.findings.length,
        ]),
        align: ['left', 'left', 'left', 'right', 'right', 'right', 'right', 'right', 'right', 'right'],
      }),
    ),
  ];
  return parts.join('');
}
