/**
 * Items 6 and 11 (rescore) of the second adversarial round, on re-scoring stored runs.
 * 6: `rescore` reported divergences on identical text: a tool result over MAX_RECORDED_TEXT
 *    characters is cut in the record, and the replay compared the whole result with the cut one.
 *    The replayed text is cut the same way before it is compared.
 * 11: a record whose call arguments nest deeply exhausted the stack (it was fine before). Record
 *     files are refused past MAX_NESTING levels, like every decoder's input; a model's arguments
 *     past MAX_ARGUMENT_DEPTH make a malformed call, measured without recursion.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScenarioRecord, TraceCall } from '../../src/contract/index.ts';
import { answer, proposal, type Agent, type AgentAction } from '../../src/harness/agents/index.ts';
import { suiteChokepoint } from '../../src/harness/run/mediation.ts';
import { MAX_ARGUMENT_DEPTH, MAX_RECORDED_TEXT, runScenario } from '../../src/harness/run/scenario.ts';
import { MAX_NESTING } from '../../src/io.ts';
import { readRunDirectory, recordPath } from '../../src/runs/store/index.ts';
import { runInProcess } from '../cli/run-cli.ts';
import { miniBenchmark, miniScenario } from '../harness/run/mini.ts';
import { editRecords, hostileMini, type Workspace } from './helpers.ts';

const BIG_QUERY = `SELECT printf('%.*c', ${MAX_RECORDED_TEXT * 2}, 'x') AS big`;
const sqlCall = (query: string, args: Record<string, unknown> = {}): TraceCall => ({
  index: 0,
  tool: 'execute_sql_query',
  args: { query, ...args },
  status: 'ok',
  result: '(1 row)',
});

let mini: Workspace;
beforeAll(async () => {
  mini = await hostileMini();
});
afterAll(() => mini?.remove());

/** A run of the mini benchmark's benign scenarios whose stored traces `edit` replaces, as a model could have proposed them. */
async function storedRun(name: string, edit: (record: ScenarioRecord) => ScenarioRecord | undefined): Promise<string> {
  const source = mini.path(name);
  const produced = await runInProcess(['run', '--agent', 'reference', '--suite', 'core', '--judges', mini.judges, '--out', source]);
  expect(produced.code, produced.stderr).toBe(0);
  await editRecords(source, edit);
  return source;
}

const rescore = (dir: string) => runInProcess(['rescore', dir, '--at', '1.0.0', '--judges', mini.judges, '--format', 'json']);

describe('rescore compares like with like', () => {
  it('a tool result cut in the record is cut the same way in the replay: no divergence', async () => {
    const source = await storedRun('big-source', (record) =>
      record.scenario.id === 'user_task_1' ? { ...record, calls: [sqlCall(BIG_QUERY)], output: 'done' } : undefined,
    );
    // The harness runs the query and records its result cut at MAX_RECORDED_TEXT characters.
    const replayed = mini.path('big');
    const run = await runInProcess(['run', '--agent', 'replay', '--replay-from', source, '--suite', 'core', '--judges', mini.judges, '--out', replayed]);
    expect(run.code, run.stderr).toBe(0);
    const [big] = (await readRunDirectory(replayed)).records.find((r) => r.scenario.id === 'user_task_1')!.calls;
    expect(big.result).toMatch(/\[chokepoint: cut at 100000 of \d+ characters\]$/);
    const result = await rescore(replayed);
    const divergences = (JSON.parse(result.stdout) as { scenarios: { divergences: unknown[] }[] }).scenarios.flatMap((r) => r.divergences);
    expect(divergences).toEqual([]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });
});

describe('deep structures are walked without the stack', () => {
  it('a stored record whose call arguments nest 40,000 deep is refused by name, with no stack trace', async () => {
    const source = await storedRun('deep', () => undefined);
    // Written as text: JSON.stringify itself cannot write what a hand-made record file can hold.
    const file = recordPath(source, 'user_task_2');
    const record = JSON.parse(await readFile(file, 'utf8')) as ScenarioRecord;
    const text = JSON.stringify({ ...record, calls: [sqlCall('SELECT 1', { deep: '__DEEP__' })], output: 'done' });
    await writeFile(file, text.replace('"__DEEP__"', `${'['.repeat(40_000)}"x"${']'.repeat(40_000)}`));
    const result = await rescore(source);
    expect(result.code).toBe(2);
    expect(result.stderr.trimEnd().split('\n')).toEqual([
      `chokepoint: error: ${file}: scenario record nests deeper than ${MAX_NESTING} levels: not one chokepoint wrote`,
    ]);
  });

  it('a model proposing arguments nested 40,000 deep makes a malformed call that never runs; the scenario is recorded', async () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 40_000; i++) deep = [deep];
    const resolved = await miniBenchmark();
    const fixture = resolved.suites[0].fixture;
    const actions: AgentAction[] = [proposal('execute_sql_query', { query: 'SELECT 1', deep }), answer('done')];
    const agent: Agent = { name: 'scripted', model: null, baseUrl: null, start: () => ({ next: async (history) => actions[history.length] }) };
    const record = await runScenario(await miniScenario('user_task_2'), {
      fixture,
      agent,
      chokepoint: suiteChokepoint(fixture, [], 'workspace'),
      benchmarkVersion: resolved.version,
    });
    expect(record.calls).toEqual([
      { index: 0, tool: 'execute_sql_query', args: {}, status: 'error', error: `malformed call: arguments nest deeper than ${MAX_ARGUMENT_DEPTH} levels` },
    ]);
    expect(record.output).toBe('done');
  });
});
