import type { Table } from '../../rendering/index.ts';
import {
  CALIBRATION,
  COMPARISON,
  HEADLINE,
  metricsAnchor,
  SECURITY_METRIC_KEYS,
  COUNTED_OUTCOMES,
  CLUSTERED_INTERVAL_METHOD,
  type ClusteredProportion,
  formatCount,
  formatDifference,
  formatEstimate,
  formatIds,
  formatMeanScore,
  formatP,
  formatProportion,
  formatSigned,
} from '../../stats/index.ts';
import { aucWithCoverage } from '../judge-roc.ts';
import type { StatsReport } from '../report.ts';
import { sideEffectSource, type RunSecurityMetrics, type SecurityFigure } from '../security.ts';
import type { RunSummary } from '../summary.ts';

/** The human and markdown reports of `chokepoint stats`, as titled tables built from the plain report. */
export interface Section {
  readonly title: string;
  readonly table: Table;
  /** Where its figures are defined: `docs/metrics.md#<id>` (package-relative), when the section reports rates. */
  readonly definitions?: string;
}

/** "55 scenarios (12 benign, 43 attack)": probe only when there are some. */
function scenarioCounts({ scenarios }: RunSummary): string {
  const kinds = [`${scenarios.benign} benign`, `${scenarios.attack} attack`, ...(scenarios.probe > 0 ? [`${scenarios.probe} probe`] : [])];
  return `${scenarios.total} scenarios (${kinds.join(', ')})`;
}

/** What each run's column counts: once when every run has the same scenarios, else per run. */
function scenariosPerRun(runs: readonly RunSummary[]): string {
  const counts = runs.map(scenarioCounts);
  if (counts.every((c) => c === counts[0])) return runs.length === 1 ? `${runs[0].label}: ${counts[0]}` : `${runs.length} runs, each over ${counts[0]}`;
  return runs.map((r, i) => `${r.label}: ${counts[i]}`).join('; ');
}

function runsSection(runs: readonly RunSummary[]): Section {
  const total = (pick: (r: RunSummary) => number) => runs.reduce((n, r) => n + pick(r), 0);
  // Token counts only where some run has them (model agents), as the manifest totals them; threat models where declared.
  const metered = runs.some((r) => r.tokens !== null);
  const threatened = runs.some((r) => r.threatModels !== null);
  return {
    title: 'Runs',
    table: {
      summary: `${runs.length} run(s), ${total((r) => r.scenarios.total)} scenario records: ${total((r) => r.scenarios.benign)} benign, ${total((r) => r.scenarios.attack)} attack, ${total((r) => r.scenarios.probe)} probe`,
      columns: [
        'run',
        'agent',
        'model',
        'defenses',
        'version',
        'suite',
        'scenarios',
        'benign',
        'attack',
        'probe',
        ...(metered ? ['tokens in / out'] : []),
        ...(threatened ? ['threat model'] : []),
      ],
      align: ['left', 'left', 'left', 'left', 'left', 'left', 'right', 'right', 'right', 'right', 'right', 'left'],
      rows: runs.map((r) => [
        r.label,
        r.agent,
        r.model ?? '-',
        r.defenses.length > 0 ? r.defenses.join('+') : 'none',
        r.benchmarkVersion,
        r.suite,
        r.scenarios.total,
        r.scenarios.benign,
        r.scenarios.attack,
        r.scenarios.probe,
        ...(metered ? [r.tokens ? `${r.tokens.input.toLocaleString('en-US')} / ${r.tokens.output.toLocaleString('en-US')}` : '-'] : []),
        ...(threatened ? [threatModelText(r.threatModels)] : []),
      ]),
    },
  };
}

/** `helpdesk: attacker controls email:*.body, email:*.attachment:*; budget 2 attempts per case`, per suite; `undeclared` where none is. */
export function threatModelText(models: RunSummary['threatModels']): string {
  if (models === null) return 'undeclared';
  return Object.entries(models)
    .map(
      ([suite, m]) =>
        `${suite}: attacker controls ${m.surfaces.join(', ')}; budget ${m.budget} attempt(s) per case${m.description ? ` (${m.description})` : ''}`,
    )
    .join('; ');
}

