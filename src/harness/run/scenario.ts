import { performance } from 'node:perf_hooks';
import {
  conversationMessages,
  RECORD_SCHEMA,
  storedMessages,
  type AgentEvent,
  type Message,
  type MediatorDecision,
  type ScenarioRecord,
  type SideEffectRecord,
  type Snapshot,
  type TraceCall,
  type VerdictRecord,
} from '../../contract/index.ts';
import type { EnvironmentFixture } from '../../environment/index.ts';
import { valueNestsDeeperThan } from '../../io.ts';
import type { Scenario } from '../../registry/index.ts';
import { defaultSandbox, isTimeout, OpeningFailed, SandboxEnvironment, type Sandbox } from '../../sandbox/index.ts';
import { AgentFailure, type Agent, type AgentStep, type CallFeedback, type CallProposal, type EventSink } from '../agents/index.ts';
import type { MediationResult, ProposedCall } from '../chokepoint.ts';
import type { DisclosureClassifier } from '../disclosure.ts';
import { refusalText } from '../../contract/index.ts';
import { scenarioDisclosure, scenarioSideEffects, type SideEffectChecks } from './protocol-checks.ts';
import { finishOnEnvironment, judgesReadSteps, messageOf, notJudged, payloadDelivered } from './judging.ts';
import { classifyOutcome, MALFORMED_CALL_PREFIX, type Ending } from './outcome.ts';

/**
 * Mediates the calls of one scenario (gate, then mediators); built per scenario so it carries the
 * scenario's capabilities and intent. `history` is every call proposed before this one.
 */
export type ScenarioChokepoint = (call: ProposedCall, history: readonly TraceCall[]) => Promise<MediationResult>;
export type ChokepointFactory = (scenario: Scenario) => ScenarioChokepoint;

export interface ScenarioRunOptions {
  readonly fixture: EnvironmentFixture;
  readonly agent: Agent;
  readonly chokepoint: ChokepointFactory;
  readonly benchmarkVersion: string;
  /** Proposed calls per scenario before the agent is stopped; default 40. */
  readonly maxSteps?: number;
  /** Wall-clock budget per scenario; default 10 minutes. */
  readonly timeoutMs?: number;
  /** Aborting it ends the conversation at once, as the time budget does (the run was interrupted). */
  readonly signal?: AbortSignal;
  readonly clock?: () => Date;
  /** Where the environment lives and the judges run (limits per tool call and judge); default: the shared sandbox. */
  readonly sandbox?: Sandbox;
  /** The suite's side-effect set, evaluated on every scenario; absent when the suite declares none. */
  readonly sideEffects?: SideEffectChecks;
  /** Model classifier of disclosures, asked beside the cues when an attack succeeded. */
  readonly disclosureClassifier?: DisclosureClassifier;
}

export const DEFAULT_MAX_STEPS = 40;

/**
 * Characters of one tool result or error and of the final answer that a record keeps (and the agent
 * is given); the rest is cut, and the cut says so. Nothing capped them, and one hostile run wrote
 * 1.5 GB of records for ten scenarios.
 */
export const MAX_RECORDED_TEXT = 100_000;

/** Characters a call's arguments may take (as JSON); a larger call is the model's malformed call and never runs. */
export const MAX_ARGUMENTS = 100_000;

/** Nesting a call's arguments may have (a tool's arguments nest a few levels); a deeper call is malformed and never runs. */
export const MAX_ARGUMENT_DEPTH = 64;

/** Why the arguments of a proposed call make it malformed, if they do: nested too deep, or too large (measured only once known to be shallow). */
function argumentsProblem(args: unknown): string | undefined {
  if (valueNestsDeeperThan(args, MAX_ARGUMENT_DEPTH)) return `arguments nest deeper than ${MAX_ARGUMENT_DEPTH} levels`;
  const size = JSON.stringify(args).length;
  return size > MAX_ARGUMENTS ? `arguments of ${size} characters, more than the ${MAX_ARGUMENTS} a call may have` : undefined;
}

