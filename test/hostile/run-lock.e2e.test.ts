/**
 * Item 10 of the adversarial pass: concurrent runs on one `--out`. The emptiness check had no
 * lock, so two runs could both exit 0 with one's results silently replaced. A run now takes an
 * exclusive lock file (O_EXCL, with its pid) and a second writer is refused; a lock left by a
 * process that is gone is taken over, so a run killed before its manifest existed can be restarted.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChokepointError } from '../../src/errors.ts';
import { createReferenceAgent, type Agent } from '../../src/harness/agents/index.ts';
import { benchmarkChokepoint } from '../../src/harness/run/mediation.ts';
import { executeRun, type RunPlan } from '../../src/harness/run/run.ts';
import { buildManifest, LOCK_FILE, readRunDirectory } from '../../src/runs/store/index.ts';
import { runInProcess } from '../cli/run-cli.ts';
import { MINI_JUDGES, miniBenchmark, miniScenarios } from '../harness/run/mini.ts';
import { scratch, type Workspace } from './helpers.ts';

let space: Workspace;
beforeAll(async () => {
  space = await scratch();
});
afterAll(() => space?.remove());

const run = (out: string) => runInProcess(['run', '--agent', 'reference', '--suite', 'probe', '--judges', MINI_JUDGES, '--out', out]);

describe('one writer per run directory', () => {
  it('a run directory another live process writes to is refused, naming the process', async () => {
    const out = space.path('taken');
    await mkdir(out);
    await writeFile(join(out, LOCK_FILE), JSON.stringify({ pid: process.pid, since: '2026-12-01T00:00:00.000Z' }));
    const result = await run(out);
    expect(result.code).toBe(2);
    expect(result.stderr.trimEnd().split('\n')).toEqual([
      `chokepoint: error: ${out}: --out: another run (process ${process.pid} since 2026-12-01T00:00:00.000Z) is writing to this folder; wait for it, or choose another --out`,
    ]);
    expect(existsSync(join(out, 'manifest.json'))).toBe(false);
  });

  it('a lock path that is a folder: run exits 2 with one line naming it (issue 27, item 13: an internal error before), the folder kept', async () => {
    const out = space.path('lock-folder');
    await mkdir(join(out, LOCK_FILE), { recursive: true });
    const result = await run(out);
    expect(result.code).toBe(2);
    expect(result.stderr.trimEnd().split('\n')).toEqual([
      `chokepoint: error: ${join(out, LOCK_FILE)}: --out: the run lock is a folder, not a lock file; remove it if no run is writing here, or choose another --out`,
    ]);
    expect(existsSync(join(out, LOCK_FILE))).toBe(true);
    expect(existsSync(join(out, 'manifest.json'))).toBe(false);
  });

  it('a run killed before its manifest existed (its lock left, an empty scenarios folder) is restarted, and the lock released', async () => {
    const out = space.path('killed');
    await mkdir(join(out, 'scenarios'), { recursive: true });
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    await writeFile(join(out, LOCK_FILE), JSON.stringify({ pid: gone }));
    const result = await run(out);
    expect(result.code, result.stderr).toBe(0);
    expect((await readRunDirectory(out)).records).toHaveLength(1);
    expect(existsSync(join(out, LOCK_FILE))).toBe(false);
  });

  it('while a run is writing a directory, a second run on it is refused; the first finishes', async () => {
    const resolved = await miniBenchmark();
    const scenarios = (await miniScenarios('probe')).slice(0, 1);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const inFlight = new Promise<void>((resolve) => (started = resolve));
    // The first run's agent waits until told, so the run is mid-way when the second one starts.
    const waiting: Agent = {
      ...createReferenceAgent(),
      start(task, report) {
        started();
        const session = createReferenceAgent().start(task, report);
        return { next: async (history) => (await held, session.next(history)) };
      },
    };
    const plan: RunPlan = {
      scenarios,
      fixtures: new Map(resolved.suites.map((s) => [s.definition.name, s.fixture])),
      agent: waiting,
      chokepoint: benchmarkChokepoint(resolved.suites, [], 'workspace'),
      benchmarkVersion: resolved.version,
    };
    const manifest = await buildManifest({
      agent: 'reference',
      model: null,
      baseUrl: null,
      defenses: [],
      benchmarkVersion: resolved.version,
      suite: 'probe',
      content: { tasks: resolved.tasks, suites: resolved.suites, scenarios: scenarios.map((s) => s.ref) },
      startedAt: new Date(),
    });
    const dir = space.path('raced');
    const first = executeRun(plan, { dir, manifest, resume: false });
    await inFlight;
    const second = await executeRun({ ...plan, agent: createReferenceAgent() }, { dir, manifest, resume: false }).catch((e: unknown) => e);
    expect(second).toBeInstanceOf(ChokepointError);
    expect((second as ChokepointError).message).toMatch(new RegExp(`^another run \\(process ${process.pid} since .*\\) is writing to this folder`));
    release();
    expect((await first).ran).toBe(1);
    expect((await readRunDirectory(dir)).records).toHaveLength(1);
  });
});
