import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { ChokepointError } from '../../errors.ts';

/**
 * One writer per run directory. The lock is a file created exclusively (O_EXCL: of two processes
 * racing for it, exactly one creates it) holding the writer's pid. A lock whose process is gone was
 * left by a run that was killed: it is taken over, so such a run can be resumed (or restarted, when
 * it was killed before its manifest existed).
 */

export const LOCK_FILE = '.chokepoint-run.lock';

export interface RunLock {
  readonly file: string;
  release(): Promise<void>;
}

interface Holder {
  readonly pid: number;
  readonly since?: string;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function holderOf(file: string): Promise<Holder | undefined> {
  try {
    const holder = JSON.parse(await readFile(file, 'utf8')) as Partial<Holder>;
    return typeof holder.pid === 'number' && Number.isInteger(holder.pid) && holder.pid > 0 ? { pid: holder.pid, since: holder.since } : undefined;
  } catch {
    // Unreadable or half-written: its writer died between creating and filling it.
    return undefined;
  }
}

export async function lockRunDirectory(dir: string): Promise<RunLock> {
  await mkdir(dir, { recursive: true });
  const file = join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const handle = await open(file, 'wx');
      try {
        await handle.writeFile(`${JSON.stringify({ pid: process.pid, since: new Date().toISOString() })}\n`);
      } finally {
        await handle.close();
      }
      return { file, release: () => rm(file, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = await holderOf(file);
    if (holder !== undefined && isRunning(holder.pid)) {
      const since = holder.since ? ` since ${holder.since}` : '';
      throw new ChokepointError('usage', `another run (process ${holder.pid}${since}) is writing to this folder; wait for it, or choose another --out`, {
        file: dir,
        field: '--out',
      });
    }
    // Left by a run that is gone: take it over (another process may race for it; O_EXCL decides).
    await rm(file, { force: true });
  }
  throw new ChokepointError('usage', `cannot take the run lock ${file}: other processes keep taking it`, { file: dir, field: '--out' });
}