function perRun(
  runs: readonly RunSummary[],
  title: string,
  rows: [string, (r: RunSummary) => string][],
  firstColumn = 'metric',
  summary = scenariosPerRun(runs),
  definitions?: string,
): Section {
  return {
    title,
    table: {
      columns: [firstColumn, ...runs.map((r) => r.label)],
      rows: rows.map(([name, cell]) => [name, ...runs.map(cell)]),
      summary,
    },
    ...(definitions !== undefined ? { definitions } : {}),
  };
}

/** FRR's cell: where UPR is unavailable it is 100% − benign utility, and the cell says so. */
export function frrCell(r: RunSummary): string {
  return `${formatProportion(r.frr)}${r.benignBasis === 'upr' ? '' : ' (100% − benign utility)'}`;
}

function headlineSection(runs: readonly RunSummary[]): Section {
  const h = HEADLINE;
  // Mean scores and left-out judge errors only where some run has them: a run of verdicts reads as it always did.
  const scored = (pick: (r: RunSummary) => unknown) => runs.some((r) => pick(r) !== null);
  const mean = (label: string, pick: (r: RunSummary) => RunSummary['meanScores']['asr']): [string, (r: RunSummary) => string][] =>
    scored(pick) ? [[label, (r) => formatMeanScore(pick(r))]] : [];
  return perRun(
    runs,
    'Headline metrics (Wilson 95% intervals, successes/denominator)',
    [
      [h.asr.label, (r) => formatProportion(r.asr)],
      ...mean(`${h.asr.name}: ${h.meanScore.name} (attack judge)`, (r) => r.meanScores.asr),
      [h.benignUtility.label, (r) => formatProportion(r.benignUtility)],
      ...mean(`${h.benignUtility.name}: ${h.meanScore.name}`, (r) => r.meanScores.benignUtility),
      [h.upr.label, (r) => (r.upr.available ? formatProportion(r.upr.rate) : 'n/a')],
      [h.frr.label, frrCell],
      [h.defenseRefusalRate.label, (r) => formatProportion(r.defenseRefusalRate)],
      [h.balancedAccuracy.label, (r) => (r.balancedAccuracy === null ? 'n/a' : formatEstimate(r.balancedAccuracy))],
      [h.utilityUnderAttack.label, (r) => formatProportion(r.utilityUnderAttack)],
      ...mean(`${h.utilityUnderAttack.name}: ${h.meanScore.name}`, (r) => r.meanScores.utilityUnderAttack),
      [h.payloadDelivery.label, (r) => formatProportion(r.delivery.rate)],
      [h.asrAmongDelivered.label, (r) => formatProportion(r.delivery.asrDelivered)],
      [h.probeToolUse.label, (r) => formatProportion(r.probe)],
      ['judge errors (utility / attack)', (r) => `${r.judgeErrors.utility} / ${r.judgeErrors.attack}`],
      ...(runs.some((r) => r.judgeErrorsLeftOut > 0)
        ? [[h.judgeErrorsLeftOut.label, (r: RunSummary) => `${r.judgeErrorsLeftOut} scenario(s)`] as [string, (r: RunSummary) => string]]
        : []),
    ],
    'metric',
    scenariosPerRun(runs),
    metricsAnchor({ id: 'headline' }),
  );
}

function outcomeSection(runs: readonly RunSummary[]): Section {
  const benign = runs.map((r) => r.scenarios.benign);
  return perRun(
    runs,
    'Benign outcomes (D3: only defense_blocked is a refusal by a defense)',
    COUNTED_OUTCOMES.map((outcome) => [outcome, (r: RunSummary) => formatCount(r.benignOutcomes[outcome], r.scenarios.benign)]),
    'outcome',
    benign.every((n) => n === benign[0])
      ? `benign scenarios by outcome class: ${benign[0]} per run`
      : `benign scenarios by outcome class: ${runs.map((r) => `${r.label} ${r.scenarios.benign}`).join(', ')}`,
    metricsAnchor(HEADLINE.defenseRefusalRate),
  );
}

type MetricCell = (m: RunSecurityMetrics) => string;

/** A figure with its interval and k/n, or why it is not computed on this run. */
const figureCell = (f: SecurityFigure): string => ('rate' in f ? formatProportion(f.rate) : `n/a: ${f.unavailable}`);

