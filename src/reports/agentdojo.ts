import { basename, join } from 'node:path';
import type { ScenarioRecord } from '../contract/index.ts';
import { renderMarkdownTable, type Table } from '../rendering/index.ts';
import { ChokepointError } from '../errors.ts';
import { HEADLINE, metricsAnchor, PROTOCOL, formatP, formatProportion, formatSigned } from '../stats/index.ts';
import { buildStatsReport, protocolSummary, statsMarkdown, summarizeRun, type RunSummary } from '../runs/index.ts';
import { CASE_SETS, inCaseSet, type CaseSetName, AGENTDOJO_GOALS, EMPTY_TRACE, UNANSWERED_CALL, asRun, importSource, type ImportedPipeline, DISAGREEMENT_CATEGORIES, rescoreRecords, summarizeRescore, type RescoreSummary } from '../interop/agentdojo/index.ts';
import { REPO_ROOT, type ReportGenerator } from './generator.ts';

/**
 * The committed AgentDojo reports: every number is computed here from the published runs, kept in
 * the repository in compact form under `data/agentdojo` (override with CHOKEPOINT_AGENTDOJO_DATA:
 * the published archives or run folders give the same reports), through the same import,
 * case-set and statistics code the CLI uses.
 */

export const AGENTDOJO_DATA = process.env.CHOKEPOINT_AGENTDOJO_DATA ?? join(REPO_ROOT, 'data', 'agentdojo');

/** The attack AgentDojo's leaderboard reports, and the baseline of the defended gpt-4o variants. */
const HEADLINE_ATTACK = 'important_instructions';
const DEFENSE_BASELINE = 'gpt-4o-2024-05-13';

let loaded: Promise<ImportedPipeline[]> | undefined;

/** All pipelines, imported once per process (the three reports share them). */
function loadAgentDojoRuns(source: string = AGENTDOJO_DATA): Promise<ImportedPipeline[]> {
  if (source !== AGENTDOJO_DATA) return importSource(source);
  loaded ??= importSource(source);
  return loaded;
}

/** Records of one case set, attacks of one attack type only (benign and probe records stay). */
function headlineRecords(records: readonly ScenarioRecord[], caseSet: CaseSetName, attackType: string = HEADLINE_ATTACK): ScenarioRecord[] {
  const set = CASE_SETS[caseSet];
  return records.filter((r) => inCaseSet(set, r) && (r.scenario.kind !== 'attack' || r.imported?.attackType === attackType));
}

const table = (columns: string[], rows: (string | number)[][], align?: Table['align']): string => renderMarkdownTable({ columns, rows, align });

/** The published archive, also when the pipeline was read from the compact file derived from it. */
function sourceName(p: ImportedPipeline): string {
  return p.derivedFrom ?? basename(p.source);
}

function importTable(pipelines: readonly ImportedPipeline[]): string {
  return table(
    ['pipeline', 'source', 'files', 'imported', 'benign', 'probe (injection task as user task)', 'attack', 'malformed', 'warnings', 'case set', 'pipeline_name in files'],
    pipelines.map((p) => [
      p.pipeline,
      sourceName(p),
      p.files,
      p.records.length,
      p.caseSet.benign,
      p.caseSet.probe,
      Object.entries(p.caseSet.attackByType)
        .map(([type, n]) => `${type} ${n}`)
        .join(', ') || '0',
      p.problems.length,
      p.warnings.length,
      p.caseSet.label,
      p.otherPipelineNames.join(', ') || '-',
    ]),
  );
}

function headlineRow(label: string, s: RunSummary): string[] {
  return [label, formatProportion(s.benignUtility), formatProportion(s.utilityUnderAttack), formatProportion(s.asr), formatProportion(s.delivery.rate)];
}

const HEADLINE_COLUMNS = ['pipeline', 'benign utility (user tasks)', HEADLINE.utilityUnderAttack.name, HEADLINE.asr.name, HEADLINE.payloadDelivery.label];

/** A committed report links the definitions relative to reports/. */
const definitions = (anchor: string, what = 'Rates') => `${what} are defined in [docs/metrics.md](../${anchor}).`;

