import { createHash } from 'node:crypto';
import { join } from 'node:path';

export const MANIFEST_FILE = 'manifest.json';
export const SCENARIOS_DIR = 'scenarios';
export const RECORD_EXTENSION = '.json';
/** Suffix of in-flight writes; a file with it is the leftover of a write that never finished. */
export const TEMP_SUFFIX = '.tmp';

const MAX_STEM = 160;

/**
 * File name of a scenario record. Scenario ids contain `:`, `/`, `#` (locators), which are not
 * portable in file names, so every byte outside [A-Za-z0-9._+@-] is percent-encoded: the mapping
 * is injective (no two ids share a file) and readable. Very long ids keep a prefix plus a hash.
 */
export function scenarioFileName(id: string): string {
  const encoded = Array.from(new TextEncoder().encode(id), (byte) => {
    const ch = String.fromCharCode(byte);
    return /[A-Za-z0-9._+@-]/.test(ch) ? ch : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');
  // A leading dot would make a hidden file.
  const stem = encoded.startsWith('.') ? `%2E${encoded.slice(1)}` : encoded;
  if (stem.length <= MAX_STEM) return `${stem}${RECORD_EXTENSION}`;
  const hash = createHash('sha256').update(id).digest('hex').slice(0, 16);
  return `${stem.slice(0, MAX_STEM - 17)}~${hash}${RECORD_EXTENSION}`;
}

export function manifestPath(dir: string): string {
  return join(dir, MANIFEST_FILE);
}

export function scenariosPath(dir: string): string {
  return join(dir, SCENARIOS_DIR);
}

export function recordPath(dir: string, id: string): string {
  return join(dir, SCENARIOS_DIR, scenarioFileName(id));
}