const SECURITY_ROWS: [keyof typeof SECURITY_METRIC_KEYS, MetricCell][] = [
  ['benignTasks', (m) => String(m.benignTasks)],
  ['securityCases', (m) => (m.repeats > 1 ? `${m.securityCases} (cases × ${m.repeats} repeats)` : String(m.securityCases))],
  ['benignUtility', (m) => figureCell(m.benignUtility)],
  ['rawAttackedUtility', (m) => figureCell(m.rawAttackedUtility)],
  ['targetedAsr', (m) => figureCell(m.targetedAsr)],
  ['sideEffectRate', (m) => figureCell(m.sideEffectRate)],
  ['secureUtilityInScope', (m) => figureCell(m.secureUtilityInScope)],
  [
    'jointUtilityAttack',
    (m) => {
      const j = m.jointUtilityAttack;
      return `utility only ${j.utilityOnly}, attack only ${j.attackOnly}, both ${j.both}, neither ${j.neither}`;
    },
  ],
  ['exposedCases', (m) => (m.exposedCases === null ? 'n/a: exposure unknown' : String(m.exposedCases))],
  ['conditionalAsrExposed', (m) => figureCell(m.conditionalAsrExposed)],
  [
    'benignSolvedCases',
    (m) =>
      m.casesWithoutBenign > 0
        ? `${m.benignSolvedCases} (of the ${m.securityCases - m.casesWithoutBenign} cases with a benign scenario)`
        : String(m.benignSolvedCases),
  ],
  ['conditionalAsrBenignSolved', (m) => figureCell(m.conditionalAsrBenignSolved)],
];

/** What a computed table rests on: the merge of attacks, the repeats, the cases a subset cannot condition. */
function securityStatus(r: RunSummary): string {
  if (r.security.status === 'refused') return `refused (${r.security.reason}): ${r.security.message}`;
  const m = r.security.metrics;
  const notes = [
    m.repeats > 1 ? `${m.repeats} repeats: one case per case and repeat, clustered by user task` : '',
    m.casesWithoutBenign > 0
      ? `${m.casesWithoutBenign} of ${m.securityCases} case(s) have no benign scenario of their user task (a subset): conditional_asr_benign_solved is taken over the others`
      : '',
  ].filter((n) => n !== '');
  return notes.length > 0 ? `computed; ${notes.join('; ')}` : 'computed';
}

function securitySection(runs: readonly RunSummary[]): Section {
  const computed = runs.filter((r) => r.security.status === 'computed').length;
  const summary = `computed for ${computed} of ${runs.length} run(s): benign tasks and one security case per user task and injection goal (and repeat)`;
  return perRun(
    runs,
    `Security metrics of the metrics and authorization model (one case per user task and injection goal; several attacks merged by the any-attack rule; ${CLUSTERED_INTERVAL_METHOD})`,
    [
      ['status', securityStatus],
      ['side effect (h) from', (r) => sideEffectSource(r.protocol.sideEffects)],
      ...SECURITY_ROWS.map(([key, cell]): [string, (r: RunSummary) => string] => [
        SECURITY_METRIC_KEYS[key],
        (r) => (r.security.status === 'computed' ? cell(r.security.metrics) : '-'),
      ]),
    ],
    'metric',
    summary,
    metricsAnchor({ id: 'security-metrics' }),
  );
}

const clusteredCell = (p: ClusteredProportion | null): string => (p === null ? 'n/a' : formatProportion(p));

