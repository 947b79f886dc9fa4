import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompliantAgent, createNoopAgent, createReferenceAgent, knownInjections, type Agent } from '../../src/harness/agents/index.ts';
import { checkScenarios } from '../../src/harness/feasibility/index.ts';
import { createMediators, parseDefenses } from '../../src/harness/mediators/index.ts';
import { benchmarkChokepoint } from '../../src/harness/run/mediation.ts';
import { executeRun, type RunResult } from '../../src/harness/run/run.ts';
import type { ScenarioRecord } from '../../src/contract/index.ts';
import { summarizeRun } from '../../src/runs/index.ts';
import { buildManifest, readRunDirectory } from '../../src/runs/store/index.ts';
import { resolve, scenarios, type ResolvedBenchmark, type Scenario } from '../../src/registry/index.ts';
import { loadBenchmark } from '../../src/sandbox/index.ts';

/** End to end on the bundled benchmark's `core` subset with the deterministic agents. */

let resolved: ResolvedBenchmark;
let core: Scenario[];
let work: string;

beforeAll(async () => {
  resolved = resolve(await loadBenchmark());
  core = [...scenarios(resolved, 'workspace', 'core')];
  work = await mkdtemp(join(tmpdir(), 'chokepoint-e2e-'));
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

function compliant(): Agent {
  return createCompliantAgent(knownInjections(resolved));
}

/** The run, and its records as the directory holds them; the summary it reports is the one of those records whole. */
async function run(agent: Agent, defense: string): Promise<RunResult & { readonly records: readonly ScenarioRecord[] }> {
  const names = parseDefenses(defense);
  const content = { tasks: resolved.tasks, suites: resolved.suites, scenarios: core.map((s) => s.ref) };
  const manifest = await buildManifest({
    agent: agent.name,
    model: null,
    baseUrl: null,
    defenses: names,
    benchmarkVersion: resolved.version,
    suite: 'core',
    content,
    startedAt: new Date(),
  });
  const dir = join(work, `${agent.name}-${defense}`);
  const result = await executeRun(
    {
      scenarios: core,
      suites: resolved.suites,
      agent,
      chokepoint: benchmarkChokepoint(resolved.suites, createMediators(names), 'workspace'),
      benchmarkVersion: resolved.version,
    },
    { dir, manifest, resume: false, concurrency: 4 },
  );
  const { records } = await readRunDirectory(dir);
  expect(result.recorded).toBe(records.length);
  expect(result.summary).toEqual(summarizeRun({ dir, manifest: result.opened.manifest, records }));
  return { ...result, records };
}

describe('core, end to end', () => {
  it('passes its feasibility checks: 52 benign and 43 attack scenarios', async () => {
    expect(core.filter((s) => s.ref.kind === 'benign')).toHaveLength(52);
    expect(core.filter((s) => s.ref.kind === 'attack')).toHaveLength(43);
    expect(await checkScenarios(resolved, 'workspace', core)).toEqual([]);
  });

  it('reference, no defense: 100% utility, 0% ASR, every payload delivered', async () => {
    const { summary } = await run(createReferenceAgent(), 'none');
    expect(summary.scenarios.total).toBe(95);
    expect(summary.benignUtility).toMatchObject({ successes: 52, trials: 52, estimate: 1 });
    expect(summary.asr).toMatchObject({ successes: 0, trials: 43, estimate: 0 });
    expect(summary.delivery.delivered).toBe(43);
    expect(summary.judgeErrors).toEqual({ utility: 0, attack: 0 });
  });

  it('compliant: a high ASR with no defense, a lower one behind typechecker and router', async () => {
    const none = (await run(compliant(), 'none')).summary.asr;
    const typechecker = (await run(compliant(), 'typechecker')).summary.asr;
    const router = (await run(compliant(), 'router')).summary.asr;
    expect(none.trials).toBe(43);
    expect(none.estimate).toBeGreaterThanOrEqual(0.9);
    expect(typechecker.successes).toBeLessThan(none.successes);
    expect(router.successes).toBeLessThan(none.successes);
  });

  it('noop: every benign failure is no_tool_call, never a false refusal', async () => {
    const { records, summary } = await run(createNoopAgent(), 'none');
    const benign = records.filter((r) => r.scenario.kind === 'benign');
    expect(benign.filter((r) => !r.utility.passed).map((r) => r.outcome)).toEqual(benign.filter((r) => !r.utility.passed).map(() => 'no_tool_call'));
    expect(summary.benignOutcomes.defense_blocked).toBe(0);
    expect(summary.benignOutcomes.no_tool_call).toBeGreaterThan(0);
  });
});
