/**
 * Item 14 (errno) of the second adversarial round: on a read-only file system, `run --out` said
 * "mkdir failed: no such file or directory (ENOENT)" (Node's recursive mkdir reports ENOENT there),
 * and the verbs that write beside their target named the temporary file. Each now says
 * "read-only file system (EROFS)" and names the folder or file the user gave. The test mounts a
 * read-only tmpfs, which takes root on Linux with the privilege to mount; elsewhere it is skipped.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runInProcess } from '../cli/run-cli.ts';
import { MINI_JUDGES } from '../harness/run/mini.ts';
import { compactFile, PARTIAL } from '../interop/helpers.ts';

const RUN = join(import.meta.dirname, '../fixtures/stats/none');

/** A read-only tmpfs in a new scratch folder, when this process may mount one (root on Linux, with the privilege to mount). */
function mountReadOnly(): string | undefined {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'chokepoint-read-only-'));
  if (spawnSync('mount', ['-t', 'tmpfs', '-o', 'ro,size=1m', 'tmpfs', dir]).status === 0) return dir;
  rmSync(dir, { recursive: true, force: true });
  return undefined;
}

// Mounted while the file is collected, so that the cases are reported as skipped where it cannot be.
const readOnly = mountReadOnly();
afterAll(() => {
  if (readOnly === undefined) return;
  spawnSync('umount', [readOnly]);
  rmSync(readOnly, { recursive: true, force: true });
});

describe.skipIf(readOnly === undefined)('on a read-only file system', () => {
  const cases: [string, (out: string) => string[], string][] = [
    ['run --out', (out) => ['run', '--agent', 'reference', '--suite', 'probe', '--judges', MINI_JUDGES, '--out', out], 'mkdir failed'],
    ['view --out', (out) => ['view', RUN, '--no-judges', '--out', out], 'cannot write'],
    ['import --out', (out) => ['import', 'agentdojo', compactFile(PARTIAL), '--out', out], 'cannot write'],
    ['lint --cache-location', (out) => ['lint', MINI_JUDGES, '--cache-location', out], 'cannot write'],
  ];
  it.each(cases)('%s: the errno is EROFS, and the error names the path given', async (_, args, what) => {
    const out = join(readOnly!, 'out');
    const result = await runInProcess(args(out));
    expect(result.code).toBe(2);
    expect(result.stderr.trimEnd().split('\n')).toEqual([`chokepoint: error: ${out}: ${what}: read-only file system (EROFS)`]);
  });
});
