import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { TEMP_SUFFIX } from './paths.ts';

/**
 * Writes `data` so that `file` is either its old content or the complete new content, never a
 * prefix: write a temporary file next to it, fsync it, rename it over `file` (atomic on POSIX
 * within one directory), then fsync the directory so the rename itself survives a crash.
 */
export async function writeFileAtomic(file: string, data: string): Promise<void> {
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}${TEMP_SUFFIX}`;
  const handle = await open(temp, 'wx');
  try {
    await handle.writeFile(data, 'utf8');
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temp, { force: true });
    throw error;
  }
  await handle.close();
  try {
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await syncDirectory(dirname(file));
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
