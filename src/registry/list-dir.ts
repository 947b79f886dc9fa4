import type { Dirent } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { ChokepointError } from '../errors.ts';
import { displayPath } from './paths.ts';

/** Entries of a folder in byte order, dot-files left out; an unreadable folder is an error, not an empty list. */
export async function listDir(dir: string, errors: ChokepointError[]): Promise<Dirent[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries.filter((e) => !e.name.startsWith('.')).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  } catch (cause) {
    errors.push(new ChokepointError('io', `cannot read folder: ${(cause as NodeJS.ErrnoException).code ?? String(cause)}`, { file: displayPath(dir) }));
    return [];
  }
}
