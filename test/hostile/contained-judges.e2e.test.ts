/**
 * Item 5 of the adversarial pass: judge code that ends or outlives the process. `process.exit(0)`
 * in a judge module made `list`, `validate` and `run` exit 0 with no output; a throwing
 * `setTimeout` killed `run` with a stack trace; a `setInterval` at import kept `list` alive; a
 * top-level `await` that never settles exited 13 silently. Judge code now runs in sandbox workers,
 * each module in a compartment that has no `process` and no timers: each of these is an error of
 * the judge module, file named.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ChokepointErrors } from '../../src/errors.ts';
import { readRunDirectory } from '../../src/runs/store/index.ts';
import { Sandbox } from '../../src/sandbox/index.ts';
import { runProcess } from '../cli/run-cli.ts';
import { hostileMini, type Workspace } from './helpers.ts';

const spaces: Workspace[] = [];
afterEach(async () => {
  await Promise.all(spaces.splice(0).map((s) => s.remove()));
});

async function mini(overlay: string): Promise<Workspace> {
  const space = await hostileMini(overlay);
  spaces.push(space);
  return space;
}

const MODULE = /judges\/mini\/user_task_2\/1\.0\.0\.ts/;

describe('judge modules that end or outlive the process', () => {
  it('process.exit(0) at import: list exits 2 with one error line naming the module, not 0 with nothing', async () => {
    const space = await mini('exit-at-import');
    const result = await runProcess(['list', '--judges', space.judges]);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^chokepoint: error: .*judges\/mini\/user_task_2\/1\.0\.0\.ts:4:1: module failed to load: process is not available to judge code: a judge module has the JavaScript language and the contract only$/,
    );
  });

  it('setInterval at import: list reports the module instead of staying alive', async () => {
    const space = await mini('interval-at-import');
    const result = await runProcess(['list', '--judges', space.judges]);
    expect(result.code).toBe(2);
    expect(result.stderr.trim()).toMatch(
      /^chokepoint: error: .*judges\/mini\/user_task_2\/1\.0\.0\.ts:\d+:\d+: module failed to load: setInterval is not available to judge code/,
    );
  });

  it('a top-level await that never settles: the import is stopped at its limit and reported with every other problem', async () => {
    const space = await mini('await-forever');
    const sandbox = new Sandbox({ limits: { moduleLoadMs: 2000 } });
    try {
      const error = await sandbox.loadBenchmark({ judgesDir: space.judges }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ChokepointErrors);
      const messages = (error as ChokepointErrors).errors.map((e) => e.format());
      expect(messages).toEqual([expect.stringMatching(MODULE)]);
      expect(messages[0]).toMatch(
        /: the module did not finish loading within 2 s \(a top-level await that never settles, or an endless loop\); the sandbox stopped it$/,
      );
    } finally {
      await sandbox.close();
    }
  });

  it.each([
    ['exits-in-judge', /^utility judge threw: process is not available to judge code/],
    ['late-throw', /^utility judge threw: setTimeout is not available to judge code/],
  ])('%s: run records the judge failure in its verdict and finishes every scenario', async (overlay, error) => {
    const space = await mini(overlay);
    const out = space.path('run');
    // The module misbehaves only on an agent that did nothing (noop): the feasibility checks judge the reference run.
    const result = await runProcess(['run', '--agent', 'noop', '--suite', 'core', '--judges', space.judges, '--out', out]);
    expect(result.stderr).not.toMatch(/\n\s+at /); // no stack trace
    expect(result.code).toBe(0);
    const records = (await readRunDirectory(out)).records;
    expect(records).toHaveLength(9);
    const record = records.find((r) => r.scenario.id === 'user_task_2')!;
    expect(record.utility.passed).toBe(false);
    expect(record.utility.error).toMatch(error);
  });
});
