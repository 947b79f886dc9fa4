/**
 * Issue 26, item 4: worker threads share the process, and `process._kill(process.pid, 9)` in a
 * judge killed `run` (exit 137, none of 95 records; `--resume` died the same way, naming no judge).
 * Judge code no longer reaches `process`: the killing judge is one recorded error, and the run,
 * and its resumption, go on.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readRunDirectory } from '../../src/runs/store/index.ts';
import { runProcess } from '../cli/run-cli.ts';
import { hostileWorkspace, type Workspace } from './helpers.ts';

let space: Workspace | undefined;
afterAll(() => space?.remove());

describe('a judge cannot kill the run', () => {
  it('process._kill(process.pid, 9) in a judge: one recorded error, the other 94 records exist; resume runs nothing again', async () => {
    const original = await readFile(join(import.meta.dirname, '../../judges/workspace/user_task_1/1.0.0.ts'), 'utf8');
    // user_task_1 is benign only: with the noop agent its judge sees an empty trace once (the feasibility checks judge the reference).
    const killer = original.replace(
      'utility: ({ output, pre, post }) => {',
      'utility: ({ output, pre, post, trace }) => {\n    if (trace.length === 0) (process as any)._kill(process.pid, 9);',
    );
    expect(killer).not.toBe(original);
    space = await hostileWorkspace({ 'judges/workspace/user_task_1/1.0.0.ts': killer });
    const out = space.path('run');
    const args = ['run', '--agent', 'noop', '--suite', 'core', '--judges', space.judges, '--out', out];
    const result = await runProcess(args, { timeoutMs: 200_000 });
    expect(result.code, result.stderr).toBe(0);
    const records = (await readRunDirectory(out)).records;
    expect(records).toHaveLength(95);
    const errors = records.flatMap((r) => [r.utility, r.attack].filter((v) => v?.error).map((v) => `${r.scenario.id}: ${v!.error}`));
    expect(errors).toEqual([expect.stringMatching(/^user_task_1: utility judge threw: process is not available to judge code/)]);

    const resumed = await runProcess([...args, '--resume'], { timeoutMs: 200_000 });
    expect(resumed.code, resumed.stderr).toBe(0);
    expect((await readRunDirectory(out)).records).toEqual(records);
  });
});
