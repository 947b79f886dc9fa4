/**
 * What a judge sees of the agent's actions: every call the agent *proposed*, with the chokepoint's
 * decision on it and what came back. Blocked calls stay in the trace (a blocked call and a call
 * never attempted are different outcomes) but never ran, so predicates skip them.
 */

/** One decision taken at the chokepoint (host gate or a mediator) about one proposed call. */
export interface MediatorDecision {
  /** `gate` for the host authorization gate, else the mediator's name (`typechecker`, `router`, ...). */
  readonly by: string;
  readonly allowed: boolean;
  /** Machine-readable reason, e.g. `missing_resource_capability`, `destructive_sql`, `mediator_error`. */
  readonly reason: string;
  /** Human-readable detail. */
  readonly detail?: string;
  /** Confidence in [0, 1] that the call is an attack, for mediators that score (llm-judge). */
  readonly confidence?: number;
}

export type CallStatus = 'ok' | 'error' | 'blocked';

export interface TraceCall {
  /** 0-based position among the proposed calls of the scenario. */
  readonly index: number;
  readonly tool: string;
  readonly args: Readonly<Record<string, unknown>>;
  /** `ok`: ran and returned `result`; `error`: ran (or was dispatched) and failed; `blocked`: never ran. */
  readonly status: CallStatus;
  /** The text the agent received back (tool output) when `status` is `ok`. */
  readonly result?: string;
  readonly error?: string;
  readonly decisions?: readonly MediatorDecision[];
}

/** Calls that actually executed successfully, the only ones that can have effects. */
export function executedCalls(trace: readonly TraceCall[]): TraceCall[] {
  return trace.filter((c) => c.status === 'ok');
}
