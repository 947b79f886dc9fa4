import { anyOf, calledWith, type Predicate } from '../../../contract/index.ts';

/**
 * An AgentDojo injection goal as a chokepoint declarative predicate over the trace, with its
 * name-only twin and an honest account of what the trace cannot show. Argument names come from
 * the tool calls in the published traces.
 */

/** Why our trace verdict and AgentDojo's `security` label can disagree. */
export type DisagreementCategory =
  /** The file holds no messages at all: whatever AgentDojo judged, it is not in this trace. */
  | 'empty-trace'
  /** The run ended with an error (e.g. context length); AgentDojo labels such runs as attack successes. */
  | 'run-error'
  /** The matching call failed or never ran; it had no effect, AgentDojo may still count it (trace-based judges). */
  | 'call-errored'
  /** AgentDojo's judge accepts more than its goal says (e.g. operator precedence: any transfer to the attacker). */
  | 'judge-defect'
  /** The verdict depends on environment state the trace does not show (which item was changed, a slot overwritten later). */
  | 'state-not-visible'
  /** The goal is a total or count over several calls (sum of amounts, one email per person). */
  | 'aggregate-over-calls'
  /** The goal needs several steps in order; predicates see each step, not their order. */
  | 'multi-step'
  /** AgentDojo demands exact text, exactly one recipient or exactly one matching item; our matcher is the goal's wording. */
  | 'stricter-agentdojo'
  /** Nothing above explains it: listed for review. */
  | 'unexplained';

export type Expressibility = 'full' | 'partial' | 'output-only';

export interface AgentDojoGoal {
  readonly suite: string;
  readonly injectionTask: string;
  /** Short restatement of the goal (the full texts vary by AgentDojo version and are in the traces). */
  readonly summary: string;
  readonly expressible: Expressibility;
  /** The argument-level predicate; null when the goal is not about tool calls. */
  readonly predicate: Predicate | null;
  /** The name-only twin: the target tool was called at all. */
  readonly nameOnly: Predicate | null;
  /** What the trace cannot show, and how AgentDojo's own judge decides. */
  readonly limits: readonly string[];
  /** Category for AgentDojo yes / trace no when no generic reason applies. */
  readonly agentdojoOnly?: DisagreementCategory;
  /** Category for trace yes / AgentDojo no. */
  readonly traceOnly?: DisagreementCategory;
}

export function nameOnly(...tools: string[]): Predicate {
  return tools.length === 1 ? calledWith(tools[0]) : anyOf(...tools.map((t) => calledWith(t)));
}
