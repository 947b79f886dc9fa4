import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { recordId, type ScenarioRef } from '../../../src/contract/index.ts';
import { agentSpec, prepareRun, type PreparedRun } from '../../../src/harness/index.ts';
import { planIds, planRecords, planRefs, repeatPlan } from '../../../src/harness/run/plan.ts';
import type { Scenario } from '../../../src/registry/index.ts';
import { shardIdentity, shardOf, shardPositions } from '../../../src/runs/shard.ts';
import { canonicalJson, suiteHashParts, suiteSha256 } from '../../../src/runs/store/manifest.ts';
import { Sandbox } from '../../../src/sandbox/index.ts';
import { miniBenchmark, miniScenarios } from './mini.ts';

/** The plan as it was built before it was enumerated: every record made, repeat-major. */
function materialised(scenarios: readonly Scenario[], repeats: number): ScenarioRef[] {
  const refs: ScenarioRef[] = [];
  for (let repeat = 1; repeat <= repeats; repeat++)
    for (const { ref } of scenarios) refs.push(repeats === 1 ? ref : { ...ref, id: recordId(ref.id, null, repeat === 1 ? null : repeat), repeat });
  return refs;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('a plan enumerated, and its shards cut without making it', () => {
  it('lists the records of the repeat-major plan in its order, and a shard of a large plan is the slice of the whole', async () => {
    const scenarios = await miniScenarios();
    const repeats = Math.ceil(20_000 / scenarios.length);
    const plan = repeatPlan(scenarios, repeats);
    const whole = materialised(scenarios, repeats);
    expect(plan.size).toBe(whole.length);
    expect([...planRefs(plan)]).toEqual(whole);
    const ids = whole.map((r) => r.id);
    for (const count of [1, 2, 3, 7, 100, 999, whole.length]) {
      for (const index of new Set([1, Math.ceil(count / 2), count])) {
        const spec = { index, count };
        expect(planRecords(plan, shardPositions(plan.size, spec)).map((s) => s.ref.id)).toEqual(shardOf(ids, spec));
      }
      expect(shardIdentity(planIds(plan), { index: 1, count })).toEqual({ index: 1, count, planSize: ids.length, planSha256: sha256(ids.join('\n')) });
    }
  });

  it('hashes the plan, read a record at a time, as the canonical JSON of the whole', async () => {
    const resolved = await miniBenchmark();
    const scenarios = await miniScenarios();
    const plan = repeatPlan(scenarios, 40);
    const content = { tasks: resolved.tasks, suites: resolved.suites };
    const whole = sha256(canonicalJson({ ...suiteHashParts(content), scenarios: materialised(scenarios, 40) }));
    expect(suiteSha256({ ...content, scenarios: planRefs(plan) })).toBe(whole);
    expect(suiteSha256({ ...content, scenarios: planRefs(plan), scenariosJson: plan.refsJson() })).toBe(whole);
  });

  it.each([
    ['one repeat', 1, (payload: string | null) => payload],
    ['repeats', 3, (payload: string | null) => payload],
    ['repeats, a payload that is the mark the template is cut at', 3, () => '\u0000chokepoint-id\u0000'],
    ['repeats, a payload with quotes, backslashes and line breaks', 2, (payload: string | null) => `"${payload ?? ''}\\\n\u2028"`],
  ])("gives each record's canonical JSON from one template per scenario (%s)", async (_name, repeats, payloadOf) => {
    const scenarios = (await miniScenarios()).map((s) => ({ ...s, ref: { ...s.ref, payload: payloadOf(s.ref.payload) } }));
    const plan = repeatPlan(scenarios, repeats);
    expect([...plan.refsJson()].join('')).toBe(canonicalJson(materialised(scenarios, repeats)).slice(1, -1));
  });
});

describe('prepareRun with a shard', () => {
  const sandbox = new Sandbox();
  afterAll(() => sandbox.close());

  const prepare = async (repeats: number, shard?: { index: number; count: number }): Promise<PreparedRun> => {
    const resolved = await miniBenchmark();
    const prepared = await prepareRun({
      selection: { resolved, label: 'core', scenarios: await miniScenarios() },
      agent: agentSpec('reference', {}),
      repeats,
      ...(shard ? { shard } : {}),
      sandbox,
      startedAt: new Date('2026-12-02T00:00:00Z'),
    });
    if (!prepared.ready) throw new Error(prepared.feasibilityFailures.map((f) => f.message).join('; '));
    return prepared;
  };

  it('plans and names exactly the slice of the unsharded plan, under its hash and identity', async () => {
    const whole = await prepare(300);
    const ids = whole.manifest.scenarios;
    for (const count of [2, 7, 64]) {
      for (const index of [1, count]) {
        const part = await prepare(300, { index, count });
        expect(part.plan.scenarios.map((s) => s.ref.id)).toEqual(shardOf(ids, { index, count }));
        expect(part.manifest.scenarios).toEqual(shardOf(ids, { index, count }));
        expect(part.manifest.suiteSha256).toBe(whole.manifest.suiteSha256);
        expect(part.manifest.shard).toEqual({ index, count, planSize: ids.length, planSha256: sha256(ids.join('\n')) });
        expect(part.planned).toBe(ids.length);
      }
    }
  });
});
