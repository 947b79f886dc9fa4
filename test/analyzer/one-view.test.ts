import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintVerb } from '../../src/cli/commands/lint.ts';
import { reportVerb } from '../../src/cli/commands/report.ts';
import { taxonomyReporters } from '../../src/analyzer/reporters/taxonomy.ts';
import { taxonomyPage } from '../../src/viewer/analysis.ts';

/**
 * One view of a finding in lint, report and the viewer's judge pages: the project's configured
 * severities, inline disables (suppressed, counted) and the defects the version manifests document
 * (shown as known, not counted). The fixture is a small project with one finding of each kind.
 */
const PROJECT = join(import.meta.dirname, '../fixtures/analyzer/lint-projects/one-view');

describe('lint, report and the viewer show the same findings, marked the same way', () => {
  it('agree on every finding, its severity (configured or known) and what is suppressed', async () => {
    const { result: lint } = await lintVerb([], { rule: [], cwd: PROJECT });
    const { result: report } = await reportVerb({ format: 'json', cwd: PROJECT });
    const view = (f: { ruleId: string; line: number; column: number; severity: string; known?: unknown }) =>
      `${f.ruleId} ${f.line}:${f.column} ${f.known ? 'known' : f.severity}`;
    const fromLint = lint.findings.map(view).sort();
    expect(fromLint).toEqual(['case-sensitive-identifier 15:38 error', 'constant-verdict 11:12 known', 'reads-nothing 11:12 known']);
    expect(report.rows.flatMap((r) => r.findings.map(view)).sort()).toEqual(fromLint);
    expect(lint.suppressedCount).toBe(1);
    expect(report).toMatchObject({ knownCount: 2, suppressedCount: 1 });
    expect(taxonomyReporters.table(report).trimEnd().split('\n').at(-1)).toBe(
      '2 judges (2 utility, 0 attack); 1 finding(s) in 1 judge(s); 2 known (documented in the version manifests, not counted); 1 suppressed by inline disables',
    );
    const page = taxonomyPage(report, PROJECT);
    expect(page).toMatch(/<span class="badge[^"]*">known<\/span><\/td><td><a href="#rule-constant-verdict">/);
    expect(page).toMatch(/<span class="badge fail">error<\/span><\/td><td><a href="#rule-case-sensitive-identifier">/);
    expect(page).not.toContain('rule-unused-value');
  });
});
