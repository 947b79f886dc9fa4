import type { KnownDefects, KnownDefectNote } from './known-defects.ts';
import type { Finding, JudgeAnalysis, Severity } from './types.ts';

/**
 * One view of a finding, for `lint`, `report` and the viewer's judge pages alike: the severity the
 * project's configuration gives its rule (the analysis applies it), a finding an inline disable
 * suppresses left out (and counted), a finding the version manifests document marked `known`
 * (shown, counted apart, never failing). Every reporter shows a finding through `findingSeverity`
 * and `findingMessage`, as the README's lint section documents. The inline disables are applied by
 * `applyDirectives` (directives.ts), after `markKnown`.
 */

/** A finding, and whether a version manifest documents it (then it is shown but does not count). */
export interface ViewedFinding extends Finding {
  readonly known?: KnownDefectNote;
}

/** A judge's findings with those its version manifests document marked known (looked up by the judge's module, as on a full load). */
export function markKnown(judge: Pick<JudgeAnalysis, 'file' | 'judge' | 'findings'>, known: KnownDefects): ViewedFinding[] {
  return judge.findings.map((finding) => {
    const note = known.lookup(judge.file, judge.judge, finding.ruleId);
    return note ? { ...finding, known: note } : finding;
  });
}

/** The severity a finding is shown with: `known` for a documented defect. */
export function findingSeverity(finding: ViewedFinding): Severity | 'known' {
  return finding.known ? 'known' : finding.severity;
}

/** The message a finding is shown with: a known defect says which manifest documents it. */
export function findingMessage(finding: ViewedFinding): string {
  return finding.known ? `${finding.message} (known defect, documented in the ${finding.known.version} manifest)` : finding.message;
}

/** "1 finding(s) in 1 judge(s); 2 known (documented in the version manifests, not counted); 1 suppressed by inline disables" */
export function findingCounts(counted: number, where: string, known: number, suppressed: number): string {
  return [
    `${counted} finding(s) in ${where}`,
    ...(known > 0 ? [`${known} known (documented in the version manifests, not counted)`] : []),
    ...(suppressed > 0 ? [`${suppressed} suppressed by inline disables`] : []),
  ].join('; ');
}
