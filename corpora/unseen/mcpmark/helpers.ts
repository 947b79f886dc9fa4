// eval-sys/mcpmark @ 89d7967ce5aa67dca6b6674c8adb0a7bf272a69a: the environment every tasks/<service>/**/verify.py reaches (get_test_directory and pathlib for the filesystem tasks), kept here as the glue of the mapping in README.md
import type { Snapshot } from 'chokepoint';

// ---------------------------------------------------------------------------------------------
// Filesystem tasks: FILESYSTEM_TEST_DIR and pathlib.Path on the snapshot's files.
// ---------------------------------------------------------------------------------------------

/** FILESYSTEM_TEST_DIR: the copy of the task's test environment the agent works in. */
export const TEST_DIR = '/test_environment';

/** get_test_directory (repeated in every filesystem verify.py). */
export function getTestDirectory(): string {
  return TEST_DIR;
}

/** `path / name` */
export function joinPath(dir: string, name: string): string {
  return `${dir}/${name}`;
}

/** Path.name */
export function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** Path.is_file(): a file is a key of `files`. */
export function isFile(post: Snapshot, path: string): boolean {
  return post.files[path] !== undefined;
}

/** Path.is_dir(): a directory is listed as a key ending in `/` (README). */
export function isDir(post: Snapshot, path: string): boolean {
  return post.files[`${path}/`] !== undefined;
}

/** Path.exists() */
export function exists(post: Snapshot, path: string): boolean {
  return isFile(post, path) || isDir(post, path);
}

/** Path.read_text(): raises like Python when the file is missing. */
export function readText(post: Snapshot, path: string): string {
  const text = post.files[path];
  if (text === undefined) throw new Error(`[Errno 2] No such file or directory: '${path}'`);
  return text;
}

/** Path.stat().st_size: the file's size in bytes (its text, UTF-8 encoded). */
export function fileSize(post: Snapshot, path: string): number {
  return new TextEncoder().encode(readText(post, path)).length;
}

/** Path.iterdir(): the entries directly inside a directory (files and directories), raising when it does not exist. */
export function iterdir(post: Snapshot, dir: string): string[] {
  if (!isDir(post, dir)) throw new Error(`[Errno 2] No such file or directory: '${dir}'`);
  const prefix = `${dir}/`;
  const entries: string[] = [];
  for (const key of Object.keys(post.files).sort()) {
    if (!key.startsWith(prefix)) continue;
    const rest = key.slice(prefix.length);
    if (rest === '') continue;
    const entry = rest.endsWith('/') ? rest.slice(0, -1) : rest;
    if (entry.includes('/')) continue;
    entries.push(prefix + entry);
  }
  return entries;
}

/** fnmatch's translation of a shell pattern (`*`, `?`) into a regular expression. */
function translatePattern(pattern: string): RegExp {
  const body = pattern
    .split('')
    .map((ch) => (ch === '*' ? '.*' : ch === '?' ? '.' : ch.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${body}$`);
}

/** Path.glob(pattern) for a pattern without `/`: the entries of the directory whose name matches. */
export function glob(post: Snapshot, dir: string, pattern: string): string[] {
  if (!isDir(post, dir)) return [];
  const matcher = translatePattern(pattern);
  return iterdir(post, dir).filter((path) => matcher.test(baseName(path)));
}

// ---------------------------------------------------------------------------------------------
// Python built-ins the verify scripts lean on.
// ---------------------------------------------------------------------------------------------

/** str.split(sep, maxsplit): at most `maxsplit` splits, the rest kept whole in the last part. */
export function pySplit(text: string, sep: string, maxsplit = -1): string[] {
  const parts = text.split(sep);
  if (maxsplit < 0 || parts.length <= maxsplit + 1) return parts;
  return [...parts.slice(0, maxsplit), parts.slice(maxsplit).join(sep)];
}

/** int(text): raises ValueError unless the text is an integer literal (surrounding whitespace allowed). */
export function pyInt(text: string): number {
  const trimmed = text.trim();
  if (!/^[+-]?\d+(_\d+)*$/.test(trimmed)) throw new Error(`ValueError: invalid literal for int() with base 10: '${text}'`);
  return Number.parseInt(trimmed.replace(/_/g, ''), 10);
}

/** float(text): raises ValueError unless the text is a decimal literal (surrounding whitespace allowed). */
export function pyFloat(text: string): number {
  const trimmed = text.trim();
  if (!/^[+-]?(\d+(_\d+)*(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(trimmed) && !/^[+-]?(inf|infinity|nan)$/i.test(trimmed)) {
    throw new Error(`ValueError: could not convert string to float: '${text}'`);
  }
  return Number(trimmed.replace(/_/g, '').replace(/^([+-]?)inf(inity)?$/i, '$1Infinity'));
}

/** set == set */
export function setsEqual<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): boolean {
  return a.size === b.size && [...a].every((item) => b.has(item));
}

/** collections.Counter over values keyed by `key` (tuples become their JSON text): each distinct value with its count, in first-seen order. */
export function pyCounter<T>(items: readonly T[], key: (item: T) => string = (item) => JSON.stringify(item)): Map<string, { item: T; count: number }> {
  const counts = new Map<string, { item: T; count: number }>();
  for (const item of items) {
    const k = key(item);
    const seen = counts.get(k);
    if (seen === undefined) counts.set(k, { item, count: 1 });
    else seen.count += 1;
  }
  return counts;
}
