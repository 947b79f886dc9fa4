import { paragraph, renderTable, styled, textReporters, type RenderOptions, type Reporters, type TextFormat } from '../../rendering/index.ts';
import type { FeasibilityReport } from '../feasibility/report.ts';

export const feasibilityReporters: Reporters<FeasibilityReport> = textReporters(renderFeasibility);

function renderFeasibility(report: FeasibilityReport, format: TextFormat, options: RenderOptions): string {
  const scope = `${report.suites.join(', ')} (${report.subsets.join(', ')}) at ${report.version}`;
  const affected = new Set(report.failures.map((f) => `${f.suite}/${f.scenario}`)).size;
  if (report.failures.length === 0) {
    return paragraph(
      `${scope}: all ${report.scenarios} scenarios pass ${report.checks.length} feasibility checks (${report.checks.map((c) => c.id).join(', ')})`,
      options,
    );
  }
  const perCheck = report.checks.map((c) => [c.id, report.failures.filter((f) => f.check === c.id).length] as const).filter(([, n]) => n > 0);
  const table = renderTable(
    {
      columns: ['Check', 'Suite', 'Scenario', 'Problem'],
      rows: report.failures.map((f) => [styled(f.check, 'red'), f.suite, f.scenario, f.message]),
      summary: `${report.failures.length} failure(s): ${perCheck.map(([id, n]) => `${id} ${n}`).join(', ')}`,
    },
    format,
    options,
  );
  return `${paragraph(`${scope}: ${report.failures.length} feasibility failure(s) in ${affected} of ${report.scenarios} scenarios`, options)}\n${table}`;
}
