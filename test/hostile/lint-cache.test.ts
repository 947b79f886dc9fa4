/**
 * Items 2, 7 and 13 (cache entries) of the second adversarial round, on `lint --cache`.
 * 2: `--cache-location judges/.../1.0.0.ts` overwrote that judge module with the cache's JSON. A
 *    cache file is written only where nothing or an earlier cache is, never over another file.
 * 7: the cache's content was trusted: with the findings deleted from the cache file, a defective
 *    judge passed. Entries carry a digest of their analysis under the tool version and content
 *    key, and their shape is checked; an entry that fails either is analysed again.
 * 13: an entry with `analysis: null` was an internal error.
 */
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInProcess } from '../cli/run-cli.ts';
import { scratch, type Workspace } from './helpers.ts';

const PROJECT = join(import.meta.dirname, '..', 'fixtures', 'analyzer', 'lint-projects', 'config-ts');

let space: Workspace;
beforeAll(async () => {
  space = await scratch();
  await cp(PROJECT, space.root, { recursive: true });
});
afterAll(() => space?.remove());

const lint = (...args: string[]) => runInProcess(['lint', space.judges, '--format', 'json', ...args]);
const findingsOf = (stdout: string) => (JSON.parse(stdout) as { findings: unknown[] }).findings.length;

describe('lint --cache-location writes only where nothing or an earlier cache is', () => {
  it('a judge module named as the cache file is refused and left as it was', async () => {
    const module = join(space.judges, 'shop', 'user_task_1', '1.0.0.ts');
    const before = await readFile(module, 'utf8');
    const result = await lint('--cache-location', module);
    expect(result.code).toBe(2);
    expect(result.stderr.trimEnd().split('\n')).toEqual([
      `chokepoint: error: ${module}: --cache-location: exists and is not a chokepoint lint cache; the cache is written only where no file or an earlier cache is`,
    ]);
    expect(await readFile(module, 'utf8')).toBe(before);
  });

  it('any other file (a JSON file, a folder) is refused too', async () => {
    const json = space.path('settings.json');
    await writeFile(json, '{ "mine": true }\n');
    const folder = space.path('a-folder');
    await mkdir(folder);
    for (const location of [json, folder]) {
      const result = await lint('--cache-location', location);
      expect(result.code, location).toBe(2);
      expect(result.stderr).toMatch(/^chokepoint: error: .*: --cache-location: /);
      expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
    }
    expect(await readFile(json, 'utf8')).toBe('{ "mine": true }\n');
  });
});

describe('lint --cache does not take the cache on trust', () => {
  const cacheFile = () => space.path('lint.cache');
  const entries = async () => (JSON.parse(await readFile(cacheFile(), 'utf8')) as { files: Record<string, { analysis: unknown }> }).files;
  const rewrite = async (edit: (entry: { analysis: unknown } & Record<string, unknown>) => void) => {
    const data = JSON.parse(await readFile(cacheFile(), 'utf8')) as { files: Record<string, { analysis: unknown } & Record<string, unknown>> };
    for (const entry of Object.values(data.files)) edit(entry);
    await writeFile(cacheFile(), JSON.stringify(data));
  };

  it('findings deleted from the cache file are found again', async () => {
    const cold = await lint('--cache-location', cacheFile());
    expect(cold.code).toBe(1);
    const expected = findingsOf(cold.stdout);
    expect(expected).toBeGreaterThan(0);
    expect(Object.keys(await entries()).length).toBeGreaterThan(0);
    await rewrite((entry) => {
      const analysis = entry.analysis as { judges: { findings: unknown[] }[] };
      for (const judge of analysis.judges) judge.findings = [];
    });
    const warm = await lint('--cache-location', cacheFile());
    expect(warm.code).toBe(1);
    expect(findingsOf(warm.stdout)).toBe(expected);
  });

  it('entries of the wrong shape (analysis: null, a string, findings that are not findings) are analysed again, without an internal error', async () => {
    const cold = await lint('--cache-location', cacheFile());
    const expected = findingsOf(cold.stdout);
    let i = 0;
    await rewrite((entry) => {
      entry.analysis = [null, 'text', { file: 1, judges: [{ findings: [{}] }], problems: [] }][i++ % 3];
    });
    const warm = await lint('--cache-location', cacheFile());
    expect(warm.stderr).toBe('');
    expect(warm.code).toBe(1);
    expect(findingsOf(warm.stdout)).toBe(expected);
  });
});
