import { cp, mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPipelines } from '../../src/interop/agentdojo/archive.ts';
import { importPipeline, importSource, splitPipelineName, type ImportedPipeline } from '../../src/interop/agentdojo/import.ts';
import { compactFile, GEMINI_V12, PARTIAL, TOOL_FILTER, writeArchive, writeRunFolder } from './helpers.ts';

describe('importing real AgentDojo runs', () => {
  let toolFilter: ImportedPipeline;
  let partial: ImportedPipeline;

  beforeAll(async () => {
    [toolFilter] = await importSource(compactFile(TOOL_FILTER));
    [partial] = await importSource(compactFile(PARTIAL));
  });

  it('converts every file of a v1 pipeline: 97 benign, 27 injection tasks as probes, 629 attacks', () => {
    expect(toolFilter.pipeline).toBe(TOOL_FILTER);
    expect(toolFilter.files).toBe(753);
    expect(toolFilter.records).toHaveLength(753);
    expect(toolFilter.problems).toEqual([]);
    expect(toolFilter.caseSet).toMatchObject({ caseSet: 'agentdojo-v1', complete: true, benign: 97, probe: 27, attackByType: { important_instructions: 629 } });
    expect(toolFilter.manifest).toMatchObject({ agent: 'agentdojo', model: 'gpt-4o-2024-05-13', defenses: ['tool_filter'], suite: 'agentdojo-v1' });
    expect(toolFilter.manifest.scenarios).toHaveLength(753);
    expect(new Set(toolFilter.manifest.scenarios).size).toBe(753);
  });

  it('marks a pipeline with missing cases as incomplete', () => {
    expect(partial.records).toHaveLength(40);
    expect(partial.caseSet.label).toBe('agentdojo-v1-incomplete');
    expect(partial.records.every((r) => r.scenario.kind === 'benign' && r.scenario.suite === 'workspace')).toBe(true);
  });

  it('splits defense suffixes off pipeline names', () => {
    expect(splitPipelineName('gpt-4o-2024-05-13-spotlighting_with_delimiting')).toEqual({
      model: 'gpt-4o-2024-05-13',
      defenses: ['spotlighting_with_delimiting'],
    });
    expect(splitPipelineName('Meta-SecAlign-70B')).toEqual({ model: 'Meta-SecAlign-70B', defenses: [] });
  });

  it('reads the same data as a .tar.gz archive, a folder of archives and a pipeline folder, with the same records and fingerprint', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'chokepoint-agentdojo-'));
    try {
      const [source] = await readPipelines(compactFile(PARTIAL));
      const comparable = (p: ImportedPipeline) => ({
        pipeline: p.pipeline,
        records: JSON.stringify(p.records).split(p.source).join('<source>'),
        fingerprint: p.manifest.suiteSha256,
        startedAt: p.manifest.startedAt,
      });
      const archived = await writeArchive(source, join(dir, 'archives'));
      const [fromArchive] = await importSource(archived);
      expect(fromArchive.derivedFrom).toBeNull();
      expect(comparable(fromArchive)).toEqual(comparable(partial));
      const [fromFolder] = await importSource(join(dir, 'archives'));
      expect(comparable(fromFolder)).toEqual(comparable(partial));
      const [fromTree] = await importSource(await writeRunFolder(source, join(dir, 'unpacked')));
      expect(comparable(fromTree)).toEqual(comparable(partial));
      await cp(compactFile(PARTIAL), join(dir, 'archives', `${PARTIAL}.jsonl.br`));
      const both = await importSource(join(dir, 'archives'));
      expect(both.map((p) => [p.pipeline, p.derivedFrom])).toEqual([
        [PARTIAL, `${PARTIAL}.tar.gz`],
        [PARTIAL, null],
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('detects the v1.2 case set and records the version the files name', async () => {
    const [gemini] = await importSource(compactFile(GEMINI_V12));
    expect(gemini.caseSet).toMatchObject({ caseSet: 'agentdojo-v1.2', complete: true, probe: 35, attackByType: { important_instructions: 949 } });
  });
});

describe('malformed files are reported by path, counted, never fatal', () => {
  let dir: string;
  let result: ImportedPipeline;
  let good: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'chokepoint-agentdojo-broken-'));
    const [source] = await readPipelines(compactFile(TOOL_FILTER));
    const root = join(dir, 'broken-pipeline');
    const put = async (path: string, text: string) => {
      await mkdir(dirname(join(root, path)), { recursive: true });
      await writeFile(join(root, path), text);
    };
    const benign = source.files.find((f) => f.relativePath === 'banking/user_task_0/none/none.json')!;
    const attack = source.files.find((f) => f.relativePath === 'banking/user_task_0/important_instructions/injection_task_0.json')!;
    good = attack.relativePath;
    await put(benign.relativePath, benign.text);
    await put(attack.relativePath, attack.text);
    const base = JSON.parse(attack.text);
    const variant = (task: string, change: (data: Record<string, unknown>) => void) => {
      const data = structuredClone(base);
      data.injection_task_id = task;
      change(data);
      return put(`banking/user_task_0/important_instructions/${task}.json`, JSON.stringify(data));
    };
    await put('banking/user_task_0/important_instructions/injection_task_1.json', '{"suite_name": "banking", "messages": [');
    await variant('injection_task_2', (d) => delete d.security);
    await variant('injection_task_3', (d) => (d.messages = null));
    await variant('injection_task_4', (d) => ((d.messages as { role: string }[])[1].role = 'narrator'));
    const firstAssistant = (base.messages as { role: string }[]).findIndex((m) => m.role === 'assistant');
    await variant(
      'injection_task_5',
      (d) => ((d.messages as { tool_calls: unknown[] }[])[firstAssistant].tool_calls = [{ function: 'send_money', args: '{recipient: oops' }]),
    );
    await variant('injection_task_6', (d) => (d.user_task_id = 'user_task_9'));
    await variant('injection_task_7', (d) => (d.utility = 'yes'));
    await put('banking/README.txt', 'not a run');
    result = (await importSource(root))[0];
  });

  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('imports the good files and lists every broken one with its reason', () => {
    expect(result.files).toBe(10);
    expect(result.records).toHaveLength(2);
    expect(result.records.length + result.problems.length).toBe(result.files);
    const reasons = Object.fromEntries(result.problems.map((p) => [p.file.slice(p.file.indexOf('broken-pipeline/') + 16), `${p.field ?? ''}: ${p.reason}`]));
    expect(reasons).toMatchObject({
      'banking/user_task_0/important_instructions/injection_task_1.json': expect.stringContaining('invalid JSON'),
      'banking/user_task_0/important_instructions/injection_task_2.json': 'security: label missing: the run was never judged',
      'banking/user_task_0/important_instructions/injection_task_3.json': 'messages: expected a list of messages, got null',
      'banking/user_task_0/important_instructions/injection_task_4.json': expect.stringContaining('messages[1].role: unknown role "narrator"'),
      'banking/user_task_0/important_instructions/injection_task_5.json': expect.stringContaining('.tool_calls[0].args: unparsable arguments'),
      'banking/user_task_0/important_instructions/injection_task_6.json': expect.stringContaining(
        'user_task_id: the path says "user_task_0" but the file says "user_task_9"',
      ),
      'banking/user_task_0/important_instructions/injection_task_7.json': 'utility: expected true or false, got text',
      'banking/README.txt': expect.stringContaining('invalid JSON'),
    });
    expect(result.records.map((r) => r.scenario.id)).toContain(`banking/user_task_0+injection_task_0@important_instructions`);
    expect(good).toContain('injection_task_0');
  });

  it('the CLI lists the malformed files and exits 1, the good ones become a readable run', async () => {
    const { runInProcess: runCli } = await import('../cli/run-cli.ts');
    const out = join(dir, 'out');
    const imported = await runCli(['import', 'agentdojo', join(dir, 'broken-pipeline'), '--out', out, '--format', 'json']);
    expect(imported.code).toBe(1);
    const report = JSON.parse(imported.stdout);
    expect(report.pipelines[0]).toMatchObject({ files: 10, imported: 2 });
    expect(report.pipelines[0].malformed).toHaveLength(8);
    const manifest = JSON.parse(await readFile(join(out, 'manifest.json'), 'utf8'));
    expect(manifest.scenarios).toHaveLength(2);
    const stats = await runCli(['stats', out, '--format', 'json']);
    expect(stats.code).toBe(0);
    expect(JSON.parse(stats.stdout).runs[0].scenarios).toMatchObject({ benign: 1, attack: 1 });
  });
});

describe('re-importing a single pipeline is deterministic', () => {
  it('gives the same records and fingerprint', async () => {
    const [source] = await readPipelines(compactFile(PARTIAL));
    const a = importPipeline(source);
    const b = importPipeline(source);
    expect(JSON.stringify(a.records)).toBe(JSON.stringify(b.records));
    expect(a.manifest.suiteSha256).toBe(b.manifest.suiteSha256);
  });
});
