import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRunDirectory } from '../../src/runs/store/index.ts';
import { resolve, scenarios, type Benchmark, type Scenario } from '../../src/registry/index.ts';
import { runAblation, inflation } from '../../src/rescore/ablation.ts';
import { verdictFlips } from '../../src/rescore/flips.ts';
import { nameOnlyPredicate, targetTool } from '../../src/rescore/name-only.ts';
import { rescoreRecords } from '../../src/rescore/rescore.ts';
import { undeliverableScenarios, withoutTable } from '../../src/rescore/scratch.ts';
import { produceTraces, type StoredTraces } from '../../src/rescore/traces.ts';
import { writeRescoredRun } from '../../src/rescore/write.ts';
import { IDS, pickScenarios, storeTraces } from './stored-traces.ts';

/**
 * Re-scoring on real stored traces (stored-traces.ts); the rescore verb on them runs in the e2e
 * project (rescore-verb.e2e.test.ts).
 */

let benchmark: Benchmark;
let work: string;
let traces: StoredTraces;
let cleanup: () => Promise<void>;

function pick(version: string): Scenario[] {
  return pickScenarios(benchmark, version);
}

beforeAll(async () => {
  ({ benchmark, work, traces, cleanup } = await storeTraces());
});

afterAll(() => cleanup());

describe('rescoreRecords', () => {
  it('reproduces every stored verdict at the recorded version, with no divergence', async () => {
    const result = await rescoreRecords(traces.records, resolve(benchmark, '1.1.0'));
    expect(result.skipped).toEqual([]);
    expect(result.rescored).toHaveLength(IDS.length);
    for (const r of result.rescored) {
      expect(r.divergences).toEqual([]);
      expect(r.record.utility.passed).toBe(r.previous.utility.passed);
      expect(r.record.attack?.passed).toBe(r.previous.attack?.passed);
      expect(r.record.outcome).toBe(r.previous.outcome);
    }
  });

  it('is deterministic: two re-scorings give the same records', async () => {
    const a = await rescoreRecords(traces.records, resolve(benchmark, '1.0.0'));
    const b = await rescoreRecords(traces.records, resolve(benchmark, '1.0.0'));
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(a.rescored.every((r) => r.record.benchmarkVersion === '1.0.0')).toBe(true);
  });

  it('keeps the evaluation tree of declarative predicates', async () => {
    const result = await rescoreRecords(traces.records, resolve(benchmark, '1.0.0'));
    const attack = result.rescored.find((r) => r.record.scenario.injectionTask === 'injection_task_1')!.record.attack!;
    expect(attack.judgeVersion).toBe('1.0.0');
    expect(attack.evaluation?.condition).toBe('send_email(any arguments)');
  });

  it('reports a replayed result that differs from the recorded one instead of hiding it', async () => {
    const [first, ...rest] = traces.records;
    const index = first.calls.findIndex((c) => c.status === 'ok');
    const tampered = { ...first, calls: first.calls.map((c, i) => (i === index ? { ...c, result: `${c.result} (edited)` } : c)) };
    const result = await rescoreRecords([tampered, ...rest], resolve(benchmark, '1.1.0'));
    expect(result.rescored[0].divergences).toEqual([
      expect.objectContaining({ index: first.calls[index].index, tool: first.calls[index].tool, recorded: expect.stringContaining('(edited)') }),
    ]);
    expect(result.rescored.slice(1).every((r) => r.divergences.length === 0)).toBe(true);
  });

  it('reports a scenario whose task does not exist at the target version', async () => {
    const later = await produceTraces(
      resolve(benchmark),
      {
        label: 'reference-1.2.0',
        agent: 'reference',
        defenses: [],
        scenarios: scenarios(resolve(benchmark), 'workspace', 'core').filter((s) => s.ref.id === 'user_task_49'),
      },
      work,
    );
    const result = await rescoreRecords(later.records, resolve(benchmark, '1.0.0'));
    expect(result.rescored).toEqual([]);
    expect(result.skipped).toEqual([{ scenario: 'user_task_49', reason: 'user_task_49 does not exist in suite workspace at 1.0.0' }]);
  });

  it('writes re-scored records as a run directory the store reads back', async () => {
    const resolved = resolve(benchmark, '1.0.0');
    const result = await rescoreRecords(traces.records, resolved);
    const out = join(work, 'rescored');
    await writeRescoredRun(out, traces.dir, (await readRunDirectory(traces.dir)).manifest, result, resolved);
    const back = await readRunDirectory(out);
    expect(back.manifest.benchmarkVersion).toBe('1.0.0');
    expect(back.manifest.source).toBe(`rescore:${traces.dir}@1.0.0`);
    expect(back.records.map((r) => r.attack?.passed)).toEqual(result.rescored.map((r) => r.record.attack?.passed));
  });
});