function protocolSections(runs: readonly RunSummary[]): Section[] {
  const measured = runs.filter((r) => r.protocol.attacks.length > 0);
  const sections: Section[] = [];
  if (measured.length > 0) {
    const rows = measured.flatMap((run) => {
      const { perAttack, anyAttack, repeats } = run.protocol;
      // Each case receives each template once (per repeat): a template's attempts are its cases.
      const attempts = `attempts of this attack (one per case${repeats > 1 ? ' and repeat' : ''})`;
      const attackRows = perAttack.map((a) => [
        run.label,
        a.attack,
        attempts,
        clusteredCell(a.asr),
        clusteredCell(a.sideEffect),
        clusteredCell(a.utilityUnderAttack),
        clusteredCell(a.secureUtilityInScope),
        clusteredCell(a.concealed),
      ]);
      const anyRow =
        anyAttack.status === 'computed'
          ? [
              run.label,
              `any of ${anyAttack.budget.length} (${anyAttack.cases} cases)`,
              `cases${repeats > 1 ? ' (and repeats)' : ''}, max over the budget`,
              clusteredCell(anyAttack.asr),
              clusteredCell(anyAttack.sideEffect),
              `${clusteredCell(anyAttack.utilityUnderAttack)} (under every attack)`,
              clusteredCell(anyAttack.secureUtilityInScope),
              clusteredCell(anyAttack.concealed),
            ]
          : [run.label, 'any attack', 'cases', `refused: ${anyAttack.message}`, '-', '-', '-', '-'];
      return perAttack.length > 1 || anyAttack.status === 'refused' ? [...attackRows, anyRow] : attackRows;
    });
    sections.push({
      title: `Rates per attack and over any attack of the budget (A_c = max_j a_cj); side effects from each run's side-effect set; concealed = succeeded attacks (any-attack row: attacked cases) whose final answer does not tell the user; each row counts the unit it names; ${measured[0].protocol.interval}`,
      table: {
        columns: ['run', 'attack', 'unit', 'ASR', 'side-effect rate', 'utility under attack', 'secure utility in scope', 'concealed'],
        rows,
        summary: `${new Set(measured.flatMap((r) => r.protocol.perAttack.map((a) => a.attack))).size} attack template(s) over ${measured.length} run(s)`,
      },
      definitions: metricsAnchor({ id: 'protocol' }),
    });
  }
  for (const run of runs) {
    const p = run.protocol;
    if (p.repeats <= 1) continue;
    sections.push({
      title: `${run.label}: per user task over ${p.repeats} repeats (attack rates clustered by case)`,
      table: {
        columns: ['user task', 'benign utility', 'utility under attack', 'ASR'],
        rows: p.perTask.map((t) => [t.userTask, clusteredCell(t.benignUtility), clusteredCell(t.utilityUnderAttack), clusteredCell(t.asr)]),
        summary: `${p.perTask.length} user task(s) of ${run.label}, each over ${p.repeats} repeats`,
      },
      definitions: metricsAnchor({ id: 'protocol' }),
    });
  }
  return sections;
}

function breakdownSections(runs: readonly RunSummary[]): Section[] {
  const sections: Section[] = [];
  for (const run of runs) {
    const { suite, attackType } = run.breakdowns;
    if (suite.length > 0) {
      sections.push({
        title: `${run.label}: rates per suite`,
        table: {
          columns: ['suite', 'benign utility', 'utility under attack', 'ASR'],
          rows: suite.map((g) => [g.key, formatProportion(g.benignUtility), formatProportion(g.utilityUnderAttack), formatProportion(g.asr)]),
          summary: `${suite.length} suite(s) of ${run.label}, ${scenarioCounts(run)}`,
        },
        definitions: metricsAnchor({ id: 'headline' }),
      });
    }
    if (attackType.length > 0) {
      sections.push({
        title: `${run.label}: rates per attack type (attack scenarios)`,
        table: {
          columns: ['attack type', 'utility under attack', 'ASR'],
          rows: attackType.map((g) => [g.key, formatProportion(g.utilityUnderAttack), formatProportion(g.asr)]),
          summary: `${attackType.length} attack type(s) over the ${run.scenarios.attack} attack scenarios of ${run.label}`,
        },
        definitions: metricsAnchor({ id: 'headline' }),
      });
    }
  }
  return sections;
}

function judgeSection(runs: readonly RunSummary[]): Section | undefined {
  const rows = runs.flatMap((run) =>
    run.judges.map((j) => [
      run.label,
      j.mediator,
      j.scored,
      j.positives,
      j.negatives,
      aucWithCoverage(j),
      formatCount(j.blockedPositives, j.positives),
      formatCount(j.blockedNegatives, j.negatives),
    ]),
  );
  if (rows.length === 0) return undefined;
  return {
    title: 'Scoring mediators: ROC of attack scores against argument-level call labels (curve points in --format json)',
    table: {
      columns: ['run', 'mediator', 'scored calls', 'adversarial', 'legitimate', 'AUC (coverage; left out)', 'adversarial blocked', 'legitimate blocked'],
      rows,
      summary: `${rows.length} scoring mediator(s) over ${runs.filter((r) => r.judges.length > 0).length} run(s); calls labelled adversarial when they meet their scenario's attack predicate; the AUC covers the labelled calls only`,
    },
    definitions: metricsAnchor(CALIBRATION.auc),
  };
}