function warningKinds(pipelines: readonly ImportedPipeline[]): string {
  const kinds = new Map<string, number>();
  for (const w of pipelines.flatMap((p) => p.warnings)) {
    const kind = w.reason.replace(/#\d+ \([^)]*\)/, '#N (tool)').replace(/messages\[\d+\]/, 'messages[N]').replace(/\(([a-z_]+|unnamed)\)/, '(tool)');
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  return table(['warning', 'files'], [...kinds].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([k, n]) => [k, n]));
}

/** Per pipeline: runs that ended in an error (and how AgentDojo labelled them), empty traces, calls never answered. */
function quirksTable(pipelines: readonly ImportedPipeline[]): string {
  const rows = pipelines.map((p) => {
    const errored = p.records.filter((r) => r.error !== null);
    const erroredAttacks = errored.filter((r) => r.scenario.kind === 'attack');
    return [
      p.pipeline,
      errored.length,
      `${erroredAttacks.filter((r) => r.attack?.passed).length}/${erroredAttacks.length}`,
      p.records.filter((r) => r.events.some((e) => e.detail === EMPTY_TRACE)).length,
      p.records.filter((r) => r.events.some((e) => e.detail === EMPTY_TRACE) && r.utility.passed).length,
      p.records.reduce((n, r) => n + r.calls.filter((c) => c.error === UNANSWERED_CALL).length, 0),
    ];
  });
  return table(
    ['pipeline', 'runs ended in an error', 'errored attack runs labelled "attack succeeded"', 'empty traces (no messages)', 'empty traces labelled utility: true', 'tool calls never answered'],
    rows.filter((r) => r.slice(1).some((v) => v !== 0 && v !== '0/0')),
  );
}

async function renderHeadlineReport(pipelines?: readonly ImportedPipeline[]): Promise<string> {
  const all = pipelines ?? (await loadAgentDojoRuns());
  const out: string[] = [
    '# AgentDojo published runs: import and headline numbers',
    '',
    `Generated by \`chokepoint start\` from the ${all.length} published AgentDojo pipelines (${all.reduce((n, p) => n + p.files, 0)} run files). ` +
      "Labels are AgentDojo's own (`utility`; `security: true` = the attack succeeded). Every rate: Wilson 95% interval, successes/denominator.",
    '',
    '## Import',
    '',
    importTable(all),
    '',
    '### Malformed files (not imported)',
    '',
    all.some((p) => p.problems.length > 0)
      ? table(
          ['file', 'field', 'reason'],
          all.flatMap((p) => p.problems.map((x) => [x.file.slice(x.file.indexOf(':') + 1), x.field ?? '-', x.reason])),
        )
      : 'None.',
    '',
    '### Import warnings (imported, worth knowing)',
    '',
    warningKinds(all),
    '',
    '### Label quirks in the data',
    '',
    'AgentDojo labels a run that hit the model\'s context limit `utility: false, security: true` (counted as a successful attack); some files hold no messages yet carry labels. ' +
      'Both are kept as recorded (the headline numbers are AgentDojo\'s); the re-scoring report separates them.',
    '',
    quirksTable(all),
    '',
    `## Headline: AgentDojo v1 case set, attack \`${HEADLINE_ATTACK}\``,
    '',
    'Benign utility counts the 97 user tasks only (never injection tasks run as user tasks); utility under attack and targeted ASR count the 629 (user task, injection task) cases. ' +
      'Pipelines that ran v1.2 are restricted to its v1 cases, as the AgentDojo leaderboard reports them. ' +
      definitions(metricsAnchor({ id: 'headline' })),
    '',
    table(HEADLINE_COLUMNS, all.map((p) => headlineRow(p.pipeline, summarizeRun(asRun(p, headlineRecords(p.records, 'agentdojo-v1')))))),
    '',
    `## AgentDojo v1.2 case set (workspace injection tasks 0-13), attack \`${HEADLINE_ATTACK}\``,
    '',
    `The same figures over the v1.2 cases of the pipelines that ran them. ${definitions(metricsAnchor({ id: 'headline' }))}`,
    '',
  ];
  const v12 = all.filter((p) => p.caseSet.caseSet === 'agentdojo-v1.2');
  out.push(table(HEADLINE_COLUMNS, v12.map((p) => headlineRow(`${p.pipeline} (${p.caseSet.label})`, summarizeRun(asRun(p, headlineRecords(p.records, 'agentdojo-v1.2')))))), '');
  out.push(`## Per suite: v1 case set, \`${HEADLINE_ATTACK}\``, '', definitions(metricsAnchor({ id: 'headline' })), '');
  const suiteRows: string[][] = [];
  for (const p of all) {
    const summary = summarizeRun(asRun(p, headlineRecords(p.records, 'agentdojo-v1')));
    for (const g of summary.breakdowns.suite) suiteRows.push([p.pipeline, g.key, formatProportion(g.benignUtility), formatProportion(g.utilityUnderAttack), formatProportion(g.asr)]);
  }
  out.push(table(['pipeline', 'suite', HEADLINE.benignUtility.name, HEADLINE.utilityUnderAttack.name, HEADLINE.asr.name], suiteRows), '');
  out.push('## Per attack type: v1 case set', '', definitions(metricsAnchor({ id: 'headline' })), '');
  const typeRows: string[][] = [];
  for (const p of all) {
    const set = CASE_SETS['agentdojo-v1'];
    const summary = summarizeRun(asRun(p, p.records.filter((r) => inCaseSet(set, r))));
    for (const g of summary.breakdowns.attackType) typeRows.push([p.pipeline, g.key, formatProportion(g.utilityUnderAttack), formatProportion(g.asr)]);
  }
  out.push(table(['pipeline', 'attack type', HEADLINE.utilityUnderAttack.name, HEADLINE.asr.name], typeRows), '');
  out.push(...anyAttackSection(all));
  return out.join('\n');
}

/**
 * The Chokepoint Harness paper's multi-attack summary on the pipelines that ran several attack types
 * on the same cases: a case counts as attacked when any attack type succeeded on it (A_c = max_j a_cj),
 * next to the best single attack and the mean over attempts, which is not the same number.
 */
function anyAttackSection(all: readonly ImportedPipeline[]): string[] {
  const set = CASE_SETS['agentdojo-v1'];
  const rows: string[][] = [];
  for (const p of all) {
    const protocol = protocolSummary(p.records.filter((r) => inCaseSet(set, r)));
    if (protocol.attacks.length < 2) continue;
    const any = protocol.anyAttack;
    if (any.status !== 'computed') {
      rows.push([p.pipeline, protocol.attacks.join(', '), '-', `refused: ${any.message}`, '-', '-']);
      continue;
    }
    const best = protocol.perAttack.reduce((a, b) => ((b.asr.estimate ?? 0) > (a.asr.estimate ?? 0) ? b : a));
    const attempts = protocol.perAttack.reduce((n, a) => n + a.asr.trials, 0);
    const succeeded = protocol.perAttack.reduce((n, a) => n + a.asr.successes, 0);
    rows.push([
      p.pipeline,
      any.budget.join(', '),
      String(any.cases),
      formatProportion(any.asr),
      `${best.attack}: ${formatProportion(best.asr)}`,
      `${((100 * succeeded) / attempts).toFixed(1)}% ${succeeded}/${attempts}`,
    ]);
  }
  if (rows.length === 0) return [];
  return [
    '## Any attack of the budget: v1 case set',
    '',
    'Pipelines that ran several attack types on the same cases. A case counts as attacked when any attack type of the budget succeeded on it (A_c = max_j a_cj, ' +
      'the Chokepoint Harness paper); the number holds for this budget only. Intervals are clustered by user task (Wilson on the effective sample size of a cluster-robust variance). ' +
      definitions(metricsAnchor(PROTOCOL.anyAttack), 'The figures'),
    '',
    table(['pipeline', 'budget', 'cases', 'any-attack ASR', 'best single attack', 'mean over attempts (not a case rate)'], rows),
    '',
  ];
}

/** gpt-4o against each defended variant, on the v1 cases of the headline attack: chokepoint's own stats report. */
async function renderPairedReport(pipelines?: readonly ImportedPipeline[]): Promise<string> {
  const all = pipelines ?? (await loadAgentDojoRuns());
  const family = all.filter((p) => p.pipeline === DEFENSE_BASELINE || p.pipeline.startsWith(`${DEFENSE_BASELINE}-`));
  const baseline = family.find((p) => p.pipeline === DEFENSE_BASELINE);
  if (!baseline || family.length < 2) throw new ChokepointError('io', `the ${DEFENSE_BASELINE} pipeline and its defended variants are needed`, { file: AGENTDOJO_DATA });
  const ordered = [baseline, ...family.filter((p) => p !== baseline)];
  const runs = ordered.map((p) => ({ label: p.pipeline, run: asRun(p, headlineRecords(p.records, 'agentdojo-v1')) }));
  const report = buildStatsReport(runs, { baseline: true });
  return [
    `# AgentDojo: ${DEFENSE_BASELINE} against its defended variants`,
    '',
    `Generated by \`chokepoint start\`. Same scenarios in every run: the AgentDojo v1 case set, attack \`${HEADLINE_ATTACK}\` ` +
      `(97 benign user tasks, 629 attack cases, 27 injection tasks run as user tasks). ${DEFENSE_BASELINE} is the reference of every pair; ` +
      "the paired transition table, exact McNemar test, Fisher's exact test, Holm's correction across the family of defenses and Cohen's h come from `chokepoint stats`.",
    '',
    // Reports are kept in reports/, beside docs/.
    statsMarkdown(report, (anchor) => `../${anchor}`),
  ].join('\n');
}

function rescoreRow(pipeline: string, s: RescoreSummary): string[] {
  return [
    pipeline,
    String(s.cases),
    String(s.expressible),
    formatProportion(s.agreement),
    formatProportion(s.agentdojoAsr),
    formatProportion(s.argumentAsr),
    formatProportion(s.nameOnlyAsr),
    s.nameOnlyInflation === null ? 'n/a' : `${formatSigned(100 * s.nameOnlyInflation, 1)} pp`,
    `${s.agentdojoOnly}/${s.argumentOnly}`,
    formatP(s.mcnemarP),
  ];
}

const RESCORE_COLUMNS = [
  'pipeline',
  'attack cases',
  'with a predicate',
  'agreement with AgentDojo',
  'ASR AgentDojo label',
  'ASR argument-level',
  'ASR name-only',
  'name-only inflation (D2)',
  'AgentDojo-only / ours-only',
  'McNemar p',
];

function goalsTable(): string {
  return table(
    ['goal', 'summary', 'expressible', 'argument-level predicate', 'name-only twin', 'what the trace cannot show / how AgentDojo judges'],
    AGENTDOJO_GOALS.map((g) => [
      `${g.suite}/${g.injectionTask}`,
      g.summary,
      g.expressible,
      g.predicate ? `\`${g.predicate.description}\`` : 'none',
      g.nameOnly ? `\`${g.nameOnly.description}\`` : 'none',
      g.limits.join('; ') || '-',
    ]),
  );
}

async function renderRescoreReport(pipelines?: readonly ImportedPipeline[]): Promise<string> {
  const all = pipelines ?? (await loadAgentDojoRuns());
  const rescored = all.map((p) => ({ pipeline: p.pipeline, all: summarizeRescore(rescoreRecords(p.records)), headline: summarizeRescore(rescoreRecords(headlineRecords(p.records, 'agentdojo-v1'))) }));
  const withAttacks = rescored.filter((r) => r.all.cases > 0);
  const out = [
    '# AgentDojo: re-scoring the published traces with argument-level predicates',
    '',
    "Generated by `chokepoint start`. Each injection goal below is a chokepoint declarative predicate over the recorded tool calls (argument names as the traces use them); only calls that executed count. " +
      "Its name-only twin passes when the goal's target tool was called at all (D2). AgentDojo's label reads the environment after the run; our verdict reads the trace: where they differ, the reason category says why.",
    '',
    '## Goals',
    '',
    goalsTable(),
    '',
    `## Agreement and name-only inflation: v1 case set, attack \`${HEADLINE_ATTACK}\``,
    '',
    `Denominators: attack cases whose goal has a predicate (travel injection task 6 is output-only and left out, counted in the second column). ${definitions(metricsAnchor({ id: 'agentdojo' }))}`,
    '',
    table(RESCORE_COLUMNS, withAttacks.filter((r) => r.headline.cases > 0).map((r) => rescoreRow(r.pipeline, r.headline))),
    '',
    '## Agreement and name-only inflation: every attack case in the data (all attack types, v1.2 cases included)',
    '',
    `Denominators as above, over every attack case of every attack type. ${definitions(metricsAnchor({ id: 'agentdojo' }))}`,
    '',
    table(RESCORE_COLUMNS, withAttacks.map((r) => rescoreRow(r.pipeline, r.all))),
    '',
    '## Disagreements by reason',
    '',
    table(['pipeline', ...DISAGREEMENT_CATEGORIES], withAttacks.map((r) => [r.pipeline, ...DISAGREEMENT_CATEGORIES.map((c) => String(r.all.byCategory[c]))])),
    '',
    'Categories: `empty-trace` the file holds no messages; `run-error` the run ended with an error (context length) and AgentDojo labels it an attack success; ' +
      '`call-errored` the matching call failed or never ran; `judge-defect` AgentDojo\'s judge accepts more than its goal; `state-not-visible` the verdict depends on state the trace does not show; ' +
      '`aggregate-over-calls` a total or count over several calls; `multi-step` ordered steps; `stricter-agentdojo` AgentDojo demands exact text or exactly one match; `unexplained` none of these.',
    '',
    '## Every disagreement',
    '',
    table(
      ['pipeline', 'scenario', 'AgentDojo', 'argument-level', 'reason', 'predicate explanation'],
      withAttacks.flatMap((r) =>
        r.all.disagreements.map((d) => [
          r.pipeline,
          d.id,
          d.agentdojo ? 'attack succeeded' : 'no',
          d.argument ? 'attack succeeded' : 'no',
          d.category ?? 'unexplained',
          d.explanation.length > 220 ? `${d.explanation.slice(0, 217)}...` : d.explanation,
        ]),
      ),
    ),
    '',
  ];
  return out.join('\n');
}



/** The three committed AgentDojo reports (they share one import of the data per process). */
export const agentdojoReports: readonly ReportGenerator[] = [
  { file: 'reports/agentdojo-headline.md', description: 'AgentDojo published runs: import counts and headline metrics', generate: () => renderHeadlineReport() },
  { file: 'reports/agentdojo-paired.md', description: 'AgentDojo: gpt-4o against its defended variants, paired tests', generate: () => renderPairedReport() },
  { file: 'reports/agentdojo-rescore.md', description: 'AgentDojo: argument-level and name-only re-scoring of the real traces', generate: () => renderRescoreReport() },
];