/** A tool result, error or answer as a record keeps it (see MAX_RECORDED_TEXT); a replay compares its own outcome cut the same way. */
export function recordedText(text: string): string {
  return text.length <= MAX_RECORDED_TEXT
    ? text
    : `${text.slice(0, MAX_RECORDED_TEXT)}\n[chokepoint: cut at ${MAX_RECORDED_TEXT} of ${text.length} characters]`;
}
export const DEFAULT_SCENARIO_TIMEOUT_MS = 600_000;

interface Conversation {
  readonly calls: TraceCall[];
  /** Per call: whether it came in the same turn as the one before, and what the turn said. */
  readonly turns: { readonly sameTurn?: boolean; readonly text?: string }[];
  readonly output: string;
  readonly ending: Ending;
  readonly error: string | null;
}

/**
 * Runs one scenario end to end in a fresh environment and returns its self-describing record.
 * Every call the agent proposes goes through the chokepoint; only allowed calls execute, in the
 * sandbox, each within its time limit (a call past it stops the scenario: outcome `timeout`).
 * Judges run in the sandbox too, each on its own frozen copy of the context; the record is written
 * from the host's copy. Failures of the scenario (environment, agent, judges) end up in the record,
 * classified. The one thing
 * that escapes is an AgentFailure of kind `configuration`: every other scenario would fail the same
 * way, so the run stops instead of writing records that blame the model.
 */
export async function runScenario(scenario: Scenario, options: ScenarioRunOptions): Promise<ScenarioRecord> {
  const clock = options.clock ?? (() => new Date());
  const startedAt = clock().toISOString();
  const started = performance.now();
  const events: AgentEvent[] = [];
  const report: EventSink = (event) => events.push({ ...event, at: clock().toISOString() });
  const { ref, userTask, injectionTask } = scenario;
  const injections = ref.locator !== null && ref.payload !== null ? [{ locator: ref.locator, payload: ref.payload }] : [];

  const messagesOf = (conversation?: Conversation): Message[] =>
    conversationMessages({
      ...(options.agent.settings ? { system: options.agent.settings.systemPrompt } : {}),
      prompt: userTask.prompt,
      calls: conversation?.calls ?? [],
      turns: conversation?.turns,
      ...(conversation?.ending === 'answer' ? { output: conversation.output } : {}),
      payloads: ref.payload === null ? [] : [ref.payload],
    });
  const finish = (
    parts: Pick<ScenarioRecord, 'calls' | 'output' | 'utility' | 'attack' | 'outcome' | 'error' | 'messages'> &
      Pick<Partial<ScenarioRecord>, 'sideEffects' | 'disclosure'>,
  ): ScenarioRecord => ({
    schema: RECORD_SCHEMA,
    scenario: ref,
    benchmarkVersion: options.benchmarkVersion,
    startedAt,
    durationMs: Math.round((performance.now() - started) * 1000) / 1000,
    events,
    delivered: payloadDelivered(ref.payload, parts.calls),
    ...parts,
  });

  /** The record of a scenario whose environment could not be opened: no conversation, nothing judged. */
  const setupFailed = (error: unknown): ScenarioRecord => {
    const why = `environment setup failed: ${messageOf(error)}`;
    // An opening that went with the first request failed after the agent began: the record is the one an opening alone would have made.
    events.length = 0;
    report({ type: 'error', detail: why });
    return finish({
      calls: [],
      output: '',
      messages: messagesOf(),
      utility: notJudged(userTask.version, why),
      attack: injectionTask ? notJudged(injectionTask.version, why) : null,
      outcome: classifyOutcome({ utilityPassed: false, calls: [], ending: 'setup_error' }),
      error: why,
    });
  };

  const tasks = injectionTask ? [userTask, injectionTask] : [userTask];
  // A judge that reads the states after each call gets the ones the environment's worker keeps as the calls run (no replay); a failure to tell shows when judging.
  const keepStates = await judgesReadSteps(tasks).catch(() => false);
  let environment: SandboxEnvironment;
  try {
    environment = await SandboxEnvironment.open(options.sandbox ?? defaultSandbox(), options.fixture, injections, {
      opening: options.sideEffects !== undefined,
      deferred: true,
      keepStates,
    });
  } catch (error) {
    return setupFailed(error);
  }

  let conversation: Conversation | undefined;
  let messages: Message[];
  let utility: VerdictRecord, attack: VerdictRecord | null;
  let sideEffects: SideEffectRecord | undefined;
  try {
    conversation = await converse(scenario, environment, options, report);
    messages = messagesOf(conversation);
    const recipe = { sandbox: options.sandbox ?? defaultSandbox(), fixture: options.fixture, injections };
    // Judging closes the environment and brings back the state the judges saw, in one message.
    const finished = await finishOnEnvironment(
      environment,
      recipe,
      tasks,
      { output: conversation.output, trace: conversation.calls, messages },
      { snapshot: options.sideEffects !== undefined },
    );
    [utility, attack = null] = finished.verdicts;
    const opening = environment.opening;
    if (options.sideEffects && opening) sideEffects = await checkSideEffects(options.sideEffects, scenario, environment, opening, finished.post, report);
  } catch (error) {
    if (error instanceof AgentFailure) throw error;
    if (error instanceof OpeningFailed) return setupFailed(error);
    // The sandbox failed this scenario (its worker ended outside any judge, say): recorded, and the run goes on.
    const why = `the sandbox failed: ${messageOf(error)}`;
    report({ type: 'error', detail: why });
    const calls = conversation?.calls ?? [];
    const output = conversation?.output ?? '';
    return finish({
      calls,
      output,
      messages: storedMessages(messagesOf(conversation), calls, output),
      utility: notJudged(userTask.version, why),
      attack: injectionTask ? notJudged(injectionTask.version, why) : null,
      outcome: classifyOutcome({ utilityPassed: false, calls, ending: 'setup_error' }),
      error: why,
    });
  } finally {
    // A worker that ended took the environment with it: there is nothing left to close.
    await environment.close().catch(() => undefined);
  }
  for (const verdict of [utility, attack]) {
    if (isTimeout(verdict?.error)) report({ type: 'timeout', detail: verdict!.error });
    if (verdict?.judgeError) report({ type: 'error', detail: `judge error at ${verdict.judgeError.location}: ${verdict.judgeError.message}` });
  }
  const disclosure =
    injectionTask && attack?.passed ? await scenarioDisclosure(injectionTask, userTask, conversation.output, options.disclosureClassifier) : undefined;
  return finish({
    ...(sideEffects ? { sideEffects } : {}),
    ...(disclosure ? { disclosure } : {}),
    calls: conversation.calls,
    output: conversation.output,
    messages: storedMessages(messages, conversation.calls, conversation.output),
    utility,
    attack,
    outcome: classifyOutcome({
      utilityPassed: utility.passed,
      calls: conversation.calls,
      ending: conversation.ending,
      utilityTimedOut: isTimeout(utility.error),
      judgeError: [utility, attack].some((v) => v?.judgeError !== undefined),
    }),
    error: conversation.error,
  });
}

