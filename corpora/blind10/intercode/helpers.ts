// Source: InterCode (princeton-nlp/intercode), the SQL environment's reward: intercode/envs/sql/sql_env.py
// (SqlEnv.exec_action, SqlEnv.get_reward, SqlEnv.get_intersect_items) at commit
// 69922e2f331b36a7d94b5da4a7ed10289e6c4c94, with IntercodeEnv's reset (the observation starts as None).
// scipy.stats.kendalltau (tau-b, nan_policy='omit') and Python's str() of a result row are written out below.
import type { Snapshot, TraceCall } from 'chokepoint';

/** The task's database as the gold query sees it. */
export type Tables = Snapshot['tables'];
/** The gold query, written over the tables it reads (a MySQL query in InterCode). */
export type GoldQuery = (tables: Tables) => Row[];

/** A value of a row as mysql.connector gives it (JSON here: numbers, strings, NULL). */
export type SqlCell = string | number | null;
export type Row = readonly SqlCell[];
type Observation = readonly Row[] | string | null;

/** Python's repr of a cell inside a tuple. */
function reprCell(cell: SqlCell): string {
  if (cell === null) return 'None';
  if (typeof cell === 'number') return Number.isInteger(cell) ? String(cell) : String(cell);
  return cell.includes("'") && !cell.includes('"') ? `"${cell}"` : `'${cell.replaceAll("'", "\\'")}'`;
}

/** `str(x)` of a fetched row (a tuple). */
export function pyTupleStr(row: Row): string {
  if (row.length === 1) return `(${reprCell(row[0] as SqlCell)},)`;
  return `(${row.map(reprCell).join(', ')})`;
}

/** collections.Counter of a list of strings. */
function counter(items: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
}

/** Counter & Counter: the smaller count of each key present in both (keys in the first's order). */
function intersect(a: Map<string, number>, b: Map<string, number>): Map<string, number> {
  const result = new Map<string, number>();
  for (const [key, count] of a) {
    const other = b.get(key);
    if (other === undefined) continue;
    const kept = Math.min(count, other);
    if (kept > 0) result.set(key, kept);
  }
  return result;
}

/** scipy.stats.kendalltau's statistic (tau-b), NaN when either list is constant or shorter than 2. */
export function kendalltau(x: readonly string[], y: readonly string[]): number {
  const n = x.length;
  if (n < 2) return NaN;
  let concordant = 0;
  let discordant = 0;
  let tiesX = 0;
  let tiesY = 0;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const a = Math.sign(compare(x[i] as string, x[j] as string));
      const b = Math.sign(compare(y[i] as string, y[j] as string));
      if (a === 0 && b === 0) continue;
      if (a === 0) tiesX++;
      else if (b === 0) tiesY++;
      else if (a === b) concordant++;
      else discordant++;
    }
  }
  const denominator = Math.sqrt((concordant + discordant + tiesX) * (concordant + discordant + tiesY));
  if (denominator === 0) return NaN;
  return (concordant - discordant) / denominator;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Python's round(x, 2). */
function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

export class SqlEnv {
  observation: Observation = null;
  info: Record<string, unknown> = {};

  constructor(
    private readonly gold: GoldQuery,
    private readonly tables: Tables,
  ) {}

  /** exec_action: the result set of a query that has one, None otherwise, the error text when it fails. */
  exec_action(call: TraceCall): void {
    if (call.status !== 'ok') {
      this.observation = `Error executing query: ${call.error ?? ''}`;
      this.info['action_executed'] = false;
      return;
    }
    this.observation = null;
    const text = call.result ?? '';
    if (text !== '') this.observation = JSON.parse(text) as Row[];
    this.info['action_executed'] = true;
  }

  /** get_reward: intersection over union of the two result bags, scaled by the sort correlation. */
  get_reward(): number {
    this.info = {};
    this.info['agent_obs'] = this.observation;
    // the gold query runs on the same connection, after the agent's queries
    this.info['eval_obs'] = this.gold(this.tables);
    const agent = this.info['agent_obs'];
    const evaluation = this.info['eval_obs'];
    let reward: number;
    if (Array.isArray(agent) && Array.isArray(evaluation)) {
      const list_agent = (agent as Row[]).map(pyTupleStr);
      const list_eval = (evaluation as Row[]).map(pyTupleStr);
      const dist_agent = counter(list_agent);
      const dist_eval = counter(list_eval);
      const intersection = intersect(dist_agent, dist_eval);
      const union = new Map<string, number>();
      for (const [key, count] of [...dist_agent, ...dist_eval].sort(([a], [b]) => compare(a, b))) {
        union.set(key, Math.max(union.get(key) ?? 0, count));
      }
      if (union.size === 0) {
        reward = 1;
      } else {
        let total_intersect = 0;
        for (const [, v] of intersection) total_intersect += v;
        let total_union = 0;
        for (const [, v] of union) total_union += v;
        reward = (total_intersect * 1.0) / total_union;
        if (intersection.size > 0) {
          const list_agent_intx = this.get_intersect_items([...list_agent], new Map(intersection));
          const list_eval_intx = this.get_intersect_items([...list_eval], new Map(intersection));
          if (list_agent_intx.length !== list_eval_intx.length) throw new Error('AssertionError');
          const sort_correlation = kendalltau(list_agent_intx, list_eval_intx);
          if (!Number.isNaN(sort_correlation)) reward = round2(sort_correlation * reward);
        }
      }
    } else {
      reward = 0.0;
    }
    this.info['reward'] = reward;
    return reward;
  }

  get_intersect_items(my_list: string[], my_dict: Map<string, number>): string[] {
    const result: string[] = [];
    for (const item of my_list) {
      const count = my_dict.get(item);
      if (count !== undefined) {
        my_dict.set(item, count - 1);
        if (my_dict.get(item) === 0) my_dict.delete(item);
        result.push(item);
      }
    }
    return result;
  }
}

/** One episode: every query the agent ran, in order, then the reward of the observation the last one left. */
export function sqlEpisodeReward(trace: readonly TraceCall[], gold: GoldQuery, tables: Tables): number {
  const env = new SqlEnv(gold, tables);
  for (const call of trace) env.exec_action(call);
  return env.get_reward();
}
