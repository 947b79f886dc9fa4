import type { ScenarioRecord } from '../contract/index.ts';
import { compareNatural } from '../registry/index.ts';
import { html, type Html } from './html.ts';
import { badge, sitePage } from './layout.ts';
import { traceHref, type ViewedRun } from './model.ts';

/**
 * Every scenario of every run in one table, sortable by any column and filterable by run, kind,
 * outcome, task, injection, locator, payload delivery and the chokepoint's decision; each row links
 * to its trace page.
 */

/** What the chokepoint did in a scenario: `no calls`, `all allowed`, or who blocked (`blocked by gate, typechecker`). */
function defenseDecision(record: ScenarioRecord): string {
  if (record.calls.length === 0) return 'no calls';
  const blockers = new Set<string>();
  for (const call of record.calls) {
    const first = (call.decisions ?? []).find((d) => !d.allowed);
    if (call.status === 'blocked') blockers.add(first?.by ?? 'unknown');
  }
  return blockers.size === 0 ? 'all allowed' : `blocked by ${[...blockers].join(', ')}`;
}

const delivered = (record: ScenarioRecord): string => (record.delivered === null ? '-' : record.delivered ? 'yes' : 'no');

interface Row {
  readonly run: ViewedRun;
  readonly record: ScenarioRecord;
  /** Filter keys -> values, the same strings the cells show. */
  readonly keys: Readonly<Record<FilterKey, string>>;
}

const FILTERS = [
  { key: 'run', label: 'run' },
  { key: 'kind', label: 'kind' },
  { key: 'outcome', label: 'outcome' },
  { key: 'task', label: 'user task' },
  { key: 'injection', label: 'injection task' },
  { key: 'locator', label: 'locator' },
  { key: 'delivered', label: 'delivered' },
  { key: 'decision', label: 'defense decision' },
  { key: 'utility', label: 'utility' },
  { key: 'attack', label: 'attack' },
] as const;

type FilterKey = (typeof FILTERS)[number]['key'];

const verdictKey = (passed: boolean | undefined): string => (passed === undefined ? '-' : passed ? 'passed' : 'failed');

function rowOf(run: ViewedRun, record: ScenarioRecord): Row {
  return {
    run,
    record,
    keys: {
      run: run.label,
      kind: record.scenario.kind,
      outcome: record.outcome,
      task: record.scenario.userTask,
      injection: record.scenario.injectionTask ?? '-',
      locator: record.scenario.locator ?? '-',
      delivered: delivered(record),
      decision: defenseDecision(record),
      utility: verdictKey(record.utility.passed),
      attack: verdictKey(record.attack?.passed),
    },
  };
}

function filterControls(rows: readonly Row[]): Html {
  const selects = FILTERS.map(({ key, label }) => {
    const values = [...new Set(rows.map((r) => r.keys[key]))].sort(compareNatural);
    return html`<label>${label}<select data-filter="${key}"><option value="">all</option>${values.map((v) => html`<option value="${v}">${v}</option>`)}</select></label>`;
  });
  return html`<div class="filters" id="scenario-filters">${selects}<label>text<input type="search" data-search placeholder="id, tool, reason…"></label><span class="muted" data-count>${`${rows.length} of ${rows.length} shown`}</span></div>`;
}

const COLUMNS = ['run', 'scenario', 'kind', 'user task', 'injection task', 'locator', 'delivered', 'outcome', 'utility', 'attack', 'defense decision', 'calls'];

export function scenariosPage(runs: readonly ViewedRun[]): string {
  const rows = runs.flatMap((run) => run.run.records.map((record) => rowOf(run, record)));
  const dataAttributes = (row: Row) => html`${FILTERS.map(({ key }) => html` data-${key}="${row.keys[key]}"`)}`;
  const body = html`<h1>Scenarios</h1><p class="lead">${`${rows.length} scenarios in ${runs.length} run(s). Click a column to sort, choose values to filter, open a scenario for its trace.`}</p>
${filterControls(rows)}
<div class="scroll"><table id="scenarios" data-sortable data-filterable="scenario-filters"><thead><tr>${COLUMNS.map((c) => html`<th><button class="sort" type="button">${c}</button></th>`)}</tr></thead><tbody>${rows.map(
    (row) =>
      html`<tr${dataAttributes(row)}><td>${row.run.label}</td><td class="mono"><a href="${traceHref(row.run, row.record)}">${row.record.scenario.id}</a></td><td>${row.keys.kind}</td><td>${row.keys.task}</td><td>${row.keys.injection}</td><td class="mono">${row.keys.locator}</td><td>${row.keys.delivered}</td><td>${row.keys.outcome}</td><td data-sort="${row.keys.utility}">${badge(row.record.utility.passed)}</td><td data-sort="${row.keys.attack}">${row.record.attack === null ? '-' : badge(row.record.attack.passed)}</td><td>${row.keys.decision}</td><td class="num">${row.record.calls.length}</td></tr>`,
  )}</tbody></table></div>`;
  return sitePage({ title: 'Scenarios', depth: 0, current: 'scenarios', body });
}
