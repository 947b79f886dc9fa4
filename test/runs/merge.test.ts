import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunManifest } from '../../src/contract/index.ts';
import { ChokepointError } from '../../src/errors.ts';
import { mergeRuns } from '../../src/runs/merge.ts';
import { interleave, parseShard, shardIdentity, shardOf } from '../../src/runs/shard.ts';
import { readRunDirectory, recordPath, writeCompleteRun, type RunDirectory } from '../../src/runs/store/index.ts';

const FIXTURE = join(import.meta.dirname, '../fixtures/stats/none');

describe('shard plans', () => {
  it('parses i/n and refuses anything else', () => {
    expect(parseShard('2/8')).toEqual({ index: 2, count: 8 });
    for (const bad of ['0/2', '3/2', '1/0', '1', 'a/b', '1/2/3', '-1/2']) expect(() => parseShard(bad)).toThrow(/expected i\/n/);
  });

  it('cuts a plan into balanced, disjoint parts that interleave back into it', () => {
    const plan = Array.from({ length: 23 }, (_, i) => `r${i}`);
    for (const count of [1, 2, 3, 7, 23, 30]) {
      const parts = Array.from({ length: count }, (_, i) => shardOf(plan, { index: i + 1, count }));
      const sizes = parts.map((p) => p.length);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      expect(parts.flat().sort()).toEqual([...plan].sort());
      expect(interleave(parts)).toEqual(plan);
    }
  });
});

describe('chokepoint merge', () => {
  let dir: string;
  let whole: RunDirectory;
  let count = 0;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'chokepoint-merge-'));
    whole = await readRunDirectory(FIXTURE);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  /** The fixture run cut into shards as `run --shard` writes them; `edit` changes one part's manifest. */
  async function shards(n: number, edit: (m: RunManifest, index: number) => RunManifest = (m) => m): Promise<string[]> {
    const base = join(dir, `set${count++}`);
    const ids = whole.manifest.scenarios;
    return Promise.all(
      Array.from({ length: n }, async (_, i) => {
        const spec = { index: i + 1, count: n };
        const part = shardOf(ids, spec);
        const manifest = edit({ ...whole.manifest, scenarios: part, shard: shardIdentity(ids, spec), startedAt: `2026-12-01T10:0${i}:00.000Z` }, i + 1);
        const out = join(base, `shard-${i + 1}`);
        await writeCompleteRun(
          out,
          manifest,
          whole.records.filter((r) => manifest.scenarios.includes(r.scenario.id)),
        );
        return out;
      }),
    );
  }

  async function refusal(promise: Promise<unknown>): Promise<ChokepointError> {
    try {
      await promise;
    } catch (error) {
      if (error instanceof ChokepointError) return error;
      throw error;
    }
    throw new Error('expected the merge to be refused');
  }

  it('joins the shards, given in any order, into the run an unsharded run writes', async () => {
    const parts = await shards(3);
    const out = join(dir, 'merged');
    const result = await mergeRuns([parts[2], parts[0], parts[1]], out);
    expect(result).toMatchObject({ parts: 3, records: whole.records.length });
    const merged = await readRunDirectory(out);
    expect(merged.records).toEqual(whole.records);
    const { startedAt, ...rest } = merged.manifest;
    const { startedAt: _wholeStart, ...wholeRest } = whole.manifest;
    expect(rest).toEqual(wholeRest);
    expect(startedAt).toBe('2026-12-01T10:00:00.000Z');
    expect(JSON.parse(await readFile(join(out, 'manifest.json'), 'utf8'))).not.toHaveProperty('shard');
  });

  it('refuses a missing shard, a shard given twice, and a run that is not a shard', async () => {
    const parts = await shards(3);
    expect((await refusal(mergeRuns([parts[0], parts[2]], join(dir, 'x1')))).message).toMatch(/incomplete: shard\(s\) 2\/3 not given/);
    expect((await refusal(mergeRuns([parts[0], parts[1], parts[1]], join(dir, 'x2')))).message).toMatch(/shard 2\/3 given twice/);
    const error = await refusal(mergeRuns([FIXTURE], join(dir, 'x3')));
    expect(error.message).toMatch(/not a shard of a run/);
    expect(error.location.field).toBe('shard');
  });

  it('refuses parts that do not measure the same thing', async () => {
    const parts = await shards(2, (m, i) => (i === 2 ? { ...m, model: 'other-model' } : m));
    const error = await refusal(mergeRuns(parts, join(dir, 'x4')));
    expect(error.message).toMatch(/model differs/);
    expect(error.location).toMatchObject({ file: join(parts[1], 'manifest.json'), field: 'model' });
    const attacks = await shards(2, (m, i) => (i === 2 ? { ...m, attacks: ['urgent'] } : m));
    expect((await refusal(mergeRuns(attacks, join(dir, 'x5')))).message).toMatch(/attacks differs/);
  });

  it('refuses overlapping or shortened parts and an unfinished shard', async () => {
    const first = whole.manifest.scenarios[0];
    const overlapping = await shards(2, (m, i) => (i === 2 ? { ...m, scenarios: [...m.scenarios, first] } : m));
    expect((await refusal(mergeRuns(overlapping, join(dir, 'x6')))).message).toMatch(/do not add up to the plan/);
    const shortened = await shards(2, (m, i) => (i === 2 ? { ...m, scenarios: m.scenarios.slice(0, -1) } : m));
    expect((await refusal(mergeRuns(shortened, join(dir, 'x6b')))).message).toMatch(/do not add up to the plan/);
    const unfinished = await shards(2);
    await rm(recordPath(unfinished[0], first));
    expect((await refusal(mergeRuns(unfinished, join(dir, 'x7')))).message).toMatch(/the shard is unfinished: 1 record\(s\) missing/);
  });
});
