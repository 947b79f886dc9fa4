import { isAbsolute, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package root: where package.json, judges/, versions/ and reports/ live. */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/[\\/]$/, '');
export const BUNDLED_JUDGES_DIR = join(REPO_ROOT, 'judges');

/** How a file is named in messages: relative to the working directory when inside it. */
export function displayPath(file: string, from: string = process.cwd()): string {
  const rel = relative(from, file);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return file;
  return rel.split(sep).join('/');
}
