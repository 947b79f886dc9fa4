/**
 * Item 1 of the adversarial pass: synchronous work had no time limit. sql.js runs a query and a
 * judge runs its code synchronously, so `--timeout` (which only stops awaited I/O) could not stop a
 * recursive query or a `while (true) {}` judge, and `run`, `rescore` and `validate` hung for ever.
 * Tool calls and judges now run in sandbox workers that the host stops at their limit; the timeout
 * is recorded as its own outcome, naming the call or the judge.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScenarioRecord, TraceCall } from '../../src/contract/index.ts';
import { readRunDirectory } from '../../src/runs/store/index.ts';
import { runInProcess } from '../cli/run-cli.ts';
import { editRecords, hostileMini, type Workspace } from './helpers.ts';

const FOREVER = 'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c)';
/** The user task each benign scenario's stored trace is replaced with one hostile query. */
const HOSTILE_QUERIES: Readonly<Record<string, string>> = {
  user_task_1: `${FOREVER} SELECT count(*) FROM c`,
  user_task_2: `${FOREVER} SELECT x FROM c ORDER BY x DESC LIMIT 1`,
  user_task_3: `INSERT INTO customers (name) SELECT count(*) FROM (${FOREVER} SELECT x FROM c)`,
};

const sqlCall = (query: string): TraceCall => ({ index: 0, tool: 'execute_sql_query', args: { query }, status: 'ok', result: '(1 row)' });

let mini: Workspace;
let source: string;

beforeAll(async () => {
  mini = await hostileMini();
  source = mini.path('source');
  const produced = await runInProcess(['run', '--agent', 'reference', '--suite', 'core', '--judges', mini.judges, '--out', source]);
  expect(produced.code, produced.stderr).toBe(0);
  // A stored run whose benign scenarios each proposed one query that never ends (as a model could).
  await editRecords(source, (record): ScenarioRecord | undefined => {
    const query = record.scenario.kind === 'benign' ? HOSTILE_QUERIES[record.scenario.userTask] : undefined;
    return query === undefined ? undefined : { ...record, calls: [sqlCall(query)], output: 'done' };
  });
});

afterAll(() => mini?.remove());

describe('hostile SQL and looping judges are stopped at their limit', () => {
  it('run: a never-ending query behind the typechecker is a timeout naming the call; the run finishes', async () => {
    const out = mini.path('replayed');
    const result = await runInProcess([
      'run',
      '--agent',
      'replay',
      '--replay-from',
      source,
      '--defense',
      'typechecker',
      '--suite',
      'core',
      '--judges',
      mini.judges,
      '--out',
      out,
      '--tool-timeout',
      '1',
    ]);
    expect(result.code, result.stderr).toBe(0);
    const records = new Map((await readRunDirectory(out)).records.map((r) => [r.scenario.id, r]));
    expect(records.size).toBe(9);
    // Both reads run (the typechecker classes them as reads) and are stopped; the INSERT is refused before it runs.
    for (const id of ['user_task_1', 'user_task_2']) {
      const record = records.get(id)!;
      expect(record.outcome).toBe('timeout');
      expect(record.error).toBe('timed out: tool call #0 (execute_sql_query) did not finish within 1 s');
      expect(record.calls[0]).toMatchObject({ status: 'error', error: record.error });
      // The environment is rebuilt from the calls that completed (none), so the judges still judged.
      expect(record.utility).toEqual({ passed: false, judgeVersion: '1.0.0' });
    }
    expect(records.get('user_task_3')!.outcome).toBe('defense_blocked');
    expect([...records.values()].filter((r) => r.scenario.kind === 'attack').every((r) => r.outcome !== 'timeout')).toBe(true);
  });

  it('rescore: replaying stored never-ending queries (a SELECT, an ORDER BY, an INSERT ... SELECT) skips them, naming the call', async () => {
    const result = await runInProcess(['rescore', source, '--at', '1.0.0', '--judges', mini.judges, '--tool-timeout', '1', '--format', 'json']);
    expect(result.code, result.stderr).toBe(0);
    const report = JSON.parse(result.stdout) as { skipped: { scenario: string; reason: string }[]; scenarios: unknown[] };
    expect(report.skipped).toEqual(
      ['user_task_1', 'user_task_2', 'user_task_3'].map((scenario) => ({
        scenario,
        reason: 'replaying it timed out: tool call #0 (execute_sql_query) did not finish within 1 s',
      })),
    );
    expect(report.scenarios).toHaveLength(6);
  });
});

describe('a judge that never returns', () => {
  let looping: Workspace;
  beforeAll(async () => {
    looping = await hostileMini('looping-judge');
  });
  afterAll(() => looping?.remove());

  it('run: the scenario records a timeout naming the judge and its module; nothing blames the agent', async () => {
    const out = looping.path('run');
    const result = await runInProcess(['run', '--agent', 'noop', '--suite', 'probe', '--judges', looping.judges, '--out', out, '--judge-timeout', '1']);
    expect(result.code, result.stderr).toBe(0);
    const [record] = (await readRunDirectory(out)).records;
    expect(record.outcome).toBe('timeout');
    expect(record.utility.passed).toBe(false);
    expect(record.utility.error).toMatch(
      /^timed out: the utility judge of user_task_2 \(.*judges\/mini\/user_task_2\/1\.0\.0\.ts\) did not finish within 1 s$/,
    );
  });

  it('validate: the judge is stopped on the untouched environment and every other check still runs', async () => {
    const result = await runInProcess(['validate', '--judges', looping.judges, '--judge-timeout', '1', '--format', 'json']);
    const report = JSON.parse(result.stdout) as { judges: { task: string; findings: { check: string; message: string }[] }[] };
    const judge = report.judges.find((j) => j.task === 'user_task_2')!;
    expect(judge.findings).toEqual([expect.objectContaining({ check: 'initial-state', defect: 'judge-error', documented: false })]);
    expect(judge.findings[0].message).toMatch(
      /^the judge failed instead of answering: timed out: the utility judge of user_task_2 .* did not finish within 1 s$/,
    );
    expect(report.judges).toHaveLength(6);
    expect(result.code).toBe(1);
  });
});
