import { ChokepointError, type ErrorLocation } from '../errors.ts';

/**
 * Why a metric refused its input (the metrics and authorization model): missing or unknown labels are never defaulted, the
 * main denominator never silently shrinks, paired comparisons need the same id set, multi-attack
 * summaries need the same attack budget on every case.
 */
export type MetricsRefusalReason =
  'empty-input' | 'non-boolean-label' | 'duplicate-case' | 'case-without-benign-task' | 'attack-without-side-effect' | 'id-sets-differ' | 'budget-differs';

export class MetricsRefusal extends ChokepointError {
  readonly reason: MetricsRefusalReason;

  constructor(reason: MetricsRefusalReason, message: string, location: ErrorLocation = {}) {
    super('scenario', message, location);
    this.name = 'MetricsRefusal';
    this.reason = reason;
  }
}
