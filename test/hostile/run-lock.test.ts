/**
 * Items 5 and 13 (the lock path) of the second adversarial round, on the run lock.
 * 5: the lock was created empty and filled afterwards, so a second run that looked in between took
 *    it from a live run (both exited 0); and a lock naming a process that is alive for other reasons
 *    (pid 1) was refused for ever. A lock is now created with its content in one step, names its
 *    holder by process id and start (where the system tells it), and a process that is not the
 *    holder does not keep it.
 * 13: a lock path that was a folder was an internal error.
 */
import { readFileSync } from 'node:fs';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChokepointError } from '../../src/errors.ts';
import { LOCK_FILE, lockRunDirectory } from '../../src/runs/store/index.ts';
import { scratch, type Workspace } from './helpers.ts';

let space: Workspace;
beforeAll(async () => {
  space = await scratch();
});
afterAll(() => space?.remove());

let folders = 0;
async function runFolder(lock?: string): Promise<string> {
  const dir = space.path(`run-${folders++}`);
  await mkdir(dir);
  if (lock !== undefined) await writeFile(join(dir, LOCK_FILE), lock);
  return dir;
}

const refusal = (dir: string) =>
  lockRunDirectory(dir).then(
    async (lock) => {
      await lock.release();
      return undefined;
    },
    (error: unknown) => error,
  );

/** pid 1's command line, where the system shows it. */
function initCommand(): string | undefined {
  try {
    return readFileSync('/proc/1/cmdline', 'utf8');
  } catch {
    return undefined;
  }
}

describe('one writer per run directory, for real', () => {
  it('of two runs taking the lock at once, exactly one gets it, also when they take over a stale one', async () => {
    // Above any pid_max: no such process.
    const gone = 999_999_999;
    for (let round = 0; round < 40; round++) {
      const dir = await runFolder(round % 2 === 0 ? undefined : JSON.stringify({ pid: gone }));
      const results = await Promise.allSettled([lockRunDirectory(dir), lockRunDirectory(dir)]);
      expect(
        results.filter((r) => r.status === 'fulfilled'),
        `round ${round}`,
      ).toHaveLength(1);
      for (const r of results) if (r.status === 'fulfilled') await r.value.release();
    }
  });

  it('a lock file still empty (its writer is filling it) is not taken; one left empty long ago is', async () => {
    const fresh = await runFolder('');
    const error = await refusal(fresh);
    expect(error).toBeInstanceOf(ChokepointError);
    expect((error as ChokepointError).message).toMatch(/^another run is taking the lock of this folder/);
    const old = await runFolder('');
    const past = new Date(Date.now() - 60_000);
    await utimes(join(old, LOCK_FILE), past, past);
    expect(await refusal(old)).toBeUndefined();
  });

  it('a lock naming a live process that is not its holder (pid 1, started at another time) is taken', async () => {
    const dir = await runFolder(JSON.stringify({ pid: 1, since: '2026-01-01T00:00:00.000Z', start: 'another-boot/1' }));
    expect(await refusal(dir)).toBeUndefined();
  });

  it.skipIf(initCommand() === undefined || /(^|\/)node[^/\0]*\0/.test(initCommand()!))(
    'a lock without a start naming pid 1, which is no Node process, is taken',
    async () => {
      const dir = await runFolder(JSON.stringify({ pid: 1 }));
      expect(await refusal(dir)).toBeUndefined();
    },
  );

  it('the lock held by this process is refused to a second run in it, naming the process', async () => {
    const dir = await runFolder();
    const lock = await lockRunDirectory(dir);
    const error = await refusal(dir);
    expect((error as ChokepointError).message).toMatch(new RegExp(`^another run \\(process ${process.pid} since .*\\) is writing to this folder`));
    await lock.release();
  });

  it('a lock path that is a folder is an input error naming it, not an internal error', async () => {
    const dir = await runFolder();
    await mkdir(join(dir, LOCK_FILE));
    const error = await refusal(dir);
    expect(error).toBeInstanceOf(ChokepointError);
    expect((error as ChokepointError).format()).toBe(
      `${join(dir, LOCK_FILE)}: --out: the run lock is a folder, not a lock file; remove it if no run is writing here, or choose another --out`,
    );
  });
});
