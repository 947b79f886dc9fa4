/**
 * Item 14 (import) of the second adversarial round: importing a folder that held one pipeline
 * twice (two compact files of it, or its archive beside its folder) said `--out` was "not empty",
 * naming neither the pipeline nor its two sources. The read-only file system's errno:
 * error-texts.e2e.test.ts (it mounts one).
 */
import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compactFile, PARTIAL } from '../interop/helpers.ts';
import { runInProcess } from '../cli/run-cli.ts';
import { scratch, type Workspace } from './helpers.ts';

let space: Workspace;
beforeAll(async () => {
  space = await scratch();
});
afterAll(() => space?.remove());

describe('import names what is wrong', () => {
  it('one pipeline twice in the source: the error names it and both its sources; nothing is written', async () => {
    const source = space.path('runs');
    await mkdir(source);
    const [a, b] = [join(source, 'a.jsonl.br'), join(source, 'b.jsonl.br')];
    await copyFile(compactFile(PARTIAL), a);
    await copyFile(compactFile(PARTIAL), b);
    const out = space.path('out');
    const result = await runInProcess(['import', 'agentdojo', source, '--out', out]);
    expect(result.code).toBe(2);
    expect(result.stderr.trimEnd().split('\n')).toEqual([
      `chokepoint: error: <source>: pipeline ${PARTIAL} is in the source twice (${a} and ${b}); it would be one run directory ${join(out, PARTIAL)}: import them separately, each with its own --out`,
    ]);
  });
});
