import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ChokepointError } from '../../../src/errors.ts';
import { AgentFailure, createReferenceAgent, type Agent } from '../../../src/harness/agents/index.ts';
import { benchmarkChokepoint } from '../../../src/harness/run/mediation.ts';
import { createProgress } from '../../../src/harness/run/progress.ts';
import { executeRun, type RunPlan } from '../../../src/harness/run/run.ts';
import { buildManifest, readRunDirectory, scenarioFileName } from '../../../src/runs/store/index.ts';
import { miniBenchmark, miniScenarios } from './mini.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

async function setup(agent: Agent) {
  const resolved = await miniBenchmark();
  const scenarios = await miniScenarios();
  const plan: RunPlan = {
    scenarios,
    fixtures: new Map(resolved.suites.map((s) => [s.definition.name, s.fixture])),
    agent,
    chokepoint: benchmarkChokepoint(resolved.suites, [], 'workspace'),
    benchmarkVersion: resolved.version,
  };
  const manifest = await buildManifest({
    agent: agent.name,
    model: null,
    baseUrl: null,
    defenses: [],
    benchmarkVersion: resolved.version,
    suite: 'core',
    content: { tasks: resolved.tasks, suites: resolved.suites, scenarios: scenarios.map((s) => s.ref) },
    startedAt: new Date(),
  });
  const dir = await mkdtemp(join(tmpdir(), 'chokepoint-run-'));
  dirs.push(dir);
  return { plan, manifest, dir, scenarios };
}

describe('executeRun', () => {
  it('runs every scenario concurrently, one record file each, and summarises with denominators', async () => {
    const { plan, manifest, dir, scenarios } = await setup(createReferenceAgent());
    const lines: string[] = [];
    const result = await executeRun(plan, {
      dir,
      manifest,
      resume: false,
      concurrency: 4,
      progress: createProgress({ stream: { write: (t: string) => lines.push(t) }, intervalMs: 0 }),
    });
    expect(result.ran).toBe(scenarios.length);
    expect((await readdir(join(dir, 'scenarios'))).sort()).toEqual(scenarios.map((s) => scenarioFileName(s.ref.id)).sort());
    expect(result.records.map((r) => r.scenario.id)).toEqual(manifest.scenarios);
    expect(result.summary.benignUtility).toMatchObject({ successes: 3, trials: 3, estimate: 1 });
    expect(result.summary.asr).toMatchObject({ successes: 0, trials: 6, estimate: 0 });
    expect(result.summary.delivery.rate).toMatchObject({ successes: 6, trials: 6, estimate: 1 });
    expect(result.summary.attackOutcomes.success).toBe(6);
    expect(result.summary.benignOutcomes.success).toBe(3);
    expect(lines.at(-1)).toBe('chokepoint run: 9/9 (100%) utility ok 9, attacks succeeded 0\n');
    expect(manifest.codeCommit === null || /^[0-9a-f]{40}$/.test(manifest.codeCommit)).toBe(true);
    expect(manifest.toolVersions).toMatchObject({ node: process.version, 'sql.js': expect.any(String), openai: expect.any(String) });
  });

  it('a resumed run only runs what is missing', async () => {
    const { plan, manifest, dir, scenarios } = await setup(createReferenceAgent());
    await executeRun({ ...plan, scenarios: scenarios.slice(0, 4) }, { dir, manifest, resume: false });
    const result = await executeRun(plan, { dir, manifest, resume: true });
    expect(result.ran).toBe(scenarios.length - 4);
    expect(result.opened.done.size).toBe(4);
    expect((await readRunDirectory(dir)).missing).toEqual([]);
  });

  it('stops on an agent configuration failure, keeps what was written, and says how to continue', async () => {
    let started = 0;
    const flaky: Agent = {
      ...createReferenceAgent(),
      start(task, report) {
        if (++started > 2) throw new AgentFailure('configuration', 'HTTP 401: bad key');
        return createReferenceAgent().start(task, report);
      },
    };
    const { plan, manifest, dir } = await setup(flaky);
    const error = await executeRun({ ...plan, agent: flaky }, { dir, manifest, resume: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChokepointError);
    expect((error as ChokepointError).message).toMatch(/agent cannot work: HTTP 401: bad key \(2 scenario\(s\) recorded; .*--resume\)/);
    expect((await readRunDirectory(dir)).records).toHaveLength(2);
  });
});
