import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolve } from '../../src/registry/index.ts';
import { loadBundledBenchmark } from '../../src/sandbox/index.ts';
import { bundledRuns } from '../../src/viewer/index.ts';

const work = await mkdtemp(join(tmpdir(), 'chokepoint-bundled-runs-'));
afterAll(() => rm(work, { recursive: true, force: true }));

describe("the viewer's bundled runs", () => {
  it('are assembled as every run is: feasible, and every record carries the suite side-effect results', async () => {
    const resolved = resolve(await loadBundledBenchmark());
    const traces = await bundledRuns(resolved, work);
    expect(traces.map((t) => t.spec.label)).toEqual(['reference', 'compliant', 'compliant+typechecker', 'compliant+router']);
    for (const run of traces) {
      expect(run.feasibilityFailures, run.spec.label).toEqual([]);
      expect(run.records.length, run.spec.label).toBe(run.spec.scenarios.length);
      const without = run.records.filter((r) => r.sideEffects === undefined).map((r) => r.scenario.id);
      expect(without, run.spec.label).toEqual([]);
    }
  });
});