/**
 * The side-effect set on the state the judges saw (judging rebuilds an environment a timed-out call
 * lost); without it (the environment could not be rebuilt), on a snapshot of the environment, which
 * says why there is none.
 */
async function checkSideEffects(
  checks: SideEffectChecks,
  scenario: Scenario,
  environment: SandboxEnvironment,
  opening: Snapshot,
  post: Snapshot | undefined,
  report: EventSink,
): Promise<SideEffectRecord | undefined> {
  try {
    return await scenarioSideEffects(checks, scenario.userTask, opening, post ?? (await environment.snapshot()));
  } catch (error) {
    report({ type: 'error', detail: `side effects not evaluated: ${messageOf(error)}` });
    return undefined;
  }
}

async function converse(scenario: Scenario, environment: SandboxEnvironment, options: ScenarioRunOptions, report: EventSink): Promise<Conversation> {
  const maxSteps = options.maxSteps ?? DEFAULT_MAX_STEPS;
  // The agent's abort signal is made when the agent first reads it: one that never does costs no
  // AbortController (about 10 us of the host's time per scenario, more under load).
  let controller: AbortController | undefined;
  let aborted = false;
  const interrupt = () => {
    aborted = true;
    controller?.abort();
  };
  const signal = (): AbortSignal => {
    if (!controller) {
      controller = new AbortController();
      if (aborted) controller.abort();
    }
    return controller.signal;
  };
  const timer = setTimeout(interrupt, options.timeoutMs ?? DEFAULT_SCENARIO_TIMEOUT_MS);
  timer.unref?.();
  options.signal?.addEventListener('abort', interrupt, { once: true });
  if (options.signal?.aborted) interrupt();
  const mediate = options.chokepoint(scenario);
  const calls: TraceCall[] = [];
  const turns: Conversation['turns'] = [];
  const steps: AgentStep[] = [];
  const end = (ending: Ending, error: string | null, output = ''): Conversation => ({ calls, turns, output, ending, error });

  const failed = (error: unknown): Conversation => {
    if (!(error instanceof AgentFailure)) return end('agent_error', `agent crashed: ${messageOf(error)}`);
    if (error.kind === 'configuration') throw error;
    return end(error.kind === 'timeout' ? 'timeout' : 'agent_error', error.message);
  };

  try {
    let session;
    try {
      session = options.agent.start(
        {
          scenarioId: scenario.ref.id,
          userTask: scenario.userTask,
          prompt: scenario.userTask.prompt,
          get signal() {
            return signal();
          },
          repeat: scenario.ref.repeat ?? 1,
        },
        report,
      );
    } catch (error) {
      return failed(error);
    }
    for (;;) {
      if (aborted) {
        report({ type: 'timeout', detail: 'scenario time budget spent' });
        return end('timeout', 'scenario time budget spent');
      }
      if (steps.length >= maxSteps) {
        const why = `step limit reached: ${maxSteps} proposed calls without a final answer`;
        report({ type: 'error', detail: why });
        return end('step_limit', why);
      }
      let action;
      try {
        action = await session.next(steps);
      } catch (error) {
        return failed(error);
      }
      if (action.kind === 'answer') {
        if (calls.length === 0) report({ type: 'no_tool_call', detail: 'the agent answered without proposing any tool call' });
        return end('answer', null, recordedText(action.text));
      }
      const { call, feedback } = await handle(action, calls, mediate, environment);
      calls.push(call);
      turns.push({ ...(action.sameTurn ? { sameTurn: true } : {}), ...(action.text !== undefined ? { text: action.text } : {}) });
      if (feedback.status === 'error' && isTimeout(feedback.error)) {
        report({ type: 'timeout', detail: feedback.error });
        return end('tool_timeout', feedback.error);
      }
      steps.push({ proposal: action, feedback });
    }
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', interrupt);
  }
}

