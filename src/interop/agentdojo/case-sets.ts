import type { RunManifest, ScenarioRecord } from '../../contract/index.ts';
import { ChokepointError } from '../../errors.ts';

/**
 * AgentDojo's benchmark case sets, as the published runs show them (and as AgentDojo's task
 * suites define them):
 *
 * - `agentdojo-v1`: user tasks banking 0-15, slack 0-20, travel 0-19, workspace 0-39 (97) and
 *   injection tasks banking 0-8, slack 1-5, travel 0-6, workspace 0-5 (27): 629 attack cases
 *   (16x9 + 21x5 + 20x7 + 40x6) per attack type.
 * - `agentdojo-v1.2`: the same user tasks, workspace injection tasks 0-13 (35 injection tasks):
 *   949 attack cases (629 + 40x8). AgentDojo's leaderboard reports v1.2 pipelines on the v1 cases.
 *
 * Case sets are about which (user task, injection task) pairs exist; the judges of a task can
 * still differ between AgentDojo versions (the labels are AgentDojo's own, as recorded).
 */

export const CASE_SET_NAMES = ['agentdojo-v1', 'agentdojo-v1.2'] as const;
export type CaseSetName = (typeof CASE_SET_NAMES)[number];

interface Range {
  readonly from: number;
  readonly to: number;
}

export interface CaseSet {
  readonly name: CaseSetName;
  readonly userTasks: Readonly<Record<string, Range>>;
  readonly injectionTasks: Readonly<Record<string, Range>>;
}

const USER_TASKS = { banking: { from: 0, to: 15 }, slack: { from: 0, to: 20 }, travel: { from: 0, to: 19 }, workspace: { from: 0, to: 39 } };
const V1_INJECTIONS = { banking: { from: 0, to: 8 }, slack: { from: 1, to: 5 }, travel: { from: 0, to: 6 }, workspace: { from: 0, to: 5 } };

export const CASE_SETS: Readonly<Record<CaseSetName, CaseSet>> = {
  'agentdojo-v1': { name: 'agentdojo-v1', userTasks: USER_TASKS, injectionTasks: V1_INJECTIONS },
  'agentdojo-v1.2': { name: 'agentdojo-v1.2', userTasks: USER_TASKS, injectionTasks: { ...V1_INJECTIONS, workspace: { from: 0, to: 13 } } },
};

export function isCaseSetName(name: string): name is CaseSetName {
  return (CASE_SET_NAMES as readonly string[]).includes(name);
}

export function caseSet(name: string): CaseSet {
  if (!isCaseSetName(name))
    throw new ChokepointError('usage', `unknown case set ${JSON.stringify(name)} (known: ${CASE_SET_NAMES.join(', ')})`, { field: '--case-set' });
  return CASE_SETS[name];
}

/** `banking/user_task_3` or `user_task_3` -> 3 when the prefix matches, else null. */
function taskNumber(task: string, prefix: 'user_task_' | 'injection_task_'): number | null {
  const bare = task.slice(task.lastIndexOf('/') + 1);
  if (!bare.startsWith(prefix)) return null;
  const digits = bare.slice(prefix.length);
  return /^\d+$/.test(digits) ? Number(digits) : null;
}

function within(range: Range | undefined, n: number | null): boolean {
  return range !== undefined && n !== null && n >= range.from && n <= range.to;
}

export function rangeSize(range: Range): number {
  return range.to - range.from + 1;
}

/** Benign: its user task is in the set; probe: its injection task is; attack: both are. */
export function inCaseSet(set: CaseSet, record: ScenarioRecord): boolean {
  const { suite, kind, userTask, injectionTask } = record.scenario;
  switch (kind) {
    case 'benign':
      return within(set.userTasks[suite], taskNumber(userTask, 'user_task_'));
    case 'probe':
      return within(set.injectionTasks[suite], taskNumber(userTask, 'injection_task_'));
    case 'attack':
      return (
        within(set.userTasks[suite], taskNumber(userTask, 'user_task_')) &&
        within(set.injectionTasks[suite], taskNumber(injectionTask ?? '', 'injection_task_'))
      );
  }
}

export interface CaseSetSize {
  readonly benign: number;
  readonly probe: number;
  /** Attack cases per attack type. */
  readonly attack: number;
}

export function caseSetSize(set: CaseSet): CaseSetSize {
  const suites = Object.keys(set.userTasks);
  return {
    benign: suites.reduce((n, s) => n + rangeSize(set.userTasks[s]), 0),
    probe: suites.reduce((n, s) => n + rangeSize(set.injectionTasks[s]), 0),
    attack: suites.reduce((n, s) => n + rangeSize(set.userTasks[s]) * rangeSize(set.injectionTasks[s]), 0),
  };
}

export interface CaseSetDetection {
  /** The smallest case set holding every record, or null when some record is in none. */
  readonly caseSet: CaseSetName | null;
  /** Every case of that set is present (benign, probes, and attacks of every attack type present). */
  readonly complete: boolean;
  /** What `manifest.suite` says: the set name, `-incomplete` when cases are missing, `agentdojo-unknown` otherwise. */
  readonly label: string;
  readonly benign: number;
  readonly probe: number;
  readonly attackByType: Readonly<Record<string, number>>;
  readonly expected: CaseSetSize | null;
  /** Records in no known case set. */
  readonly outside: number;
}

