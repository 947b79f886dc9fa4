import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ChokepointError } from '../../../src/errors.ts';
import { AgentFailure, createReferenceAgent, type Agent } from '../../../src/harness/agents/index.ts';
import { benchmarkChokepoint } from '../../../src/harness/run/mediation.ts';
import { createProgress } from '../../../src/harness/run/progress.ts';
import { executeRun, RunStopped, type RunPlan } from '../../../src/harness/run/run.ts';
import { summarizeRun, summaryView } from '../../../src/runs/index.ts';
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
    suites: resolved.suites,
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
    const stored = await readRunDirectory(dir);
    expect(stored.records.map((r) => r.scenario.id)).toEqual(manifest.scenarios);
    // The run kept only what its summary reads of each record, and summarised them as the records whole.
    expect(result.recorded).toBe(scenarios.length);
    expect(result.summary).toEqual(summarizeRun({ dir, manifest: result.opened.manifest, records: stored.records }));
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
    const stored = await readRunDirectory(dir);
    expect(stored.missing).toEqual([]);
    // It held only what its summary reads of the records it kept, as it does of the ones it writes.
    const kept = stored.records.slice(0, 4);
    expect(kept.every((r) => (r.messages?.length ?? 0) > 0)).toBe(true);
    expect(result.opened.kept).toEqual(kept.map(summaryView));
    expect(result.summary).toEqual(summarizeRun({ dir, manifest: result.opened.manifest, records: stored.records }));
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
    expect(error).toBeInstanceOf(RunStopped);
    expect(error).toMatchObject({ reason: 'agent_configuration', recorded: 2, planned: 9, dir });
    expect((error as ChokepointError).message).toBe('run stopped, the agent cannot work: HTTP 401: bad key');
    expect((await readRunDirectory(dir)).records).toHaveLength(2);
  });
});

describe('a scenario whose suite has no fixture', () => {
  // The fault this plants: the lookup threw inside one concurrent worker, outside its try, so the
  // run rejected and released its directory lock while a sibling worker still ran scenarios.
  it('refuses the run before any scenario starts or anything is written, however many workers', async () => {
    const reference = createReferenceAgent();
    const started: string[] = [];
    const watching: Agent = { ...reference, start: (task, report) => (started.push(task.scenarioId), reference.start(task, report)) };
    const { plan, manifest, dir, scenarios } = await setup(watching);
    const orphan = { ...scenarios[1], ref: { ...scenarios[1].ref, suite: 'gone', id: `${scenarios[1].ref.id}-gone` } };
    const error = await executeRun(
      { ...plan, scenarios: [scenarios[0], orphan, ...scenarios.slice(2)] },
      { dir, manifest, resume: false, concurrency: 2 },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChokepointError);
    expect((error as Error).message).toContain('no environment fixture for suite gone');
    expect(started).toEqual([]);
    expect(await readdir(dir)).toEqual([]);
  });
});