async function handle(
  proposal: CallProposal,
  history: readonly TraceCall[],
  mediate: ScenarioChokepoint,
  environment: SandboxEnvironment,
): Promise<{ call: TraceCall; feedback: CallFeedback }> {
  const { tool } = proposal;
  const index = history.length;
  const unusable = argumentsProblem(proposal.args);
  // A private copy: neither the agent nor a mediator can change what the trace says was proposed.
  const args = unusable === undefined ? (structuredClone(proposal.args) as Record<string, unknown>) : {};
  const malformed = proposal.malformed ?? unusable;
  if (malformed !== undefined) {
    const error = `${MALFORMED_CALL_PREFIX}${malformed}`;
    return { call: { index, tool, args, status: 'error', error }, feedback: { status: 'error', error } };
  }
  let mediation: MediationResult;
  try {
    mediation = await mediate({ tool, args: structuredClone(args) }, history);
  } catch (error) {
    const decision: MediatorDecision = { by: 'chokepoint', allowed: false, reason: 'mediator_error', detail: messageOf(error) };
    mediation = { allowed: false, decisions: [decision] };
  }
  const decisions = [...mediation.decisions];
  if (!mediation.allowed) {
    return { call: { index, tool, args, status: 'blocked', decisions }, feedback: { status: 'blocked', refusal: refusalText(decisions) } };
  }
  let outcome;
  try {
    outcome = await environment.execute({ tool, args }, index);
  } catch (error) {
    if (error instanceof OpeningFailed) throw error;
    outcome = { ok: false as const, error: `tool crashed: ${messageOf(error)}` };
  }
  if (outcome.ok) {
    const result = recordedText(outcome.result);
    return { call: { index, tool, args, status: 'ok', result, decisions }, feedback: { status: 'ok', result } };
  }
  const error = recordedText(outcome.error);
  return { call: { index, tool, args, status: 'error', error, decisions }, feedback: { status: 'error', error } };
}
