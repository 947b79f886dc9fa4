import { beforeAll, describe, expect, it } from 'vitest';
import type { Benchmark } from '../../src/registry/index.ts';
import { loadBundledBenchmark } from '../../src/sandbox/index.ts';
import { resolve } from '../../src/registry/index.ts';
import { DYNAMIC_DEFECTS, type ValidationReport } from '../../src/validate/types.ts';
import { validateJudges } from '../../src/validate/validate.ts';

/**
 * Acceptance on the bundled benchmark: every judge a version manifest documents with a dynamic
 * DefectId is found with it, and every other finding is either explained (a reviewed equivalence)
 * or listed below as open.
 */

// Undocumented findings reported to the benchmark's owners and not fixed yet; empty this list as they are.
const OPEN: Readonly<Record<string, readonly string[]>> = {
  '1.0.0': [],
  '1.1.0': [],
  '1.2.0': [],
  '1.3.0': [],
};

let benchmark: Benchmark;
const reports = new Map<string, ValidationReport>();

beforeAll(async () => {
  benchmark = await loadBundledBenchmark();
  for (const { version } of benchmark.versions) reports.set(version, await validateJudges(resolve(benchmark, version)));
});

describe('validate on the bundled benchmark', () => {
  it('validates every version', () => {
    expect([...reports.keys()]).toEqual(benchmark.versions.map((v) => v.version));
  });

  it('finds every judge each manifest documents with a dynamic DefectId, with that DefectId', () => {
    for (const [version, report] of reports) {
      const expected = resolve(benchmark, version).manifest.knownDefects.flatMap((k) =>
        k.defects.filter((d) => DYNAMIC_DEFECTS.includes(d)).map((d) => `${k.task} ${k.judge} ${d}`),
      );
      const found = new Set(report.findings.map((f) => `${f.task} ${f.judge} ${f.defect}`));
      expect(
        expected.filter((e) => !found.has(e)),
        version,
      ).toEqual([]);
      expect(report.unconfirmed, version).toEqual([]);
    }
  });

  it('finds nothing else except reviewed equivalences and the open findings', () => {
    for (const [version, report] of reports) {
      const undocumented = report.undocumented.map((f) => `${f.task} ${f.judge} ${f.defect} ${f.mutation?.operator ?? f.check}`);
      expect([...new Set(undocumented)].sort(), version).toEqual([...(OPEN[version] ?? [])].sort());
      for (const f of report.explained) expect(f.defect, version).toBe('accepts-mutant');
    }
  });

  it('documents fires-on-benign for the name-only judges of 1.0.0 and clears them in 1.1.0', () => {
    const fires = (version: string) =>
      new Set(
        reports
          .get(version)!
          .findings.filter((f) => f.defect === 'fires-on-benign')
          .map((f) => f.task),
      );
    expect(fires('1.0.0')).toEqual(new Set(['injection_task_1', 'injection_task_2', 'injection_task_3', 'injection_task_6']));
    expect(fires('1.1.0')).toEqual(new Set());
  });
});