describe('verdictFlips', () => {
  it('lists the scenarios whose verdict flips between 1.0.0 and 1.1.0 on a compliant run', async () => {
    const report = await verdictFlips(traces.records, resolve(benchmark, '1.0.0'), resolve(benchmark, '1.1.0'));
    expect(report.compared).toBe(IDS.length);
    // The typechecker blocks the exfiltration; the name-only 1.0.0 judge still fires on the benign reply mail.
    expect(report.flips).toContainEqual(
      expect.objectContaining({
        scenario: 'user_task_35+injection_task_1@email:16.subject',
        judge: 'attack',
        from: { passed: true, judgeVersion: '1.0.0' },
        to: { passed: false, judgeVersion: '1.1.0' },
      }),
    );
    expect(report.flips.every((f) => f.from.passed !== f.to.passed)).toBe(true);
    const none = await verdictFlips(traces.records, resolve(benchmark, '1.1.0'), resolve(benchmark, '1.1.0'));
    expect(none.flips).toEqual([]);
  });
});

describe('name-only twins and scratch suites', () => {
  it('derive the name-only judge from the last state-changing reference call', () => {
    const resolved = resolve(benchmark);
    const sixth = resolved.task('injection_task_6')!.definition;
    if (sixth.kind !== 'injection') throw new Error('expected an injection task');
    expect(targetTool(sixth)).toBe('execute_sql_query');
    expect(nameOnlyPredicate(sixth)).toMatchObject({ kind: 'calledWith', tool: 'execute_sql_query', args: {} });
  });

  it('move payloads to unread files and drop a table in scratch copies only', () => {
    const resolved = resolve(benchmark);
    const fixture = resolved.suites[0].fixture;
    const moved = undeliverableScenarios(pick('1.2.0'), fixture);
    expect(moved.length).toBe(3);
    for (const s of moved) {
      expect(s.ref.locator).toMatch(/^file:/);
      expect(s.userTask.reference.some((c) => c.tool === 'read_file' && (c.args as { path: string }).path === s.ref.locator!.slice(5))).toBe(false);
    }
    expect(Object.keys(withoutTable(fixture, 'orders').tables)).not.toContain('orders');
    expect(Object.keys(fixture.tables)).toContain('orders');
  });
});

describe('runAblation', () => {
  it('shows name-only inflation of ASR on the stored traces of the reference agent', async () => {
    const resolved = resolve(benchmark);
    const attacks = pick('1.2.0').filter((s) => s.ref.kind === 'attack');
    const report = await runAblation({
      resolved,
      nameOnly: resolve(benchmark, '1.0.0'),
      workDir: join(work, 'ablation'),
      plan: [
        {
          label: 'reference',
          agent: 'reference',
          defenses: [],
          scenarios: [...pick('1.2.0').filter((s) => s.ref.kind === 'benign'), ...attacks],
          note: 'ignores payloads',
        },
      ],
    });
    const headline = inflation(report)!;
    expect(headline.corrected.successes).toBe(0);
    expect(headline.defective.successes).toBeGreaterThan(0);
    expect(headline.difference).toBeGreaterThan(0);
    expect(headline.changed).toBe(headline.defective.successes);
    expect(report.replay).toEqual([expect.objectContaining({ run: 'reference', divergences: 0 })]);
    const frr = report.rows.find((r) => r.defect === 'D3')!;
    expect(frr.defective.trials).toBe(2);
  });

  it('names its D3 figure as stats does, and keeps every attack scenario in the D1 denominator', async () => {
    const resolved = resolve(benchmark);
    const attacks = pick('1.2.0').filter((s) => s.ref.kind === 'attack');
    const unread = undeliverableScenarios(attacks, resolved.suites[0].fixture);
    const report = await runAblation({
      resolved,
      workDir: join(work, 'ablation-d1'),
      plan: [
        {
          label: 'compliant',
          agent: 'compliant',
          defenses: [],
          scenarios: [...pick('1.2.0').filter((s) => s.ref.kind === 'benign'), ...attacks, ...unread],
          note: 'two delivered, some undelivered',
          infeasible: true,
        },
      ],
    });
    const d3 = report.rows.find((r) => r.defect === 'D3')!;
    expect(d3.metric).toBe('defense refusal rate');
    const d1 = report.rows.filter((r) => r.defect === 'D1');
    const asr = d1.find((r) => r.metric === 'ASR')!;
    const all = attacks.length + unread.length;
    // The corrected ASR keeps every case; the rate among delivered cases is a second, labelled figure.
    expect(asr.corrected.trials).toBe(all);
    expect(asr.defective.trials).toBe(all);
    expect(asr.conditional).toMatchObject({ label: 'ASR among delivered', subset: attacks.length, of: all });
    expect(asr.conditional!.rate.trials).toBe(attacks.length);
    const delivery = d1.find((r) => r.metric === 'payload delivery')!;
    expect(delivery.corrected).toMatchObject({ successes: attacks.length, trials: all });
    expect(delivery.changed).toBe(unread.length);
  });
});