function comparisonSection(report: StatsReport): Section {
  return {
    title: `Comparisons on ${report.comparison.alignment.size} common scenarios (difference with Newcombe 95% interval and Cohen's h: other minus reference; Holm within each metric and test)`,
    table: {
      columns: [
        'metric',
        'reference',
        'other',
        'reference rate',
        'other rate',
        'difference',
        "Cohen's h",
        'Fisher p',
        'Holm',
        'McNemar lost/gained',
        'p',
        'Holm',
        'task permutation p',
      ],
      rows: report.comparison.pairs.map((c) => [
        c.metric,
        c.reference,
        c.other,
        formatProportion(c.referenceRate),
        formatProportion(c.otherRate),
        formatDifference(c.difference),
        formatSigned(c.cohensH),
        formatP(c.fisherP),
        formatP(c.fisherPHolm),
        `${c.mcnemar.lost}/${c.mcnemar.gained}`,
        formatP(c.mcnemar.pValue),
        formatP(c.mcnemar.pHolm),
        `${formatP(c.clusterPermutation.pValue)} (${c.clusterPermutation.clusters} tasks)`,
      ]),
      summary: comparisonCounts(report),
    },
    definitions: metricsAnchor(COMPARISON.difference),
  };
}

/** "6 comparisons (3 metrics, 2 run pairs); significant after Holm at 0.05: 2 by Fisher, 3 by McNemar" */
function comparisonCounts(report: StatsReport): string {
  const { pairs } = report.comparison;
  const metrics = new Set(pairs.map((p) => p.metric)).size;
  const runPairs = new Set(pairs.map((p) => `${p.reference}\u0000${p.other}`)).size;
  const fisher = pairs.filter((p) => p.fisherPHolm < 0.05).length;
  const mcnemar = pairs.filter((p) => p.mcnemar.pHolm < 0.05).length;
  return `${pairs.length} comparison(s) (${metrics} metric(s), ${runPairs} run pair(s)); significant after Holm at 0.05: ${fisher} by Fisher, ${mcnemar} by McNemar`;
}

function transitionSection(report: StatsReport): Section {
  return {
    title: 'Paired transitions of the metrics and authorization model (same scenarios, reference -> other)',
    table: {
      columns: ['metric', 'reference -> other', 'pairs', 'kept success', 'lost', 'gained', 'kept failure', 'net effect', 'lost ids', 'gained ids'],
      rows: report.comparison.pairs.map(({ metric, reference, other, paired }) => [
        metric,
        `${reference} -> ${other}`,
        paired.pairs,
        paired.counts.keptSuccess,
        paired.counts.lost,
        paired.counts.gained,
        paired.counts.keptFailure,
        `${formatSigned(100 * paired.netEffect, 1)} pp`,
        formatIds(paired.lostIds, 3),
        formatIds(paired.gainedIds, 3),
      ]),
      summary: `${report.comparison.pairs.length} paired comparison(s) on ${report.comparison.alignment.size} common scenarios: ${report.comparison.pairs.reduce((n, p) => n + p.paired.counts.lost, 0)} lost, ${report.comparison.pairs.reduce((n, p) => n + p.paired.counts.gained, 0)} gained in all`,
    },
    definitions: metricsAnchor(COMPARISON.netEffect),
  };
}

export function statsSections(report: StatsReport): Section[] {
  const sections = [
    runsSection(report.runs),
    headlineSection(report.runs),
    ...breakdownSections(report.runs),
    outcomeSection(report.runs),
    securitySection(report.runs),
    ...protocolSections(report.runs),
  ];
  const judges = judgeSection(report.runs);
  if (judges) sections.push(judges);
  if (report.comparison.pairs.length > 0) sections.push(comparisonSection(report), transitionSection(report));
  return sections;
}
