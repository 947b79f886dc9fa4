import { readFile, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredTraces } from '../../src/rescore/traces.ts';
import { recordPath } from '../../src/runs/store/index.ts';
import { runInProcess as runCli } from '../cli/run-cli.ts';
import { IDS, storeTraces } from './stored-traces.ts';

/** The rescore verb, and diff --traces, on real stored traces (stored-traces.ts): whole verbs, so in the e2e project. */

let traces: StoredTraces;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  ({ traces, cleanup } = await storeTraces());
});

afterAll(() => cleanup());

describe('rescore verb', () => {
  it('prints stored and re-scored rates, lists flips for diff --traces, and exits 1 on a replay divergence', async () => {
    const taken = await runCli(['rescore', traces.dir, '--at', '1.0.0', '--out', traces.dir]);
    expect(taken.code).toBe(2);
    expect(taken.stderr).toContain('is not empty');
    const ok = await runCli(['rescore', traces.dir, '--at', '1.0.0']);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain(`${IDS.length} of ${IDS.length} scenario(s) re-scored from 1.1.0 at 1.0.0`);
    const diff = await runCli(['diff', '1.0.0', '1.1.0', '--traces', traces.dir, '--format', 'json']);
    expect(diff.code).toBe(0);
    const flips = JSON.parse(diff.stdout).traces;
    expect(flips).toMatchObject({ from: '1.0.0', to: '1.1.0', compared: IDS.length });
    expect(flips.flips.map((f: { scenario: string }) => f.scenario)).toContain('user_task_35+injection_task_1@email:16.subject');
    const file = recordPath(traces.dir, IDS[0]);
    const record = JSON.parse(await readFile(file, 'utf8'));
    record.calls = record.calls.map((c: { status: string; result?: string }) => (c.status === 'ok' ? { ...c, result: 'tampered' } : c));
    await writeFile(file, JSON.stringify(record));
    const diverged = await runCli(['rescore', traces.dir, '--at', '1.1.0']);
    expect(diverged.code).toBe(1);
    expect(diverged.stdout).toContain('replay diverged: user_task_1: call #0');
  });
});
