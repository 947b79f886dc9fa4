import { analyzerReportGenerators } from './analysis.ts';
import { tasksReport } from './tasks.ts';
import { agentdojoReports } from './agentdojo.ts';
import { ablationReport } from './ablation.ts';
import type { ReportGenerator } from './generator.ts';
import { metricsDocsGenerator } from './metrics-docs.ts';
import { readmeGenerator } from './readme.ts';
import { ruleDocsGenerators } from './rule-docs.ts';
import { validationReportGenerators } from './validation.ts';


/** Append generators here (one import per report module). */
export const reportGenerators: ReportGenerator[] = [tasksReport, ...analyzerReportGenerators(), ...agentdojoReports, ...validationReportGenerators(), ablationReport, ...ruleDocsGenerators, metricsDocsGenerator, readmeGenerator];
export { REPO_ROOT, SITE_DIR } from './generator.ts';
export { countStatus, failureLines, regenerateReports, type Regeneration, type ReportOutcome } from './regenerate.ts';
export { regenerationReporters } from './reporters/regeneration.ts';
