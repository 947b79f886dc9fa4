/**
 * Issue 27, item 12: a judge that threw `Object.create(null)`, or an object whose text cannot be
 * built, gave an internal error naming no judge; a spinning promise job queued by a judge ran after
 * the judge returned, outside its time limit, until the worker was declared stuck after 120 s, and
 * `validate`'s results were lost. Each is now that judge's recorded error, and the rest completes.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ValidationReport } from '../../src/validate/index.ts';
import { readRunDirectory } from '../../src/runs/store/index.ts';
import { runProcess } from '../cli/run-cli.ts';
import { hostileMini, type Workspace } from './helpers.ts';

/** On an empty trace (an agent that did nothing, the untouched environment), each misbehaves its own way. */
const MISCHIEF: Readonly<Record<string, string>> = {
  user_task_1: 'throw Object.create(null);',
  user_task_2: "throw { toString() { throw new Error('no text for you'); } };",
  user_task_3: 'void Promise.resolve().then(() => { for (;;) {} });',
};

let space: Workspace;

beforeAll(async () => {
  space = await hostileMini();
  for (const [task, mischief] of Object.entries(MISCHIEF)) {
    const file = space.path(`judges/mini/${task}/1.0.0.ts`);
    const source = await readFile(file, 'utf8');
    const hostile = source.replace(/utility: \(\{ ([^}]*) \}\) =>/, (_m, names: string) => {
      const all = new Set([...names.split(',').map((n) => n.trim()), 'trace']);
      return `utility: ({ ${[...all].join(', ')} }) => {\n    if (trace.length === 0) {\n      ${mischief}\n    }\n    return (`;
    });
    expect(hostile, task).not.toBe(source);
    await writeFile(file, hostile.replace(/,\n\}\);\s*$/, '\n  );\n  },\n});\n'));
  }
});

afterAll(() => space?.remove());

describe('what a judge throws or leaves queued is its own recorded error', () => {
  it("run: each judge's error names it, every record is written", async () => {
    const out = space.path('run');
    const result = await runProcess(['run', '--agent', 'noop', '--suite', 'core', '--judges', space.judges, '--out', out, '--judge-timeout', '2'], {
      timeoutMs: 180_000,
    });
    expect(result.killed).toBe(false);
    expect(result.code, result.stderr).toBe(0);
    const records = (await readRunDirectory(out)).records;
    expect(records).toHaveLength(9);
    const benign = (task: string) => records.find((r) => r.scenario.id === task)!.utility.error;
    expect(benign('user_task_1')).toMatch(/^utility judge threw: an object with no text/);
    expect(benign('user_task_2')).toMatch(/^utility judge threw: an object whose text could not be built/);
    expect(benign('user_task_3')).toMatch(/^timed out: the utility judge of user_task_3 .* did not finish within 2 s$/);
  });

  it('validate: the three judges are judge-error findings, and every other judge is validated', async () => {
    const result = await runProcess(['validate', '--judges', space.judges, '--format', 'json', '--judge-timeout', '2'], { timeoutMs: 280_000 });
    expect(result.killed).toBe(false);
    expect(result.stderr).not.toMatch(/internal error|\n\s+at /);
    expect(result.code, result.stderr).toBe(1);
    const report = JSON.parse(result.stdout) as ValidationReport;
    expect(report.judges).toHaveLength(6);
    const errors = report.findings.filter((f) => f.defect === 'judge-error' && f.check === 'initial-state').map((f) => f.task);
    expect(errors.sort()).toEqual(['user_task_1', 'user_task_2', 'user_task_3']);
  });
});
