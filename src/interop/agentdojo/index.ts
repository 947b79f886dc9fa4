/** AgentDojo interop: import published runs, case sets, argument-level goals and re-scoring. */
export { AGENTDOJO_SUITES, ARCHIVE_SUFFIX, isArchive, readPipelines, visitPipelines } from './archive.ts';
export {
  CASE_SET_NAMES,
  CASE_SETS,
  caseSet,
  type CaseSet,
  type CaseSetDetection,
  type CaseSetName,
  type CaseSetRestriction,
  caseSetSize,
  type CaseSetSize,
  checkCaseSets,
  detectCaseSet,
  inCaseSet,
  isCaseSetName,
  rangeSize,
  restrictAttackType,
  restrictRecords,
  restrictRun,
} from './case-sets.ts';
export { COMPACT_FORMAT, COMPACT_SUFFIX, type CompactHeader, compactPipeline, isCompact, readCompactHeader, visitCompact } from './compact.ts';
export {
  AGENTDOJO_JUDGE,
  type ConversionResult,
  type ConvertedRun,
  convertRunFile,
  EMPTY_TRACE,
  formatVectors,
  type ImportProblem,
  type ImportWarning,
  NO_ATTACK,
  normalizeForDelivery,
  qualify,
  scenarioIdOf,
  UNANSWERED_CALL,
} from './convert.ts';
export {
  AGENTDOJO_DEFENSES,
  asRun,
  type ImportedPipeline,
  type ImportedRun,
  importPipeline,
  importRuns,
  importSource,
  PipelineImporter,
  runDirectories,
  splitPipelineName,
  writeImportedRun,
} from './import.ts';
export { DISAGREEMENT_CATEGORIES, type RescoredCase, rescoreRecord, rescoreRecords, type RescoreSummary, summarizeRescore } from './rescore.ts';
export { parseRunFile, type RawMessage, type RawRun, type RawToolCall, type Role, RunFileProblem } from './run-file.ts';
export { type FileVisitor, type PipelineOrigin, type PipelineSource, type SourceFile } from './source-file.ts';
export { AGENTDOJO_GOALS, type AgentDojoGoal, type DisagreementCategory, type Expressibility, goalOf } from './goals/index.ts';
export { importReporters } from './reporters/import.ts';
