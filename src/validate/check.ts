import type { ValidationContext } from './context.ts';
import type { JudgeKind, JudgeTarget, MutantTally, RawFinding, ValidationCheckId } from './types.ts';

export interface CheckOutcome {
  readonly findings: readonly RawFinding[];
  readonly mutants?: MutantTally;
  readonly benignTraces?: number;
}

/** One dynamic check: runs a judge on situations whose right verdict is known. */
export interface ValidationCheck {
  readonly id: ValidationCheckId;
  readonly description: string;
  readonly judges: readonly JudgeKind[];
  run(target: JudgeTarget, context: ValidationContext): Promise<CheckOutcome>;
}
