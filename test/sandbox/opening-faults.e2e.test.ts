import type { WorkerOptions } from 'node:worker_threads';
import type * as PackageResolution from '../../src/registry/package-resolution.ts';
import { describe, expect, it, vi } from 'vitest';
import { createReferenceAgent } from '../../src/harness/agents/index.ts';
import { suiteChokepoint } from '../../src/harness/run/mediation.ts';
import { runScenario } from '../../src/harness/run/scenario.ts';
import { Sandbox } from '../../src/sandbox/index.ts';
import { poolOf } from '../../src/sandbox/sandbox.ts';
import { miniBenchmark, miniScenario } from '../harness/run/mini.ts';
import { CRASH_MARK, HANG_MARK } from './fixtures/opening-marks.ts';

/**
 * An environment whose opening travels with its first request (`open-then`) and is stopped or ends
 * its worker while opening: the record is the one the opening alone gives (outcome `env_error`,
 * `environment setup failed: ...`), not a timeout or a crash of the agent's first tool call. The
 * fault is planted in the SQL engine of the sandbox's workers (fixtures/faulty-opening-worker.ts):
 * an injection whose payload holds a mark hangs or ends the worker while it writes its cell, in the
 * middle of building the environment, before its opening snapshot.
 */

vi.mock('../../src/registry/package-resolution.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof PackageResolution>();
  const faulty = new URL('./fixtures/faulty-opening-worker', import.meta.url);
  return {
    ...actual,
    startPackageWorker: (entry: URL, options: WorkerOptions) =>
      actual.startPackageWorker(entry.href.endsWith('/sandbox/worker-entry') ? faulty : entry, options),
  };
});

/** The record of the mini scenario that injects into a table cell, its payload marked, with its opening alone or with its first request. */
async function markedRecord(mark: string, withFirstRequest: boolean) {
  const resolved = await miniBenchmark();
  const fixture = resolved.suites[0].fixture;
  const scenario = await miniScenario('user_task_3+injection_task_2@sql:customers.notes#1');
  const payload = `${scenario.ref.payload!} ${mark}`;
  const marked = { ...scenario, ref: { ...scenario.ref, payload } };
  // No tight limit: the planted hang never ends, and nothing else runs under the limit before it.
  const sandbox = new Sandbox({ limits: { toolCallMs: 1000 } });
  try {
    // Planted: the sandbox believes these locators opened before, so the opening waits for the first call.
    if (withFirstRequest) poolOf(sandbox).noteOpened(fixture, [{ locator: marked.ref.locator!, payload }]);
    const options = {
      fixture,
      agent: createReferenceAgent(),
      chokepoint: suiteChokepoint(fixture, [], 'workspace'),
      benchmarkVersion: resolved.version,
      sandbox,
    };
    const { startedAt: _startedAt, durationMs: _durationMs, events, ...rest } = await runScenario(marked, options);
    return { ...rest, events: events.map(({ at: _at, ...event }) => event) };
  } finally {
    await sandbox.close();
  }
}

describe('an opening that is stopped or ends its worker', () => {
  it.each([
    ['times out', HANG_MARK, /^environment setup failed: timed out: the environment's opening did not finish within 1 s$/],
    ['ends its worker', CRASH_MARK, /^environment setup failed: the sandbox worker ended \(exit code 3\) while running the environment's opening$/],
  ])('%s: a setup error naming the opening, with its first request as alone', async (_name, mark, error) => {
    const alone = await markedRecord(mark, false);
    expect(await markedRecord(mark, true)).toEqual(alone);
    expect(alone).toMatchObject({ outcome: 'env_error', calls: [], utility: { passed: false }, attack: { passed: false } });
    expect(alone.error).toMatch(error);
  });
});
