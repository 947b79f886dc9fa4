import { ancestorDirectories, normaliseVirtualPath } from './paths.ts';
import { isSealed } from './sealed.ts';

/**
 * The environment's virtual file tree: a map from normalised absolute paths to contents.
 * Directories exist implicitly as the ancestors of files. Nothing here touches the host disk.
 */

export type ReadResult = { readonly ok: true; readonly path: string; readonly content: string } | { readonly ok: false; readonly error: string };
export type WriteResult = { readonly ok: true; readonly path: string; readonly created: boolean } | { readonly ok: false; readonly error: string };

const pristineRecords = new WeakMap<Readonly<Record<string, string>>, Readonly<Record<string, string>>>();

export class FileTree {
  private readonly files = new Map<string, string>();
  /** Every file by path, frozen; the same object until the next write. */
  private record: Readonly<Record<string, string>> | undefined;

  /** `files` must already be normalised (the fixture loader checks it). */
  constructor(files: Readonly<Record<string, string>>) {
    for (const [path, content] of Object.entries(files)) this.files.set(path, content);
    // Every tree built from one fixture's files starts with the same frozen record (made again if the files were edited since).
    const pristine = pristineRecords.get(files);
    if (pristine && (isSealed(files) || sameFiles(pristine, files))) this.record = pristine;
    else pristineRecords.set(files, this.snapshot());
  }

  read(rawPath: string): ReadResult {
    const normalised = normaliseVirtualPath(rawPath);
    if (!normalised.ok) return normalised;
    const { path } = normalised;
    const content = this.files.get(path);
    if (content !== undefined) return { ok: true, path, content };
    const entries = this.directoryEntries(path);
    if (entries.length > 0) return { ok: false, error: `${path} is a directory; it contains: ${entries.join(', ')}` };
    return { ok: false, error: `no such file: ${path}` };
  }

  write(rawPath: string, content: string): WriteResult {
    const normalised = normaliseVirtualPath(rawPath);
    if (!normalised.ok) return normalised;
    const { path } = normalised;
    if (path === '/' || this.directoryEntries(path).length > 0) return { ok: false, error: `${path} is a directory` };
    const fileAncestor = ancestorDirectories(path).find((dir) => this.files.has(dir));
    if (fileAncestor) return { ok: false, error: `${fileAncestor} is a file, not a directory` };
    const created = !this.files.has(path);
    this.files.set(path, content);
    this.record = undefined;
    return { ok: true, path, created };
  }

  has(path: string): boolean {
    return this.files.has(path);
  }

  get(path: string): string | undefined {
    return this.files.get(path);
  }

  /** Direct children of directory `dir`, sorted; sub-directories end with `/`. */
  directoryEntries(dir: string): string[] {
    const prefix = dir === '/' ? '/' : `${dir}/`;
    const names = new Set<string>();
    for (const path of this.files.keys()) {
      if (!path.startsWith(prefix)) continue;
      const rest = path.slice(prefix.length);
      const slash = rest.indexOf('/');
      names.add(slash < 0 ? rest : `${rest.slice(0, slash)}/`);
    }
    return [...names].sort();
  }

  /** All files by path (in path order), frozen: the same object as long as nothing is written. */
  snapshot(): Readonly<Record<string, string>> {
    this.record ??= Object.freeze(Object.fromEntries(this.entries()));
    return this.record;
  }

  /** All files, sorted by path. */
  entries(): [string, string][] {
    return [...this.files.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  }
}

function sameFiles(record: Readonly<Record<string, string>>, files: Readonly<Record<string, string>>): boolean {
  const entries = Object.entries(files);
  return entries.length === Object.keys(record).length && entries.every(([path, content]) => record[path] === content);
}
