import { readFileSync } from 'node:fs';
import type { VersionManifest } from '../contract/index.ts';
import { ChokepointError } from '../errors.ts';
import { messageOf } from './error-message.ts';
import { readLiteralExport } from './literal-module.ts';
import { displayPath } from './paths.ts';
import { checkManifest } from './shapes.ts';

/**
 * A version manifest read without running it (for `lint`, which runs on untrusted pull
 * requests): its default export must be `defineVersion({...})` of literal data. The shape is
 * checked as on a full load; every problem is returned, each with its line.
 */
export function readManifestStatically(file: string): { manifest: VersionManifest } | { errors: ChokepointError[] } {
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch (cause) {
    return { errors: [new ChokepointError('io', `cannot read: ${messageOf(cause)}`, { file: displayPath(file) })] };
  }
  return readManifestSource(file, source);
}

/** `readManifestStatically` of a manifest's text (`file` names it in errors). */
export function readManifestSource(file: string, source: string): { manifest: VersionManifest } | { errors: ChokepointError[] } {
  const where = { file: displayPath(file) };
  const read = readLiteralExport(file, source, { builders: ['defineVersion'] });
  if (!read.ok) {
    const message = `cannot be read without running it: ${read.problem}; a manifest is \`export default defineVersion({...})\` of literal data`;
    return { errors: [new ChokepointError('registration', message, { ...where, line: read.line, field: read.field })] };
  }
  const shape = checkManifest(read.value);
  if (!shape.ok) {
    return {
      errors: shape.issues.map(
        (issue) => new ChokepointError('registration', issue.message, { ...where, line: read.lineOf(pathOf(issue.field)), field: issue.field || undefined }),
      ),
    };
  }
  return { manifest: shape.value };
}

/** `knownDefects[0].defects[1]` -> ['knownDefects', 0, 'defects', 1]. */
function pathOf(field: string): (string | number)[] {
  return [...field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) : m[1]));
}
