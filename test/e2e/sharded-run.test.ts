import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ScenarioRecord } from '../../src/contract/index.ts';
import { readRunDirectory } from '../../src/runs/store/index.ts';
import { runInProcess } from '../cli/run-cli.ts';

/** Acceptance of the sharded protocol on the bundled `lite` subset, with the deterministic compliant agent. */

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'chokepoint-shards-'));
});
afterEach(() => {
  vi.restoreAllMocks();
  process.exitCode = undefined;
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const untimed = (r: ScenarioRecord) => ({ ...r, startedAt: 0, durationMs: 0, events: r.events.map((e) => ({ ...e, at: 0 })) });

describe('a run of lite in 2 shards, merged', () => {
  it('equals the unsharded run record for record (ignoring timings), and stats reads it unchanged', async () => {
    const args = ['--agent', 'compliant', '--suite', 'lite', '--attacks', 'important_instructions,tool_notice'];
    const whole = join(work, 'whole');
    expect((await runInProcess(['run', ...args, '--out', whole])).code).toBe(0);
    const parts = [join(work, 'shard-1'), join(work, 'shard-2')];
    for (const [i, out] of parts.entries()) {
      const part = await runInProcess(['run', ...args, '--shard', `${i + 1}/2`, '--out', out]);
      expect(part.code, part.stderr).toBe(0);
    }
    const [one, two] = await Promise.all(parts.map((p) => readRunDirectory(p)));
    expect(Math.abs(one.records.length - two.records.length)).toBeLessThanOrEqual(1);
    const merged = join(work, 'merged');
    const result = await runInProcess(['merge', parts[1], parts[0], '--out', merged]);
    expect(result.code, result.stderr).toBe(0);

    const a = await readRunDirectory(whole);
    const b = await readRunDirectory(merged);
    expect(b.records).toHaveLength(2 * 43 + 12);
    expect(b.records.map(untimed)).toEqual(a.records.map(untimed));
    expect({ ...b.manifest, startedAt: 0, endedAt: 0 }).toEqual({ ...a.manifest, startedAt: 0, endedAt: 0 });

    const stats = await runInProcess(['stats', whole, merged, '--format', 'json']);
    expect(stats.code, stats.stderr).toBe(0);
    const report = JSON.parse(stats.stdout);
    expect(report.runs[1].protocol).toEqual({ ...report.runs[0].protocol });
    expect(report.runs[1].protocol.anyAttack).toMatchObject({ status: 'computed', budget: ['important_instructions', 'tool_notice'], cases: 43 });
  });
});
