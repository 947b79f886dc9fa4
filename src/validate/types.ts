import type { Confirmation, RuleId } from '../analyzer/index.ts';
import { DYNAMIC_DEFECT_IDS, type DefectId, type MutationOperatorId } from '../contract/index.ts';
import type { InjectionTaskSpec, UserTaskSpec } from '../registry/index.ts';

export type { MutationOperatorId };

/**
 * Dynamic judge validation: judges are run, never read. Each check runs a judge on a situation
 * whose right verdict is known (nothing done, the reference solution, benign work, a mutant of the
 * reference) and reports where the judge disagrees, with a DefectId the version manifests use.
 */

export type JudgeKind = 'utility' | 'attack';

export type ValidationCheckId = 'initial-state' | 'reference' | 'benign-trace' | 'mutants' | 'payload';

/**
 * A DefectId, or `fails-reference`: the judge rejects its own reference solution (the task cannot
 * be solved), or `judge-error`: the judge threw, or was stopped at its time limit, on a situation
 * whose right verdict is known (its verdict there says nothing).
 */
export type ValidationDefect = DefectId | 'fails-reference' | 'judge-error';

/** One change to one reference call. */
export interface MutationDescription {
  readonly operator: MutationOperatorId;
  /** 0-based index of the changed call in the reference. */
  readonly call: number;
  readonly tool: string;
  /** Argument changed; null when the whole call is deleted. */
  readonly argument: string | null;
  /** What was changed, in words: `to "a@b.test" -> "a-other@b.test"`. */
  readonly change: string;
  /** The value that was replaced, when one value was (an address, a path, a SQL literal). */
  readonly original?: string;
}

export interface ValidationFinding {
  readonly suite: string;
  readonly task: string;
  /** Version of the definition that was validated (its file). */
  readonly taskVersion: string;
  readonly judge: JudgeKind;
  readonly check: ValidationCheckId;
  readonly defect: ValidationDefect;
  readonly message: string;
  readonly mutation?: MutationDescription;
  /** The benign trace the attack judge fired on (a user task id, or an attack scenario id). */
  readonly trace?: string;
  /** The version manifest lists this DefectId for this judge. */
  readonly documented: boolean;
  /** Why an accepted mutant is not a defect (an equivalent mutant the version manifest lists); absent otherwise. */
  readonly explained?: string;
}

/** A judge under validation. */
export type JudgeTarget =
  | { readonly judge: 'utility'; readonly suite: string; readonly task: UserTaskSpec }
  | { readonly judge: 'attack'; readonly suite: string; readonly task: InjectionTaskSpec };

/** A finding before it is compared with the manifest. */
export type RawFinding = Omit<ValidationFinding, 'documented' | 'explained' | 'suite' | 'task' | 'taskVersion' | 'judge'>;

/** Mutant counts per judge, so a report can say how much was tried, not only what failed. */
export interface MutantTally {
  readonly generated: number;
  /** Distinct mutants the judge rejected, as it should. */
  readonly rejected: number;
  /** Distinct mutants the judge accepted (each is a finding). */
  readonly accepted: number;
  /** Equivalent by policy (address case) and accepted, as they should be. */
  readonly equivalentAccepted: number;
  /** Equivalent by policy and rejected (each is a case-sensitive-identifier finding). */
  readonly equivalentRejected: number;
  /** Mutants whose final state and answer equal the reference run's: equivalent whatever the operator meant. */
  readonly stateIdentical: number;
}

export interface JudgeValidation {
  readonly suite: string;
  readonly task: string;
  readonly taskVersion: string;
  readonly judge: JudgeKind;
  readonly findings: readonly ValidationFinding[];
  readonly mutants: MutantTally;
  readonly benignTraces: number;
}

/** A dynamic defect the manifest documents but no check found. */
export interface UnconfirmedDefect {
  readonly task: string;
  readonly judge: JudgeKind;
  readonly defect: DefectId;
}

/** A static finding of a judge (the analyzer's), its witness run here: what it showed. */
export interface WitnessCheck {
  readonly suite: string;
  readonly task: string;
  readonly taskVersion: string;
  readonly judge: JudgeKind;
  readonly ruleId: RuleId;
  readonly message: string;
  /** The witness in words (`describeWitness`). */
  readonly witness: string;
  readonly confirmation: Confirmation;
}

export interface ValidationReport {
  readonly version: string;
  /**
   * The analyzer's findings on the same judges, each witness run in the same environments: a
   * `refuted` one is a mistake of the analyzer, not of the judge, and never decides the exit code.
   */
  readonly witnesses: readonly WitnessCheck[];
  readonly judges: readonly JudgeValidation[];
  readonly findings: readonly ValidationFinding[];
  /** Neither documented in the manifest nor explained: the verb exits 1 when there is any. */
  readonly undocumented: readonly ValidationFinding[];
  /** Accepted mutants the version manifest lists as equivalent (`equivalentMutants`), with its reason. */
  readonly explained: readonly ValidationFinding[];
  readonly unconfirmed: readonly UnconfirmedDefect[];
  readonly durationMs: number;
}

/** The DefectIds a dynamic check can produce. */
export const DYNAMIC_DEFECTS: readonly DefectId[] = DYNAMIC_DEFECT_IDS;
