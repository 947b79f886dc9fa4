// The informative line of an error, for the loaders and for the static readers that lint uses
// (static-manifest.ts), which then load none of the module importer (import-module.ts).

// eslint-disable-next-line no-control-regex
const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

/**
 * The informative line of an error message, without terminal colour codes: the first non-empty
 * line, joined with the next when it only announces it (`Transform failed with 1 error:`).
 */
export function messageOf(error: unknown): string {
  const lines = plain(error instanceof Error ? error.message : String(error))
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
  if (lines.length === 0) return 'unknown error';
  return lines[0].endsWith(':') && lines.length > 1 ? `${lines[0]} ${lines[1]}` : lines[0];
}
