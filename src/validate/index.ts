/** Dynamic judge validation: initial state, reference, benign traces, mutants. */
export { VALIDATION_CHECKS } from './checks.ts';
export { ValidationContext, type BenignTrace } from './context.ts';
export { judge, runCalls, sameOutcome, type LabRun } from './lab.ts';
export { mutantsOf, type Mutant } from './mutants.ts';
export { MUTATION_OPERATORS, type Mutation, type MutationOperator, type MutationSite } from './mutations/index.ts';
export { groupFindings, validationMarkdown, validationReporters, type FindingGroup } from './reporters/validation.ts';
export {
  DYNAMIC_DEFECTS,
  type JudgeKind,
  type JudgeTarget,
  type JudgeValidation,
  type MutantTally,
  type MutationDescription,
  type MutationOperatorId,
  type RawFinding,
  type UnconfirmedDefect,
  type ValidationCheckId,
  type ValidationDefect,
  type ValidationFinding,
  type ValidationReport,
} from './types.ts';
export { judgeTargets, validateJudges } from './validate.ts';
export { findingsTable } from './reporters/validation.ts';
