import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MANIFEST_SCHEMA, type RunManifest, type ScenarioRecord } from '../../src/contract/index.ts';
import { ChokepointError, ChokepointErrors } from '../../src/errors.ts';
import { createReferenceAgent } from '../../src/harness/agents/index.ts';
import { suiteChokepoint } from '../../src/harness/run/mediation.ts';
import { runScenario } from '../../src/harness/run/scenario.ts';
import {
  canonicalJson,
  codeCommit,
  manifestDifferences,
  openRunDirectory,
  readRunDirectory,
  recordPath,
  scenarioFileName,
  suiteHashParts,
  suiteSha256,
  writeFileAtomic,
  writeScenarioRecord,
} from '../../src/runs/store/index.ts';
import { miniBenchmark, miniScenarios } from '../harness/run/mini.ts';

let records: ScenarioRecord[] = [];
let manifest: RunManifest;
const dirs: string[] = [];

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'chokepoint-store-'));
  dirs.push(dir);
  return dir;
}

beforeAll(async () => {
  const resolved = await miniBenchmark();
  const fixture = resolved.suites[0].fixture;
  const scenarios = (await miniScenarios()).slice(0, 4);
  const chokepoint = suiteChokepoint(fixture, [], 'workspace');
  records = await Promise.all(scenarios.map((s) => runScenario(s, { fixture, agent: createReferenceAgent(), chokepoint, benchmarkVersion: resolved.version })));
  manifest = {
    schema: MANIFEST_SCHEMA,
    agent: 'reference',
    model: null,
    baseUrl: null,
    defenses: [],
    benchmarkVersion: resolved.version,
    suite: 'core',
    suiteSha256: 'a'.repeat(64),
    codeCommit: null,
    startedAt: '2026-03-14T09:00:00.000Z',
    toolVersions: { node: process.version },
    scenarios: scenarios.map((s) => s.ref.id),
  };
});

afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

async function storedRun(): Promise<string> {
  const dir = await tempDir();
  await openRunDirectory(dir, manifest, { resume: false });
  for (const r of records) await writeScenarioRecord(dir, r);
  return dir;
}

describe('scenario file names', () => {
  it('are portable and distinct for ids that differ only in punctuation', () => {
    const ids = [
      'user_task_1+injection_task_2@file:/reports/q3.txt',
      'user_task_1+injection_task_2@file_/reports_q3.txt',
      'user_task_3+injection_task_1@sql:customers.notes#12',
      'u@email:3.body',
    ];
    const names = ids.map(scenarioFileName);
    expect(new Set(names).size).toBe(ids.length);
    for (const name of names) expect(name).toMatch(/^[A-Za-z0-9._+@%~-]+\.json$/);
    expect(scenarioFileName('user_task_7')).toBe('user_task_7.json');
    expect(scenarioFileName('x'.repeat(400)).length).toBeLessThan(200);
    expect(scenarioFileName('x'.repeat(400))).not.toBe(scenarioFileName(`${'x'.repeat(399)}y`));
  });
});

describe('writeFileAtomic', () => {
  it('replaces the file whole and leaves no temporary file', async () => {
    const dir = await tempDir();
    const file = join(dir, 'a.json');
    await writeFile(file, 'old');
    await writeFileAtomic(file, '{"new":true}');
    expect(await readFile(file, 'utf8')).toBe('{"new":true}');
    expect(await readdir(dir)).toEqual(['a.json']);
  });
});

