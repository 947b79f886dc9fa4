import { readFileSync } from 'node:fs';
import { lstat, readFile, rm } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import { join } from 'node:path';
import { ChokepointError } from '../../errors.ts';
import { isProcessRunning, makeFolder, writeNewFile } from '../../output.ts';

/**
 * One writer per run directory. The lock is a file created with its content in one step (written
 * beside it and linked to its name: of two processes racing for it, exactly one creates it, and
 * nobody ever sees it empty), naming its holder: the process id and, where the system tells it
 * (Linux), the process's start (boot and start time), so a pid reused by another process is not
 * taken for the holder. A lock whose holder is gone was left by a run that was killed: it is taken
 * over, so such a run can be resumed (or restarted, when it was killed before its manifest existed).
 */

export const LOCK_FILE = '.chokepoint-run.lock';

/** An empty or unreadable lock younger than this may be one an older chokepoint is still filling. */
const FILLING_MS = 5_000;

/** How often a run tries for a lock whose takeover another process is making, and how long it waits between tries. */
const TAKEOVER_ATTEMPTS = 20;
const TAKEOVER_PAUSE_MS = 10;

export interface RunLock {
  readonly file: string;
  release(): Promise<void>;
}

interface Holder {
  readonly pid: number;
  readonly since?: string;
  /** `<boot id>/<start time in clock ticks since boot>`: the process, not only its id. */
  readonly start?: string;
}

function procText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** Which process `pid` is (its boot and start time), where /proc tells it; else undefined. */
function processStart(pid: number): string | undefined {
  const boot = procText('/proc/sys/kernel/random/boot_id')?.trim();
  const stat = procText(`/proc/${pid}/stat`);
  if (boot === undefined || stat === undefined) return undefined;
  // The command name (field 2) is in parentheses and may hold anything; field 22 is the start time.
  const start = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  return start === undefined ? undefined : `${boot}/${start}`;
}

/** Whether `pid` runs Node (what a chokepoint run is), where /proc tells it. */
function runsNode(pid: number): boolean {
  const command = procText(`/proc/${pid}/cmdline`);
  if (command === undefined) return true;
  const [program = '', ...args] = command.split('\0');
  return /(^|\/)node[^/]*$/.test(program) || args.some((arg) => arg.includes('chokepoint'));
}

/** Whether the holder a lock names is still running (when the system cannot tell, a running pid is taken for it). */
function holds(holder: Holder): boolean {
  if (!isProcessRunning(holder.pid)) return false;
  const start = processStart(holder.pid);
  if (start === undefined) return true;
  // Without a recorded start (a lock written by hand or by an older chokepoint), a process that is not Node is not the holder.
  return holder.start === undefined ? runsNode(holder.pid) : holder.start === start;
}

/** What the lock holds; `text` is its content as read, what a takeover checks is still there. */
type Found = ({ readonly holder: Holder } | { readonly filling: true } | { readonly stale: true }) & { readonly text?: string };

async function lockState(file: string): Promise<Found> {
  const info = await lstat(file).catch(() => undefined);
  // Gone meanwhile: the next attempt creates it.
  if (info === undefined) return { stale: true };
  if (!info.isFile()) {
    const kind = info.isDirectory() ? 'a folder' : 'not a regular file';
    throw new ChokepointError('usage', `the run lock is ${kind}, not a lock file; remove it if no run is writing here, or choose another --out`, {
      file,
      field: '--out',
    });
  }
  const text = await readFile(file, 'utf8').catch(() => undefined);
  if (text === undefined) return { stale: true };
  try {
    const holder = JSON.parse(text) as Partial<Holder>;
    if (typeof holder.pid === 'number' && Number.isInteger(holder.pid) && holder.pid > 0) {
      return { holder: { pid: holder.pid, since: holder.since, start: typeof holder.start === 'string' ? holder.start : undefined }, text };
    }
  } catch {
    // Empty or not JSON: decided by its age below.
  }
  return Date.now() - info.mtimeMs < FILLING_MS ? { filling: true } : { stale: true, text };
}

/**
 * Removes a lock judged stale, if it still holds what was judged. Of processes racing to take over
 * the same stale lock, only the one that creates the takeover file (exclusively) may remove it; the
 * others try again. Checking the content, not the inode, matters: a lock removed by one process and
 * created anew by another may get the freed inode number back, and a takeover keyed by inode then
 * removed a live lock (two runs held it in 2 of 3 test runs under load).
 */
async function takeOver(file: string, judged: string, guardContent: string): Promise<void> {
  const guard = `${file}.takeover`;
  try {
    await writeNewFile(guard, guardContent);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    await removeAbandonedGuard(guard);
    await delay(TAKEOVER_PAUSE_MS);
    return;
  }
  try {
    // While the stale lock exists no run can create the lock, and only the guard's holder removes it.
    if ((await readFile(file, 'utf8').catch(() => undefined)) === judged) await rm(file, { force: true });
  } finally {
    await rm(guard, { force: true });
  }
}

/** A takeover file left by a process killed while taking over (its holder gone, older than a filling lock) is removed. */
async function removeAbandonedGuard(guard: string): Promise<void> {
  const found = await lockState(guard).catch(() => undefined);
  if (found === undefined || 'filling' in found || ('holder' in found && holds(found.holder))) return;
  if ((await readFile(guard, 'utf8').catch(() => undefined)) === found.text) await rm(guard, { force: true });
}

export async function lockRunDirectory(dir: string): Promise<RunLock> {
  await makeFolder(dir);
  const file = join(dir, LOCK_FILE);
  const start = processStart(process.pid);
  const content = `${JSON.stringify({ pid: process.pid, since: new Date().toISOString(), ...(start === undefined ? {} : { start }) })}\n`;
  for (let attempt = 0; attempt < TAKEOVER_ATTEMPTS; attempt++) {
    try {
      await writeNewFile(file, content);
      return { file, release: () => rm(file, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const found = await lockState(file);
    if ('filling' in found) {
      throw new ChokepointError('usage', 'another run is taking the lock of this folder; wait for it, or choose another --out', { file: dir, field: '--out' });
    }
    if ('holder' in found && holds(found.holder)) {
      const since = found.holder.since ? ` since ${found.holder.since}` : '';
      throw new ChokepointError('usage', `another run (process ${found.holder.pid}${since}) is writing to this folder; wait for it, or choose another --out`, {
        file: dir,
        field: '--out',
      });
    }
    // Left by a run that is gone: take it over (another process may race for it; the exclusive link
    // decides who creates the next lock).
    if (found.text !== undefined) await takeOver(file, found.text, content);
  }
  throw new ChokepointError('usage', `cannot take the run lock ${file}: other processes keep taking it`, { file: dir, field: '--out' });
}
