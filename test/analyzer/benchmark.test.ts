import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { judgesAt, type BenchmarkAnalysis } from '../../src/analyzer/benchmark.ts';
import { judgeDiff } from '../../src/analyzer/diff.ts';
import { diffReporters } from '../../src/analyzer/reporters/diff.ts';
import { taxonomyReporters } from '../../src/analyzer/reporters/taxonomy.ts';
import { taxonomyReport } from '../../src/analyzer/taxonomy.ts';
import { docsPath, TAXONOMY_DOCS } from '../../src/analyzer/rule-docs.ts';
import { analyzerReportGenerators, bundledAnalysis } from '../../src/reports/analysis.ts';
import { taxonomyPage } from '../../src/viewer/index.ts';
import { RULE_IDS } from '../../src/analyzer/rules/index.ts';
import type { RuleId } from '../../src/analyzer/types.ts';
import { displayPath, PACKAGE_ROOT, resolve } from '../../src/registry/index.ts';

/**
 * Acceptance on the bundled benchmark, with expectations read from the version manifests: every
 * judge documented as defective with a static DefectId is found by that rule at that version,
 * and every other judge (the corrected ones included) has no finding of a rule not documented.
 */
let analysis: BenchmarkAnalysis;

// The analysis the committed reports are generated from (one analysis of the benchmark, not two).
beforeAll(async () => {
  analysis = await bundledAnalysis();
});

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
          mismatches.push(
            `${manifest.version} ${judge.task} ${judge.judge} (defined in ${judge.definedIn}): documented [${want.join(',')}] found [${got.join(',')}]`,
          );
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

describe('report and diff on the bundled benchmark', () => {
  it('reports one row per resolved task with summary counts per axis', () => {
    const first = analysis.benchmark.versions[0].version;
    const report = taxonomyReport(analysis, first);
    expect(report.rows.map((r) => r.task)).toEqual(resolve(analysis.benchmark, first).tasks.map((t) => t.definition.id));
    const reads = report.summary.find((s) => s.axis === 'read location')!;
    expect(Object.values(reads.counts).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(report.judges);
    const style = report.summary.find((s) => s.axis === 'style')!;
    expect(Object.values(style.counts).reduce((a, b) => a + b, 0)).toBe(report.judges);
    expect(taxonomyReporters.markdown(report)).toBe(taxonomyReporters.markdown(taxonomyReport(analysis, first)));
  });

  it('links every taxonomy output to the page that defines the axes, from the committed reports too', async () => {
    const report = taxonomyReport(analysis);
    const page = docsPath(TAXONOMY_DOCS);
    expect(existsSync(page)).toBe(true);
    expect(taxonomyReporters.markdown(report)).toContain(`[the taxonomy](${pathToFileURL(page).href})`);
    expect(taxonomyReporters.table(report)).toContain(`Axes and their values are defined in ${displayPath(page)}.`);
    expect(taxonomyPage(report, process.cwd())).toContain(`<a href="${pathToFileURL(page).href}">the taxonomy</a>`);
    const [committed] = analyzerReportGenerators();
    const link = /\[the taxonomy\]\(([^)]+)\)/.exec(await committed.generate())?.[1];
    expect(link && existsSync(join(PACKAGE_ROOT, dirname(committed.file), link))).toBe(true);
  });

  it('labels a name-only attack judge that gained argument matchers as stricter', () => {
    const [a, b] = analysis.benchmark.versions.map((v) => v.version);
    const diff = judgeDiff(analysis, a, b);
    const nameOnlyBefore = taxonomyReport(analysis, a)
      .rows.filter((r) => r.arguments === 'name-only')
      .map((r) => r.task);
    const tightened = diff.changed.filter((c) => c.changes.some((x) => x.axis === 'arguments' && x.from === 'name-only' && x.to === 'constrained'));
    expect(tightened.length).toBeGreaterThan(0);
    for (const c of tightened) {
      expect(nameOnlyBefore).toContain(c.task);
      expect(c.changes.find((x) => x.axis === 'arguments')!.label).toBe('stricter');
      expect(c.fixed).toContain('name-only-attack');
    }
    expect(diffReporters.markdown(diff)).toContain(`# Judge diff ${a} → ${b}`);
  });

  it('lists tasks introduced by a later version as added', () => {
    const versions = analysis.benchmark.versions.map((v) => v.version);
    const [from, to] = [versions.at(-2)!, versions.at(-1)!];
    const before = new Set(resolve(analysis.benchmark, from).tasks.map((t) => t.definition.id));
    const expected = resolve(analysis.benchmark, to)
      .tasks.map((t) => t.definition.id)
      .filter((id) => !before.has(id));
    expect(judgeDiff(analysis, from, to).added.map((a) => a.task)).toEqual(expected);
  });
});
