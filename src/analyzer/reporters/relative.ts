import { isAbsolute, relative, sep } from 'node:path';

/** A path relative to `root` with forward slashes, or the absolute path when outside it. */
export function relativePath(file: string, root: string): string {
  const rel = relative(root, file);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return file.split(sep).join('/');
  return rel.split(sep).join('/');
}