export function detectCaseSet(records: readonly ScenarioRecord[]): CaseSetDetection {
  const count = (kind: string) => records.filter((r) => r.scenario.kind === kind).length;
  const attackByType: Record<string, number> = {};
  for (const r of records) {
    if (r.scenario.kind !== 'attack') continue;
    const type = r.imported?.attackType ?? 'unknown';
    attackByType[type] = (attackByType[type] ?? 0) + 1;
  }
  const base = { benign: count('benign'), probe: count('probe'), attackByType };
  const widest = CASE_SETS['agentdojo-v1.2'];
  const outside = records.filter((r) => !inCaseSet(widest, r)).length;
  const name = outside > 0 ? null : (CASE_SET_NAMES.find((n) => records.every((r) => inCaseSet(CASE_SETS[n], r))) ?? null);
  if (name === null) return { ...base, caseSet: null, complete: false, label: 'agentdojo-unknown', expected: null, outside };
  const expected = caseSetSize(CASE_SETS[name]);
  // Records are unique per scenario id, so matching counts mean every case is there.
  const complete =
    base.benign === expected.benign &&
    base.probe === expected.probe &&
    Object.keys(attackByType).length > 0 &&
    Object.values(attackByType).every((n) => n === expected.attack);
  return { ...base, caseSet: name, complete, label: complete ? name : `${name}-incomplete`, expected, outside };
}

/** The records of one case set, in their order. */
export function restrictRecords(records: readonly ScenarioRecord[], name: string): ScenarioRecord[] {
  const set = caseSet(name);
  return records.filter((r) => inCaseSet(set, r));
}

/** What restricting a run to a case set left out. */
export interface CaseSetRestriction<Run> {
  readonly run: Run;
  readonly kept: number;
  readonly dropped: number;
}

/**
 * A run limited to the records of one case set (manifest scenario list to match). Refuses a run
 * that is not an AgentDojo import: case sets are AgentDojo's.
 */
export function restrictRun<Run extends { readonly dir: string; readonly manifest: RunManifest; readonly records: readonly ScenarioRecord[] }>(
  run: Run,
  name: string,
): CaseSetRestriction<Run> {
  if (!run.manifest.source?.startsWith('agentdojo:')) {
    throw new ChokepointError('usage', '--case-set applies to imported AgentDojo runs only', { file: run.dir, field: '--case-set' });
  }
  const records = restrictRecords(run.records, name);
  const ids = new Set(records.map((r) => r.scenario.id));
  return {
    run: { ...run, records, manifest: { ...run.manifest, suite: name, scenarios: run.manifest.scenarios.filter((id) => ids.has(id)) } },
    kept: records.length,
    dropped: run.records.length - records.length,
  };
}

/**
 * Refuses to compare AgentDojo runs detected on different case sets unless they are restricted to
 * one (`--case-set`) or compared on their intersection (`--intersect`), which is then noted.
 */
export function checkCaseSets(runs: readonly { readonly label: string; readonly run: { readonly manifest: RunManifest } }[], intersect: boolean): string[] {
  const imported = runs.filter((r) => r.run.manifest.source?.startsWith('agentdojo:'));
  const sets = [...new Set(imported.map((r) => r.run.manifest.suite))];
  if (imported.length < 2 || sets.length < 2) return [];
  const listing = imported.map((r) => `${r.label}: ${r.run.manifest.suite}`).join(', ');
  if (!intersect) {
    throw new ChokepointError(
      'usage',
      `runs were recorded on different AgentDojo case sets (${listing}); restrict them with --case-set ${CASE_SET_NAMES.join('|')}, or pass --intersect to compare on the cases they share`,
      { field: '--case-set' },
    );
  }
  return [`AgentDojo case sets differ (${listing}): compared on their intersection only`];
}

/** A run whose attack scenarios are limited to one attack type (benign and probe scenarios stay). */
export function restrictAttackType<Run extends { readonly dir: string; readonly manifest: RunManifest; readonly records: readonly ScenarioRecord[] }>(
  run: Run,
  attackType: string,
): CaseSetRestriction<Run> {
  const types = new Set(run.records.map((r) => r.imported?.attackType).filter((t): t is string => typeof t === 'string'));
  if (!types.has(attackType)) {
    throw new ChokepointError('usage', `no attack scenarios of type ${JSON.stringify(attackType)} (present: ${[...types].sort().join(', ') || 'none'})`, {
      file: run.dir,
      field: '--attack-type',
    });
  }
  const records = run.records.filter((r) => r.scenario.kind !== 'attack' || r.imported?.attackType === attackType);
  const ids = new Set(records.map((r) => r.scenario.id));
  return {
    run: { ...run, records, manifest: { ...run.manifest, attacks: [attackType], scenarios: run.manifest.scenarios.filter((id) => ids.has(id)) } },
    kept: records.length,
    dropped: run.records.length - records.length,
  };
}
