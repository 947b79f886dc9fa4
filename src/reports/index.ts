import { analyzerReportGenerators } from '../analyzer/reports.ts';
import { tasksReport } from '../registry/tasks-report.ts';
import { agentdojoReports } from '../interop/agentdojo/report.ts';
import { ablationReport } from '../rescore/reports.ts';
import { validationReportGenerators } from '../validate/reports.ts';

/**
 * Committed reports under `reports/`. Each generator renders one file deterministically (no
 * timestamps, stable ordering); `chokepoint start` writes them all and a test fails when a
 * committed file differs from what its generator renders now.
 */
export interface ReportGenerator {
  /** Path relative to the repository root, e.g. `reports/taxonomy-1.2.0.md`. */
  readonly file: string;
  readonly description: string;
  generate(): Promise<string>;
}

/** Append generators here (one import per report module). */
export const reportGenerators: ReportGenerator[] = [tasksReport, ...analyzerReportGenerators(), ...agentdojoReports, ...validationReportGenerators(), ablationReport];
