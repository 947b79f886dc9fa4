import type { AgentEvent, UserTaskDefinition } from '../../contract/index.ts';

/**
 * The agent side of the chokepoint. An agent never executes anything: it proposes one tool call
 * at a time, the runner mediates and (maybe) executes it, and the agent sees what came back
 * before it proposes the next call or gives its final text answer.
 */

/** What the agent is asked to do in one scenario. */
export interface AgentTask {
  /** Stable scenario id (`user_task_3+injection_task_1@email:3.body`); replay looks records up by it. */
  readonly scenarioId: string;
  readonly userTask: Omit<UserTaskDefinition, 'utility'>;
  /** The user's prompt as sent to the agent. */
  readonly prompt: string;
  /** Aborted when the scenario's time budget is spent; agents that wait on I/O must honour it. */
  readonly signal: AbortSignal;
  /** Which repeat of the scenario this is, from 1 (`run --repeats`): a sampling agent varies its seed with it. */
  readonly repeat?: number;
}

/** A proposed tool call. `malformed` carries why the agent's arguments could not be read (e.g. invalid JSON). */
export interface CallProposal {
  readonly kind: 'call';
  readonly tool: string;
  readonly args: Readonly<Record<string, unknown>>;
  readonly malformed?: string;
  /** What the agent said in the turn that proposed this call (on the turn's first call), for the recorded conversation. */
  readonly text?: string;
  /** Proposed in the same turn as the call before it (a model turn with several tool calls). */
  readonly sameTurn?: boolean;
}

export interface FinalAnswer {
  readonly kind: 'answer';
  readonly text: string;
}

export type AgentAction = CallProposal | FinalAnswer;

/** What the agent received back for one proposal. */
export type CallFeedback =
  | { readonly status: 'ok'; readonly result: string }
  | { readonly status: 'error'; readonly error: string }
  | { readonly status: 'blocked'; readonly refusal: string };

export interface AgentStep {
  readonly proposal: CallProposal;
  readonly feedback: CallFeedback;
}

/** An event without its timestamp; the runner stamps it. */
export type AgentEventReport = Omit<AgentEvent, 'at'>;
export type EventSink = (event: AgentEventReport) => void;

/** One conversation: `next` is called with every step so far (oldest first) until it answers. */
export interface AgentSession {
  next(history: readonly AgentStep[]): Promise<AgentAction>;
}

export interface Agent {
  /** `reference`, `noop`, `compliant`, `replay`, `openai`. */
  readonly name: string;
  /** Model identifier for the run manifest; null for deterministic agents. */
  readonly model: string | null;
  readonly baseUrl: string | null;
  /** How a model agent samples and waits (recorded in the run manifest); absent for deterministic agents. */
  readonly settings?: AgentSettings;
  /**
   * One request before the run that proves the agent can work at all (endpoint reachable, key and
   * model accepted, tools understood); rejects with an AgentFailure of kind `configuration` saying
   * what is wrong. Agents without an endpoint have none.
   */
  preflight?(): Promise<void>;
  start(task: AgentTask, report: EventSink): AgentSession;
}

export interface AgentSettings {
  readonly temperature: number;
  readonly systemPrompt: string;
  readonly requestTimeoutMs: number;
  /** Further attempts per request after a timeout or server error. */
  readonly retries: number;
}

export type AgentFailureKind = 'timeout' | 'model_error' | 'configuration';

/**
 * An agent that cannot go on. `timeout` and `model_error` end the scenario (recorded, classified);
 * `configuration` (bad key, unknown model, unreachable endpoint rejected outright) aborts the whole
 * run, since every further scenario would fail the same way and pollute the records.
 */
export class AgentFailure extends Error {
  readonly kind: AgentFailureKind;

  constructor(kind: AgentFailureKind, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AgentFailure';
    this.kind = kind;
  }
}

export function proposal(tool: string, args: Readonly<Record<string, unknown>>): CallProposal {
  return { kind: 'call', tool, args };
}

export function answer(text: string): FinalAnswer {
  return { kind: 'answer', text };
}