describe('readRunDirectory', () => {
  it('reads the manifest and every record back, validated, in manifest order', async () => {
    const dir = await storedRun();
    const run = await readRunDirectory(dir);
    expect(run.manifest).toEqual(manifest);
    expect(run.records).toEqual(JSON.parse(JSON.stringify(records)));
    expect(run.missing).toEqual([]);
    expect(run.problems).toEqual([]);
  });

  it('lists scenarios without a record as missing', async () => {
    const dir = await storedRun();
    await rm(recordPath(dir, records[1].scenario.id));
    expect((await readRunDirectory(dir)).missing).toEqual([records[1].scenario.id]);
  });

  it('throws ChokepointError("trace") naming each corrupt file, with the line of the problem', async () => {
    const dir = await storedRun();
    const truncated = recordPath(dir, records[0].scenario.id);
    const text = await readFile(truncated, 'utf8');
    await writeFile(truncated, text.slice(0, Math.floor(text.length / 2)));
    const invalid = recordPath(dir, records[2].scenario.id);
    await writeFile(invalid, JSON.stringify({ ...records[2], outcome: 'refused' }, null, 2));

    const error = await readRunDirectory(dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChokepointErrors);
    const errors = (error as ChokepointErrors).errors;
    expect(errors.map((e) => [e.code, e.location.file])).toEqual(
      [
        ['trace', truncated],
        ['trace', invalid],
      ].sort((a, b) => a[1].localeCompare(b[1])),
    );
    const bad = errors.find((e) => e.location.file === invalid)!;
    expect(bad.location.field).toBe('outcome');
    expect(bad.location.line).toBeGreaterThan(1);
    expect(errors.find((e) => e.location.file === truncated)!.message).toMatch(/not valid JSON/);
  });

  it('keeps the conversation, scores and judge errors; a record without them reads as before; each new field is validated', async () => {
    const dir = await storedRun();
    const [first, second, third] = records;
    expect(first.messages?.length).toBeGreaterThan(1);
    const judgeError = { message: 'utility judge threw: x', location: 'judges/mini/user_task_1/1.0.0.ts:3:9' };
    const scored = { ...second, utility: { passed: false, judgeVersion: '1.0.0', score: 0.5, passAt: 0.75 } };
    const old: Record<string, unknown> = { ...third };
    delete old.messages;
    await writeScenarioRecord(dir, scored);
    await writeFile(recordPath(dir, third.scenario.id), JSON.stringify(old));
    const read = await readRunDirectory(dir);
    expect(read.records.find((r) => r.scenario.id === first.scenario.id)?.messages).toEqual(first.messages);
    expect(read.records.find((r) => r.scenario.id === second.scenario.id)?.utility).toEqual(scored.utility);
    expect(read.records.find((r) => r.scenario.id === third.scenario.id)?.messages).toBeUndefined();

    const problems = async (record: unknown) => {
      await writeFile(recordPath(dir, second.scenario.id), JSON.stringify(record));
      return (await readRunDirectory(dir, { mode: 'report' })).problems.map((p) => `${p.field}: ${p.message}`);
    };
    expect(await problems({ ...second, utility: { ...scored.utility, passed: true } })).toEqual([
      'utility.passed: not a valid scenario record: must say whether the score reaches passAt',
    ]);
    expect(await problems({ ...second, utility: { passed: true, judgeVersion: '1', error: judgeError.message, judgeError } })).toEqual([
      'utility.passed: not a valid scenario record: a judge error is no verdict: passed must be false',
    ]);
    expect(await problems({ ...second, outcome: 'judge_error' })).toEqual([
      'outcome: not a valid scenario record: judge_error needs a verdict with a judgeError',
    ]);
    expect(await problems({ ...second, messages: [{ role: 'robot', text: '' }] })).toHaveLength(1);
  });

  it('in report mode lists the problems and goes on with the valid records', async () => {
    const dir = await storedRun();
    await writeFile(recordPath(dir, records[0].scenario.id), '');
    const stray = join(dir, 'scenarios', 'other.json');
    await writeFile(stray, JSON.stringify({ ...records[1], scenario: { ...records[1].scenario, id: 'other' } }));
    const misplaced = recordPath(dir, records[3].scenario.id);
    await writeFile(misplaced, JSON.stringify(records[2]));
    const run = await readRunDirectory(dir, { mode: 'report' });
    expect(run.records.map((r) => r.scenario.id)).toEqual([records[1].scenario.id, records[2].scenario.id]);
    expect(run.missing).toEqual([records[0].scenario.id, records[3].scenario.id]);
    expect(run.problems.map((p) => p.message).sort()).toEqual([
      `file belongs to scenario ${JSON.stringify(records[3].scenario.id)} but holds ${JSON.stringify(records[2].scenario.id)}`,
      'scenario "other" is not part of this run (not in manifest.json)',
      'scenario record is empty (an interrupted write?)',
    ]);
  });

  it('refuses a directory without a valid manifest, in every mode', async () => {
    const dir = await tempDir();
    await expect(readRunDirectory(dir, { mode: 'report' })).rejects.toThrow(/manifest.json.*not found/);
    await writeFile(join(dir, 'manifest.json'), JSON.stringify({ ...manifest, suiteSha256: 'nope' }));
    const error = await readRunDirectory(dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChokepointError);
    expect((error as ChokepointError).location.field).toBe('suiteSha256');
  });
});

