/**
 * Item 3 of the second adversarial round, with real processes: an `import` or a `merge` killed
 * part-way left a half-written `--out` (some records, no manifest) that the next run refused as
 * "not empty", so the user had to delete it by hand. The run directory is now built in a temporary
 * sibling and renamed into place: killed at any moment, `--out` is absent or complete, and the
 * next run writes it (removing the sibling the killed process left).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shardIdentity, shardOf } from '../../src/runs/shard.ts';
import { readRunDirectory, writeCompleteRun } from '../../src/runs/store/index.ts';
import { DEV_CLI, REPO, runProcess } from '../cli/run-cli.ts';
import { compactFile } from '../interop/helpers.ts';
import { scratch, type Workspace } from './helpers.ts';

/** 3,269 runs (RECORDS): writing them takes long enough to be interrupted. */
const PIPELINE = compactFile('gpt-4o-2024-05-13');

let space: Workspace;
beforeAll(async () => {
  space = await scratch();
});
afterAll(() => space?.remove());

/** Folders in `parent` whose name contains `name`, holding a scenarios/ folder with at least one record. */
function writingStarted(parent: string, name: string): boolean {
  return readdirSync(parent).some((entry) => {
    if (!entry.includes(name)) return false;
    const scenarios = join(parent, entry, 'scenarios');
    return existsSync(scenarios) && readdirSync(scenarios).length > 0;
  });
}

/**
 * Starts `chokepoint ...args` and kills it (SIGKILL: no clean-up can run) as soon as it has started
 * writing records for `out`; resolves once it is gone. Resolves `false` when it ended before.
 */
function killWhileWriting(args: readonly string[], out: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [DEV_CLI, ...args], { cwd: REPO, stdio: 'ignore' });
    let killed = false;
    const poll = setInterval(() => {
      if (!killed && writingStarted(join(out, '..'), 'out')) {
        killed = child.kill('SIGKILL');
      }
    }, 2);
    child.on('exit', () => {
      clearInterval(poll);
      resolve(killed);
    });
  });
}

/** The runs of the pipeline: what --out holds once complete. */
const RECORDS = 3269;

/**
 * Kills `chokepoint <verb> ... --out <folder>/out` part-way (`args` given the out path), then:
 * `out` is absent or complete, the next run writes it whole, and nothing else is left beside it.
 */
async function killedThenCompleted(folder: string, args: (out: string) => string[]): Promise<void> {
  const parent = space.path(folder);
  await mkdir(parent);
  const out = join(parent, 'out');
  expect(await killWhileWriting(args(out), out)).toBe(true);
  if (existsSync(out)) expect((await readRunDirectory(out)).records).toHaveLength(RECORDS);
  else {
    const again = await runProcess(args(out));
    expect(again.code, again.stderr).toBe(0);
  }
  expect((await readRunDirectory(out)).records).toHaveLength(RECORDS);
  expect(readdirSync(parent)).toEqual(['out']);
}

describe('a killed import or merge leaves --out absent or complete, and the next one writes it', () => {
  it('import', () => killedThenCompleted('import', (out) => ['import', 'agentdojo', PIPELINE, '--out', out]));

  it('merge', async () => {
    const whole = space.path('whole');
    const imported = await runProcess(['import', 'agentdojo', PIPELINE, '--out', whole]);
    expect(imported.code, imported.stderr).toBe(0);
    const run = await readRunDirectory(whole);
    const byId = new Map(run.records.map((r) => [r.scenario.id, r]));
    const shards = [1, 2].map((index) => space.path(`shard-${index}`));
    for (const [i, dir] of shards.entries()) {
      const spec = { index: i + 1, count: 2 };
      const ids = shardOf(run.manifest.scenarios, spec);
      await writeCompleteRun(
        dir,
        { ...run.manifest, scenarios: ids, shard: shardIdentity(run.manifest.scenarios, spec) },
        ids.map((id) => byId.get(id)!),
      );
    }
    await killedThenCompleted('merge', (out) => ['merge', ...shards, '--out', out]);
  });
});
