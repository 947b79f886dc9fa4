/**
 * Items 4 and 7 of the adversarial pass: hostile AgentDojo archives. An entry `../workspace/...`
 * made a pipeline named `..` and wrote `manifest.json` and `scenarios/` into the parent of `--out`;
 * symbolic link entries were skipped silently; a PAX header `mtime=1e30` threw a RangeError with a
 * stack trace; tool arguments nested 100,000 deep aborted the whole import and left a partial
 * `--out`. Names are checked, nothing is written outside `--out`, links and unusable files are
 * reported by name, and the rest is imported.
 */
import { readdir, writeFile } from 'node:fs/promises';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readPipelines } from '../../src/interop/agentdojo/archive.ts';
import { readRunDirectory } from '../../src/runs/store/index.ts';
import { runInProcess } from '../cli/run-cli.ts';
import { compactFile, PARTIAL } from '../interop/helpers.ts';
import { scratch, tarball, type Workspace } from './helpers.ts';

/** One real benign run file of a published pipeline: its path below the pipeline and its text. */
let real: { path: string; text: string };
const spaces: Workspace[] = [];

beforeAll(async () => {
  const [pipeline] = await readPipelines(compactFile(PARTIAL));
  const file = pipeline.files[0];
  real = { path: file.relativePath, text: file.text };
});

afterEach(async () => {
  await Promise.all(spaces.splice(0).map((s) => s.remove()));
});

async function archive(name: string, entries: Parameters<typeof tarball>[0]): Promise<Workspace & { archive: string; out: string }> {
  const space = await scratch();
  spaces.push(space);
  const file = space.path(name);
  await writeFile(file, tarball(entries));
  return { ...space, archive: file, out: space.path('out') };
}

interface ImportJson {
  readonly pipeline: string;
  readonly imported: number;
  readonly malformed: readonly { file: string; reason: string }[];
}

describe('hostile archive entries', () => {
  it('a ../ entry and links: nothing outside --out, each reported by name, the good file imported', async () => {
    const space = await archive('evil.tar.gz', [
      { path: `gpt-4o/${real.path}`, body: real.text },
      { path: `../${real.path}`, body: real.text },
      { path: 'gpt-4o/workspace/passwd.json', linkTo: '/etc/passwd' },
      { path: 'gpt-4o/workspace/hard.json', linkTo: `gpt-4o/${real.path}`, hard: true },
    ]);
    const result = await runInProcess(['import', 'agentdojo', space.archive, '--out', space.out, '--format', 'json']);
    expect(result.code, result.stderr).toBe(1);
    // The scratch folder holds the archive and --out, nothing else: no manifest.json or scenarios/ beside them.
    expect((await readdir(space.root)).sort()).toEqual(['evil.tar.gz', 'out']);
    const runs = (JSON.parse(result.stdout) as { pipelines: ImportJson[] }).pipelines;
    expect(runs.map((r) => r.pipeline).sort()).toEqual(['evil', 'gpt-4o']);
    const malformed = runs.flatMap((r) => r.malformed);
    expect(malformed).toEqual(
      expect.arrayContaining([
        { file: `${space.archive}:../${real.path}`, reason: '".." is not a pipeline folder name (letters, digits and ._+@-, not starting with a dot)' },
        { file: `${space.archive}:gpt-4o/workspace/passwd.json`, reason: 'a symbolic link: skipped, links are never followed' },
        { file: `${space.archive}:gpt-4o/workspace/hard.json`, reason: 'a hard link: skipped, links are never followed' },
      ]),
    );
    expect(runs.find((r) => r.pipeline === 'gpt-4o')!.imported).toBe(1);
    expect((await readRunDirectory(space.path('out', 'gpt-4o'))).records).toHaveLength(1);
  });
});

describe('archives that crashed the import', () => {
  it('a PAX mtime of 1e30 and arguments nested 100,000 deep: the file is reported, the others imported, no stack trace', async () => {
    const run = JSON.parse(real.text) as { messages: { role: string; tool_calls?: { args: unknown }[] }[] };
    const withCall = run.messages.find((m) => m.role === 'assistant' && (m.tool_calls?.length ?? 0) > 0)!;
    const deep = JSON.stringify({
      ...run,
      messages: run.messages.map((m) => (m === withCall ? { ...m, tool_calls: [{ ...m.tool_calls![0], args: { x: '__DEEP__' } }] } : m)),
    }).replace('"__DEEP__"', '['.repeat(100_000) + ']'.repeat(100_000));
    const other = real.path.replace(/[^/]+\.json$/, 'none.json').replace(/user_task_\d+/, 'user_task_999');
    const space = await archive('gpt-4o.tar.gz', [
      { pax: { mtime: '1e30' } },
      { path: `gpt-4o/${real.path}`, body: real.text },
      { path: `gpt-4o/${other}`, body: deep },
    ]);
    const result = await runInProcess(['import', 'agentdojo', space.archive, '--out', space.out, '--format', 'json']);
    expect(result.stderr).not.toMatch(/RangeError|\n\s+at /);
    expect(result.code, result.stderr).toBe(1);
    const [imported] = (JSON.parse(result.stdout) as { pipelines: ImportJson[] }).pipelines;
    expect(imported.imported).toBe(1);
    expect(imported.malformed).toEqual([{ file: `${space.archive}:gpt-4o/${other}`, reason: 'nests deeper than 64 levels: not a run file' }]);
    const [record] = (await readRunDirectory(space.out)).records;
    expect(Number.isNaN(Date.parse(record.startedAt))).toBe(false);
  });
});
