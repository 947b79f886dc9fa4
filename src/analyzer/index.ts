/** The static judge analyzer as a library: the same functions the report, diff and lint verbs use. */
export { analyzeFiles, analyzeProject, type AnalyzeOptions, type RuleSetting, type RuleSettings } from './analyze.ts';
export { analyzeBenchmark, judgesAt, type BenchmarkAnalysis, type ResolvedJudge } from './benchmark.ts';
export { judgeDiff, type AxisChange, type ChangeLabel, type JudgeChange, type JudgeDiff } from './diff.ts';
export { changedFiles, collectFiles, lint, type LintOptions, type LintResult } from './lint.ts';
export { createAnalyzerProject, type AnalyzerProject } from './project.ts';
export { taxonomyReport, type TaxonomyReport, type TaxonomyRow } from './taxonomy.ts';
export { diffReporters } from './reporters/diff.ts';
export { LINT_FORMATS, lintReporters, type LintFormat } from './reporters/lint.ts';
export { taxonomyReporters } from './reporters/taxonomy.ts';
export { lintJson } from './reporters/json.ts';
export { lintMarkdown } from './reporters/markdown.ts';
export { sarif } from './reporters/sarif.ts';
export { stylish } from './reporters/stylish.ts';
export { RULE_IDS, ruleById, rules } from './rules/index.ts';
export type { Rule, RuleDocs } from './rules/rule.ts';
export {
  type AnalysisResult,
  type ArgumentConstraint,
  type Axis,
  type CaseRule,
  type ContentMatch,
  type CountKind,
  type CountRequirement,
  type FileAnalysis,
  type FileProblem,
  type Finding,
  type JudgeAnalysis,
  type JudgeClassification,
  type JudgeKind,
  type ReadLocation,
  type RuleId,
  type Severity,
  type SourceRange,
} from './types.ts';
export { applyDirectives } from './directives.ts';
export { findingMessage, findingSeverity, type ViewedFinding } from './finding-view.ts';
export { fixFindings } from './fix.ts';
export { KnownDefects } from './known-defects.ts';
export { FILES_PER_THREAD, type Jobs, type LintJudge } from './lint-analysis.ts';
export { lintSettings } from './lint-config.ts';
export { errorsOnly, findingPlace, withConfirmations, type LintFinding } from './lint.ts';
export { changedJudgesTable, taskPresenceTable } from './reporters/diff.ts';
export { relativePath } from './reporters/relative.ts';
export { judgeCounts, judgeTable, renderTaxonomyMarkdown } from './reporters/taxonomy.ts';
export { describeWitness, witnessLine } from './reporters/witness.ts';
export { RULE_DOCS_FOLDER, TAXONOMY_DOCS, analyseRuleExamples, docsUrl, ruleDocsMarkdown, ruleDocsUrl, type ExampleOutcome } from './rule-docs.ts';
export { type Confirmation, type Verdict, type Witness } from './types.ts';
