/**
 * Virtual POSIX paths of the environment's file tree. Paths are pure strings: nothing here (or
 * anywhere in the tools) touches the host filesystem.
 */

export type PathResult = { readonly ok: true; readonly path: string } | { readonly ok: false; readonly error: string };

/**
 * Normalises an absolute virtual path: collapses `//` and `.`, resolves `..`, drops a trailing `/`.
 * Relative paths, NUL bytes and `..` above the root are refused rather than clamped, so a
 * traversal attempt is visible as an error instead of silently landing somewhere else.
 */
export function normaliseVirtualPath(input: string): PathResult {
  if (input.includes('\0')) return { ok: false, error: `path contains a NUL byte: ${JSON.stringify(input)}` };
  const parts: string[] = [];
  for (const segment of input.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (parts.length === 0) return { ok: false, error: `path outside the workspace: ${input}` };
      parts.pop();
      continue;
    }
    parts.push(segment);
  }
  const path = `/${parts.join('/')}`;
  if (!input.startsWith('/')) return { ok: false, error: `path must be absolute (start with /): ${input} (did you mean ${path}?)` };
  return { ok: true, path };
}

/** True when `path` is already in the canonical form `normaliseVirtualPath` produces. */
export function isNormalisedPath(path: string): boolean {
  const result = normaliseVirtualPath(path);
  return result.ok && result.path === path;
}

/** `/a/b/c.txt` -> [`/a`, `/a/b`]. */
export function ancestorDirectories(path: string): string[] {
  const parts = path.split('/').filter((p) => p !== '');
  return parts.slice(0, -1).map((_, i) => `/${parts.slice(0, i + 1).join('/')}`);
}
