/**
 * Issue 26, item 3: the watchdog read a start time the worker wrote, with the worker's clock. A
 * judge that replaced `Date.now` at import, or wrote a far-future time into the shared activity
 * slot, and then looped was never stopped: `run --judge-timeout 2` did not end. Time is now the
 * host's: it notes when it first sees an activity, on its own monotonic clock.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { readRunDirectory } from '../../src/runs/store/index.ts';
import { runProcess } from '../cli/run-cli.ts';
import { hostileMini, type Workspace } from './helpers.ts';

const FAR_FUTURE = 8.64e15;

/** Stops the clocks it can reach, then loops on an empty trace writing a far-future start into the activity slot. */
const CLOCK_STOPPER = `
let threads: any;
try {
  threads = await import(['node', 'worker_threads'].join(':'));
} catch {}
try {
  Date.now = () => ${FAR_FUTURE};
} catch {}
try {
  (globalThis as any).performance.now = () => ${FAR_FUTURE};
} catch {}
const buffer = threads?.workerData?.activity;
const slot = buffer ? new Float64Array(buffer, 16, 1) : undefined;
export const stall = (): void => {
  for (;;) if (slot) slot[0] = ${FAR_FUTURE};
};
`;

let space: Workspace | undefined;
afterAll(() => space?.remove());

describe('a judge cannot stop the watchdog', () => {
  it('Date.now replaced and the activity slot written, then a loop: a timeout outcome within the limit plus a second', async () => {
    space = await hostileMini();
    const file = space.path('judges/mini/user_task_2/1.0.0.ts');
    const source = await readFile(file, 'utf8');
    await writeFile(
      file,
      source.replace('utility: ({ output, trace }) =>', 'utility: ({ output, trace }) => (trace.length === 0 && stall(), true) &&') + CLOCK_STOPPER,
    );
    const out = space.path('run');
    const result = await runProcess(['run', '--agent', 'noop', '--suite', 'core', '--judges', space.judges, '--out', out, '--judge-timeout', '2'], {
      timeoutMs: 100_000,
    });
    expect(result.killed, 'the run never ended').toBe(false);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr.length).toBeLessThan(10_000);
    const records = (await readRunDirectory(out)).records;
    expect(records).toHaveLength(9);
    const stalled = records.filter((r) => r.scenario.userTask === 'user_task_2');
    expect(stalled).toHaveLength(3);
    for (const record of stalled) {
      expect(record.outcome).toBe('timeout');
      expect(record.utility.error).toMatch(/^timed out: the utility judge of user_task_2 \(.*user_task_2\/1\.0\.0\.ts\) did not finish within 2 s$/);
    }
    // The benign scenario judges only the stalled judge: its whole duration is the limit and the host's reaction.
    expect(stalled.find((r) => r.scenario.kind === 'benign')!.durationMs).toBeLessThan(3000);
  });
});
