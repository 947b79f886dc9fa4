import { renderTable, textReporters, type Reporters, type TextFormat } from '../../rendering/index.ts';
import type { FeasibilityReport } from '../feasibility/report.ts';

export const feasibilityReporters: Reporters<FeasibilityReport> = textReporters(renderFeasibility);

function renderFeasibility(report: FeasibilityReport, format: TextFormat): string {
  const scope = `${report.suites.join(', ')} (${report.subsets.join(', ')}) at ${report.version}`;
  const affected = new Set(report.failures.map((f) => `${f.suite}/${f.scenario}`)).size;
  if (report.failures.length === 0) {
    return `${scope}: all ${report.scenarios} scenarios pass ${report.checks.length} feasibility checks (${report.checks.map((c) => c.id).join(', ')})\n`;
  }
  const table = renderTable(
    { columns: ['Check', 'Suite', 'Scenario', 'Problem'], rows: report.failures.map((f) => [f.check, f.suite, f.scenario, f.message]) },
    format,
  );
  return `${scope}: ${report.failures.length} feasibility failure(s) in ${affected} of ${report.scenarios} scenarios\n\n${table}`;
}
