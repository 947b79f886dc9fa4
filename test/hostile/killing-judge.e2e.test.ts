/**
 * Issue 26, item 4: worker threads share the process, and `process._kill(process.pid, 9)` in a
 * judge killed `run` (exit 137, none of 95 records; `--resume` died the same way, naming no judge).
 * Judge code no longer reaches `process`: the killing judge is one recorded error, and the run,
 * and its resumption, go on. What judge code can still do to its worker is exhaust its memory:
 * the worker dies, and that is a recorded outcome naming the scenario and the judge.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readRunDirectory } from '../../src/runs/store/index.ts';
import { runProcess } from '../cli/run-cli.ts';
import { hostileMini, hostileWorkspace, type Workspace } from './helpers.ts';

let space: Workspace | undefined;
let mini: Workspace | undefined;
afterAll(() => Promise.all([space?.remove(), mini?.remove()]));

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

  it("a judge that exhausts its worker's memory: that scenario's recorded error names the judge, every other record exists, resume keeps them", async () => {
    mini = await hostileMini();
    const file = mini.path('judges/mini/user_task_2/1.0.0.ts');
    const source = await readFile(file, 'utf8');
    const hog = source.replace('utility: ({ output, trace }) =>', 'utility: ({ output, trace }) => (trace.length === 0 && hoard(), true) &&');
    expect(hog).not.toBe(source);
    await writeFile(
      file,
      `${hog}
const hoard = (): void => {
  const kept: number[][] = [];
  for (;;) kept.push(new Array(100_000).fill(kept.length));
};
`,
    );
    const out = mini.path('run');
    // A limit far beyond the time the worker takes to fill its heap: the worker's end, not a timeout, stops the judge.
    const args = ['run', '--agent', 'noop', '--suite', 'core', '--judges', mini.judges, '--out', out, '--judge-timeout', '300'];
    const result = await runProcess(args, { timeoutMs: 400_000 });
    expect(result.killed, 'the run never ended').toBe(false);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toMatch(/internal error|\n\s+at /);
    const records = (await readRunDirectory(out)).records;
    expect(records).toHaveLength(9);
    const errors = records.flatMap((r) => [r.utility, r.attack].filter((v) => v?.error).map((v) => `${r.scenario.id}: ${v!.error}`));
    // With the noop agent each of user_task_2's three scenarios (benign and two attacks) gives its judge an empty trace.
    const hogged = records.filter((r) => r.scenario.userTask === 'user_task_2').map((r) => r.scenario.id);
    expect(hogged).toHaveLength(3);
    expect(errors).toEqual(
      hogged.map((id) =>
        expect.stringMatching(
          new RegExp(
            `^${id.replace(/[.+]/g, '\\$&')}: the sandbox worker ran out of memory \\(its heap is limited to 512 MB\\) while running the utility judge of user_task_2 \\(.*user_task_2/1\\.0\\.0\\.ts\\)$`,
          ),
        ),
      ),
    );

    const resumed = await runProcess([...args, '--resume'], { timeoutMs: 400_000 });
    expect(resumed.code, resumed.stderr).toBe(0);
    expect((await readRunDirectory(out)).records).toEqual(records);
  });
});
