import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeBenchmark, judgesAt, type BenchmarkAnalysis } from '../../src/analyzer/benchmark.ts';
import { RULE_IDS } from '../../src/analyzer/rules/index.ts';
import type { RuleId } from '../../src/analyzer/types.ts';
import { loadBundledBenchmark, resolve } from '../../src/registry/index.ts';

/**
 * Acceptance on the bundled benchmark, with expectations read from the version manifests: every
 * judge documented as defective with a static DefectId is found by that rule at that version,
 * and every other judge (the corrected ones included) has no finding of a rule not documented.
 */
let analysis: BenchmarkAnalysis;

beforeAll(async () => {
  analysis = analyzeBenchmark(await loadBundledBenchmark());
}, 300_000);

const isRule = (id: string): id is RuleId => (RULE_IDS as readonly string[]).includes(id);

describe('bundled benchmark', () => {
  it('every definition file parses and type-checks, and every judge is resolved to code', () => {
    const problems = [...analysis.byFile.values()].flatMap((f) => f.problems.map((p) => `${f.file}:${p.line}: ${p.message}`));
    expect(problems).toEqual([]);
    const unresolved = [...analysis.byFile.values()].flatMap((f) =>
      f.judges.filter((j) => j.classification.style === 'unresolved').map((j) => `${j.task}@${j.version}`),
    );
    expect(unresolved).toEqual([]);
  });

  it('at every version, the static findings of each judge are exactly the documented static defects', () => {
    const mismatches: string[] = [];
    let documented = 0;
    for (const manifest of analysis.benchmark.versions) {
      const resolved = resolve(analysis.benchmark, manifest.version);
      const expected = new Map<string, Set<RuleId>>();
      for (const defect of resolved.manifest.knownDefects) {
        const ids = defect.defects.filter(isRule);
        if (ids.length > 0) expected.set(`${defect.task}/${defect.judge}`, new Set(ids));
        documented += ids.length;
      }
      for (const judge of judgesAt(analysis, resolved)) {
        const want = [...(expected.get(`${judge.task}/${judge.judge}`) ?? [])].sort();
        const got = [...new Set((judge.analysis?.findings ?? []).map((f) => f.ruleId))].sort();
        if (want.join() !== got.join()) {
          mismatches.push(`${manifest.version} ${judge.task} ${judge.judge} (defined in ${judge.definedIn}): documented [${want}] found [${got}]`);
        }
      }
    }
    expect(documented).toBeGreaterThan(0);
    expect(mismatches).toEqual([]);
  });

  it('the latest version has no documented static defect and no finding', () => {
    const latest = resolve(analysis.benchmark);
    const findings = judgesAt(analysis, latest).flatMap((j) => (j.analysis?.findings ?? []).map((f) => `${j.task}: ${f.ruleId}`));
    const documented = latest.manifest.knownDefects.filter((d) => d.defects.some(isRule));
    expect(findings.length === 0).toBe(documented.length === 0);
  });
});