describe('openRunDirectory', () => {
  it('refuses a non-empty directory without --resume', async () => {
    const dir = await storedRun();
    await expect(openRunDirectory(dir, manifest, { resume: false })).rejects.toThrow(/not empty; pass --resume/);
  });

  it('refuses to resume a different run and touches nothing', async () => {
    const dir = await storedRun();
    await writeFile(recordPath(dir, records[0].scenario.id), '{');
    const other = { ...manifest, agent: 'compliant', defenses: ['typechecker'], suiteSha256: 'b'.repeat(64) };
    const error = await openRunDirectory(dir, other, { resume: true }).catch((e: unknown) => e);
    expect((error as ChokepointError).message).toMatch(
      /cannot resume.*agent differs \("reference" stored vs "compliant" now\).*defenses differs.*suite SHA-256 differs/,
    );
    expect(await readFile(recordPath(dir, records[0].scenario.id), 'utf8')).toBe('{');
  });

  it('resumes: keeps valid records, discards corrupt ones and leftover temporary files', async () => {
    const dir = await storedRun();
    await writeFile(recordPath(dir, records[1].scenario.id), '{"schema":');
    await writeFile(`${recordPath(dir, records[2].scenario.id)}.123.abc.tmp`, '{"partial');
    const opened = await openRunDirectory(dir, { ...manifest, startedAt: '2030-01-01T00:00:00.000Z', codeCommit: 'c'.repeat(40) }, { resume: true });
    expect(opened.resumed).toBe(true);
    expect(opened.manifest.startedAt).toBe(manifest.startedAt);
    expect([...opened.done].sort()).toEqual([records[0], records[2], records[3]].map((r) => r.scenario.id).sort());
    expect(opened.discarded.map((p) => p.scenario)).toEqual([records[1].scenario.id]);
    expect(opened.removedTemporary).toBe(1);
    expect((await readdir(join(dir, 'scenarios'))).length).toBe(3);
  });
});

describe('manifest helpers', () => {
  it('the suite hash covers task sources, fixtures and scenarios but not key order', async () => {
    const resolved = await miniBenchmark();
    const scenarios = (await miniScenarios()).map((s) => s.ref);
    const content = { tasks: resolved.tasks, suites: resolved.suites, scenarios };
    const base = suiteSha256(content);
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    expect(suiteSha256({ ...content, tasks: [...resolved.tasks].reverse() })).toBe(base);
    const edited = resolved.tasks.map((t, i) => (i === 0 ? { ...t, source: `${t.source}\n// edited` } : t));
    expect(suiteSha256({ ...content, tasks: edited })).not.toBe(base);
    expect(suiteSha256({ ...content, scenarios: scenarios.slice(1) })).not.toBe(base);
    const fixture = { ...resolved.suites[0].fixture, now: '2027-01-01T00:00:00Z' };
    expect(suiteSha256({ ...content, suites: [{ ...resolved.suites[0], fixture }] })).not.toBe(base);
    expect(canonicalJson({ b: 1, a: { d: 2, c: 3 } })).toBe('{"a":{"c":3,"d":2},"b":1}');
    // Fed to the hash a scenario at a time, it is the hash of the canonical JSON of the whole.
    const whole = canonicalJson({ ...suiteHashParts(content), scenarios });
    expect(base).toBe(createHash('sha256').update(whole).digest('hex'));
  });

  it('manifestDifferences ignores start time, commit and tool versions', () => {
    expect(manifestDifferences(manifest, { ...manifest, startedAt: '2031-01-01T00:00:00Z', codeCommit: 'x', toolVersions: {} })).toEqual([]);
    expect(manifestDifferences(manifest, { ...manifest, model: 'llama3.1:8b' })).toEqual(['model differs (null stored vs "llama3.1:8b" now)']);
  });

  it('codeCommit is the commit of the checkout, asked of git once per root; a folder not at the top of a work tree has none', async () => {
    expect(codeCommit()).toBe(codeCommit());
    const commit = await codeCommit();
    expect(commit === null || /^[0-9a-f]{40}$/.test(commit)).toBe(true);
    expect(await codeCommit(await tempDir())).toBeNull();
  });
});