describe('a scenario id twice in the plan', () => {
  it('refuses the run before anything is written, naming the id and both places it holds', async () => {
    const { plan, manifest, dir, scenarios } = await setup(createReferenceAgent());
    const twice = [...scenarios.slice(0, 5), scenarios[1], ...scenarios.slice(5)];
    const error = await executeRun({ ...plan, scenarios: twice }, { dir, manifest, resume: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChokepointError);
    expect((error as Error).message).toBe(`scenario ${scenarios[1].ref.id} appears twice in the run (scenarios 2 and 6)`);
    expect(await readdir(dir)).toEqual([]);
  });
});

/** The reference agent, except that the conversations of `failing` scenarios end in a model endpoint error. */
function failingFor(failing: (scenarioId: string) => boolean, extra: Partial<Agent> = {}): Agent {
  const reference = createReferenceAgent();
  return {
    ...reference,
    ...extra,
    start(task, report) {
      if (!failing(task.scenarioId)) return reference.start(task, report);
      return {
        next: () =>
          Promise.reject(new AgentFailure('model_error', `model request failed after 3 attempt(s): connection error (ECONNREFUSED) in ${task.scenarioId}`)),
      };
    },
  };
}

const modelSettings = { temperature: 0, systemPrompt: 'You are a test.', requestTimeoutMs: 1000, retries: 0 };

describe('preflight', () => {
  it('a failing preflight stops the run before anything is written; a passing one is sent once, then the run goes on', async () => {
    const { plan, manifest, dir } = await setup(createReferenceAgent());
    const out = join(dir, 'out');
    let preflights = 0;
    const refused: Agent = {
      ...createReferenceAgent(),
      preflight: () => Promise.reject(new AgentFailure('configuration', 'the model endpoint http://127.0.0.1:9/v1 refused the connection')),
    };
    const error = await executeRun({ ...plan, agent: refused }, { dir: out, manifest, resume: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChokepointError);
    expect((error as ChokepointError).message).toBe(
      'preflight request failed, nothing was run: the model endpoint http://127.0.0.1:9/v1 refused the connection',
    );
    expect(existsSync(out)).toBe(false);

    const accepted: Agent = { ...createReferenceAgent(), preflight: async () => void preflights++ };
    expect((await executeRun({ ...plan, agent: accepted }, { dir: out, manifest, resume: false })).ran).toBe(9);
    expect(preflights).toBe(1);
  });
});

describe('environment errors in a row', () => {
  it('stop the run after N, naming the first; every record stays and the streak is written', async () => {
    const { plan, manifest, dir, scenarios } = await setup(createReferenceAgent());
    const agent = failingFor((id) => scenarios.findIndex((s) => s.ref.id === id) >= 2);
    const error = await executeRun({ ...plan, agent }, { dir, manifest, resume: false, maxConsecutiveEnvErrors: 3 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RunStopped);
    expect(error).toMatchObject({ reason: 'environment_errors', recorded: 5, planned: 9 });
    expect((error as RunStopped).message).toBe(
      `run stopped after 3 scenarios in a row ended in an environment error; the first (${scenarios[2].ref.id}): ` +
        `model request failed after 3 attempt(s): connection error (ECONNREFUSED) in ${scenarios[2].ref.id}`,
    );
    const stored = await readRunDirectory(dir);
    expect(stored.records.map((r) => r.outcome)).toEqual(['success', 'success', 'env_error', 'env_error', 'env_error']);
    expect(stored.manifest.endedAt).toEqual(expect.any(String));
  });

  it('a scenario that ends otherwise resets the count; 0 never stops', async () => {
    const { plan, manifest, dir, scenarios } = await setup(createReferenceAgent());
    const odd = failingFor((id) => scenarios.findIndex((s) => s.ref.id === id) % 2 === 1);
    expect((await executeRun({ ...plan, agent: odd }, { dir, manifest, resume: false, maxConsecutiveEnvErrors: 2 })).ran).toBe(9);
    const { plan: plan2, manifest: manifest2, dir: dir2 } = await setup(createReferenceAgent());
    const all = failingFor(() => true);
    expect((await executeRun({ ...plan2, agent: all }, { dir: dir2, manifest: manifest2, resume: false, maxConsecutiveEnvErrors: 0 })).ran).toBe(9);
  });
});

describe('resume with retryErrors', () => {
  it('runs again exactly the records whose outcome is an environment error, and leaves every other record untouched', async () => {
    const { plan, manifest, dir, scenarios } = await setup(createReferenceAgent());
    const errored = new Set([scenarios[1].ref.id, scenarios[4].ref.id, scenarios[7].ref.id]);
    await executeRun({ ...plan, agent: failingFor((id) => errored.has(id)) }, { dir, manifest, resume: false });
    const before = await recordTexts(dir);

    const plain = await executeRun(plan, { dir, manifest, resume: true });
    expect(plain.ran).toBe(0);

    const started: string[] = [];
    const counting: Agent = { ...createReferenceAgent(), start: (task, report) => (started.push(task.scenarioId), createReferenceAgent().start(task, report)) };
    const retried = await executeRun({ ...plan, agent: counting }, { dir, manifest, resume: true, retryErrors: true });
    expect(started.sort()).toEqual([...errored].sort());
    expect(retried.ran).toBe(3);
    expect(retried.opened.rerun).toEqual(scenarios.map((s) => s.ref.id).filter((id) => errored.has(id)));
    const after = await recordTexts(dir);
    for (const [file, text] of before) {
      const id = scenarios.find((s) => scenarioFileName(s.ref.id) === file)!.ref.id;
      if (errored.has(id)) expect(after.get(file)).not.toBe(text);
      else expect(after.get(file)).toBe(text);
    }
    const stored = await readRunDirectory(dir);
    expect(stored.records.every((r) => r.outcome === 'success')).toBe(true);
    // The summary of a resumed run covers the records it kept and the ones it ran, as the directory holds them.
    expect(retried.summary).toEqual(summarizeRun({ dir, manifest: retried.opened.manifest, records: stored.records }));
  });
});

describe('an interrupted run', () => {
  it('stops taking scenarios, abandons the one in flight unrecorded, and resumes to the same records', async () => {
    const { plan, manifest, dir, scenarios } = await setup(createReferenceAgent());
    const controller = new AbortController();
    const reference = createReferenceAgent();
    // The third scenario waits for the interrupt, as a slow model request would.
    const slow: Agent = {
      ...reference,
      start(task, report) {
        if (task.scenarioId !== scenarios[2].ref.id) return reference.start(task, report);
        setTimeout(() => controller.abort(), 10);
        return { next: () => new Promise((_, reject) => task.signal.addEventListener('abort', () => reject(new AgentFailure('timeout', 'aborted')))) };
      },
    };
    const error = await executeRun({ ...plan, agent: slow }, { dir, manifest, resume: false, signal: controller.signal }).catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: 'interrupted', recorded: 2, planned: 9 });
    expect((await readRunDirectory(dir)).missing).toEqual(scenarios.slice(2).map((s) => s.ref.id));

    const resumed = await executeRun(plan, { dir, manifest, resume: true });
    expect(resumed.ran).toBe(7);
    expect(resumed.recorded).toBe(9);
    expect((await readRunDirectory(dir)).records.map((r) => r.scenario.id)).toEqual(manifest.scenarios);
  });
});

describe('the manifest at the end of a run', () => {
  it('gets the end time, and the token totals of a model agent summed from its responses', async () => {
    const reference = createReferenceAgent();
    const metered: Agent = {
      ...reference,
      settings: modelSettings,
      start(task, report) {
        report({ type: 'model_response', detail: 'x', tokens: { input: 100, output: 10 } });
        if (task.scenarioId === 'user_task_1') report({ type: 'model_response', detail: 'no usage' });
        return reference.start(task, report);
      },
    };
    const { plan, manifest, dir } = await setup(metered);
    const result = await executeRun({ ...plan, agent: metered }, { dir, manifest, resume: false });
    const stored = await readRunDirectory(dir);
    expect(stored.manifest.tokens).toEqual({ input: 900, output: 90, responses: 10, unreported: 1 });
    expect(Date.parse(stored.manifest.endedAt!)).toBeGreaterThanOrEqual(Date.parse(stored.manifest.startedAt));
    expect(result.opened.manifest).toEqual(stored.manifest);

    const { plan: plain, manifest: m2, dir: d2 } = await setup(reference);
    await executeRun(plain, { dir: d2, manifest: m2, resume: false });
    expect((await readRunDirectory(d2)).manifest.tokens).toBeUndefined();
  });
});

async function recordTexts(dir: string): Promise<Map<string, string>> {
  const files = await readdir(join(dir, 'scenarios'));
  return new Map(await Promise.all(files.map(async (f) => [f, await readFile(join(dir, 'scenarios', f), 'utf8')] as const)));
}
