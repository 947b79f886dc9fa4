import { randomBytes } from 'node:crypto';
import { link, lstat, mkdir, open, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { ChokepointError, systemReason } from './errors.ts';

/**
 * Writing output so that nothing is lost and nothing is left half-written: a file is replaced by
 * rename (its old content or the complete new one, never a prefix), a folder is built in a
 * temporary sibling and renamed into place (absent or complete, even when the process is killed
 * part-way), and a folder the tool did not write is never emptied.
 */

/** A path-unique suffix: this process, and random bytes for several writes of one process. */
const uniqueSuffix = () => `${process.pid}-${randomBytes(6).toString('hex')}`;

/** Whether a process with this id exists (EPERM: it does, but belongs to someone else). */
export function isProcessRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function syncDirectory(dir: string): Promise<void> {
  let handle;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch {
    // Directories cannot be opened or fsynced on some platforms (Windows); the rename is still atomic there.
  } finally {
    await handle?.close();
  }
}

/**
 * Writes `data` so that `file` is either its old content or the complete new content, never a
 * prefix: write a temporary file next to it, fsync it, rename it over `file` (atomic on POSIX
 * within one directory), then fsync the directory so the rename itself survives a crash.
 */
export async function writeFileAtomic(file: string, data: string): Promise<void> {
  const temp = `${file}.${uniqueSuffix()}.tmp`;
  try {
    const handle = await open(temp, 'wx');
    try {
      await handle.writeFile(data, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw cannotWrite(file, error);
  }
  await syncDirectory(dirname(file));
}

/**
 * A failure of the operating system while writing `target`, as an input error naming `target`
 * (not the temporary file or folder beside it that failed); other errors as they are.
 */
function cannotWrite(target: string, error: unknown): unknown {
  if (error instanceof ChokepointError || typeof (error as NodeJS.ErrnoException).code !== 'string') return error;
  return new ChokepointError('io', `cannot write: ${systemReason(error)}`, { file: target });
}

/**
 * `mkdir -p`, reporting the real reason it failed: Node's recursive mkdir says ENOENT ("no such file
 * or directory") on a read-only file system, where the first missing folder, made alone, says EROFS.
 */
export async function makeFolder(dir: string): Promise<void> {
  try {
    await mkdir(dir, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    let missing = resolve(dir);
    while (dirname(missing) !== missing && !existsSync(dirname(missing))) missing = dirname(missing);
    // Throws the real reason; should it succeed (another process made the folders meanwhile), go on.
    await mkdir(missing).catch((again: NodeJS.ErrnoException) => {
      if (again.code !== 'EEXIST') throw again;
    });
    await mkdir(dir, { recursive: true });
  }
}

/**
 * Creates `file` with `data`, never over an existing file (EEXIST then, as with the `wx` flag) and
 * never as a prefix: the content goes to a temporary file beside it, which is then linked to its
 * name (a link, unlike a rename, fails when the name is taken).
 */
export async function writeNewFile(file: string, data: string): Promise<void> {
  const temp = `${file}.${uniqueSuffix()}.tmp`;
  try {
    await writeFile(temp, data, { encoding: 'utf8', flag: 'wx' });
    await link(temp, file);
  } catch (error) {
    throw (error as NodeJS.ErrnoException).code === 'EEXIST' ? error : cannotWrite(file, error);
  } finally {
    await rm(temp, { force: true });
  }
}

export interface FolderWrite {
  /** The option or argument that named the folder, for errors (`--out`). */
  readonly field?: string;
  /**
   * For a folder that exists and is not empty: undefined when it holds only what this tool wrote
   * there earlier (it is then replaced whole), else why it is refused. Without it, such a folder
   * is always refused.
   */
  readonly replaceable?: (dir: string) => Promise<string | undefined>;
  /** What the folder is for, named in a refusal (`the run directory of pipeline gpt-4o`). */
  readonly purpose?: string;
}

/** The two kinds of temporary sibling of `.name`: the folder being built, and the one it replaces. */
const BUILDING = 'partial';
const REPLACED = 'replaced';
const siblingPattern = (name: string) => new RegExp(`^\\.${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(?:${BUILDING}|${REPLACED})-(\\d+)-[0-9a-f]+$`);

/** Removes the temporary siblings of `target` left by processes that were killed while writing it. */
async function sweepAbandoned(parent: string, name: string): Promise<void> {
  const pattern = siblingPattern(name);
  const names = await readdir(parent).catch(() => [] as string[]);
  for (const entry of names) {
    const pid = pattern.exec(entry)?.[1];
    if (pid !== undefined && Number(pid) !== process.pid && !isProcessRunning(Number(pid))) await rm(join(parent, entry), { recursive: true, force: true });
  }
}

/** How the target folder is found: absent, an empty folder, or one of the tool's own to replace. */
export type Existing = 'absent' | 'empty' | 'replace';

/** How `target` is found, or the refusal to write it (see `writeFolder`): checks several folders before any is written. */
export async function checkOutputFolder(target: string, options: FolderWrite = {}): Promise<Existing> {
  const field = options.field ?? 'output';
  const what = options.purpose === undefined ? target : `${target} (${options.purpose})`;
  const info = await lstat(target).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (info === undefined) return 'absent';
  if (!info.isDirectory()) throw new ChokepointError('usage', `${what} exists and is not a folder; choose another ${field}`, { field });
  if ((await readdir(target)).length === 0) return 'empty';
  const refusal = options.replaceable ? await options.replaceable(target) : 'is not empty';
  if (refusal !== undefined) throw new ChokepointError('usage', `${what} ${refusal}; choose an empty or new folder`, { field });
  return 'replace';
}

/** Whether the working folder is `dir` or inside it (renaming it away would leave the shell in a deleted folder). */
function holdsWorkingFolder(dir: string): boolean {
  const inside = relative(dir, process.cwd());
  return inside === '' || (!inside.startsWith('..') && !inside.startsWith('/'));
}

/** Moves every entry of `from` into `to` (folders of one file system). */
async function moveEntries(from: string, to: string): Promise<void> {
  for (const entry of await readdir(from)) await rename(join(from, entry), join(to, entry));
}

/**
 * Writes a folder whole. `build` fills a temporary sibling of `target` (`.name.partial-<pid>-...`);
 * only when it has finished is that renamed to `target`, so `target` never holds a half-written
 * folder that a re-run would refuse, even when the process is killed part-way (the sibling it
 * leaves is removed by the next write of `target`). When `build` fails, the sibling is removed
 * and `target` is as it was.
 *
 * `target` may be absent, an empty folder (it keeps its identity: the finished entries are
 * renamed into it), or, with `replaceable`, a folder of the tool's own, which is swapped for the
 * new one and then deleted. Anything else is refused before `build` runs.
 */
export async function writeFolder(target: string, build: (dir: string) => Promise<void>, options: FolderWrite = {}): Promise<void> {
  const dir = resolve(target);
  const existing = await checkOutputFolder(dir, options);
  const parent = dirname(dir);
  const name = basename(dir);
  const staging = join(parent, `.${name}.${BUILDING}-${uniqueSuffix()}`);
  try {
    await makeFolder(parent);
    await sweepAbandoned(parent, name);
    await mkdir(staging);
  } catch (error) {
    throw cannotWrite(dir, error);
  }
  try {
    await build(staging);
    // Checked again: another process may have written the target meanwhile.
    if ((await checkOutputFolder(dir, options)) !== existing)
      throw new ChokepointError('usage', `${dir} changed while it was being written; run again`, { field: options.field });
    if (existing === 'absent') await rename(staging, dir);
    else if (existing === 'empty' || holdsWorkingFolder(dir)) await replaceEntries(dir, staging, parent, name, existing);
    else await swapFolders(dir, staging, parent, name);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw cannotWrite(dir, error);
  }
  await syncDirectory(parent);
}

/** The folder at `dir` becomes the one at `staging`: `dir` moves aside, `staging` takes its name, the old one is deleted. */
async function swapFolders(dir: string, staging: string, parent: string, name: string): Promise<void> {
  const old = join(parent, `.${name}.${REPLACED}-${uniqueSuffix()}`);
  await rename(dir, old);
  try {
    await rename(staging, dir);
  } catch (error) {
    await rename(old, dir);
    throw error;
  }
  await rm(old, { recursive: true, force: true });
}

/** For a folder that keeps its identity: its old entries (if any) move aside, the new ones move in, the old ones are deleted. */
async function replaceEntries(dir: string, staging: string, parent: string, name: string, existing: Existing): Promise<void> {
  const old = existing === 'replace' ? join(parent, `.${name}.${REPLACED}-${uniqueSuffix()}`) : undefined;
  if (old !== undefined) {
    await mkdir(old);
    await moveEntries(dir, old);
  }
  await moveEntries(staging, dir);
  await rm(staging, { recursive: true, force: true });
  if (old !== undefined) await rm(old, { recursive: true, force: true });
}
