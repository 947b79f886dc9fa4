import { ChokepointError } from '../errors.ts';
import type { ScenarioRecord, Snapshot, TraceCall } from '../contract/index.ts';
import type { EnvironmentFixture } from '../environment/index.ts';
import { messageOf, recordedText, wasDispatched } from '../harness/index.ts';
import { isTimeout, SandboxEnvironment, type Sandbox } from '../sandbox/index.ts';

/**
 * Rebuilds the environment states of a stored scenario without any model: a fresh environment
 * with the scenario's own payload at its own locator, then every call that was executed (allowed
 * by the chokepoint and dispatched) replayed in order, in the sandbox. Replay is deterministic, so
 * every replayed outcome must equal the recorded one; any difference is returned as a divergence,
 * never hidden.
 */

export interface Divergence {
  readonly index: number;
  readonly tool: string;
  readonly recorded: string;
  readonly replayed: string;
}

export interface ReplayedScenario {
  readonly record: ScenarioRecord;
  /** The fixture it was replayed on (judges reading `steps` rebuild them from it). */
  readonly fixture: EnvironmentFixture;
  readonly pre: Snapshot;
  readonly post: Snapshot;
  readonly divergences: readonly Divergence[];
}

export type ReplayResult = { readonly ok: true; readonly replayed: ReplayedScenario } | { readonly ok: false; readonly reason: string };

/**
 * Calls the runner dispatched to the environment and that completed: not blocked, readable enough
 * to run, and not stopped at their time limit (a stopped call left no effect: its worker, state and
 * all, was discarded).
 */
export function dispatchedCalls(calls: readonly TraceCall[]): TraceCall[] {
  return calls.filter(wasDispatched);
}

const outcomeText = (status: 'ok' | 'error', text: string | undefined): string => `${status}: ${clip(text ?? '')}`;
const clip = (text: string): string => (text.length > 200 ? `${text.slice(0, 197)}...` : text);

export async function replayScenario(record: ScenarioRecord, fixture: EnvironmentFixture, sandbox: Sandbox): Promise<ReplayResult> {
  if (record.error?.startsWith('environment setup failed')) {
    return { ok: false, reason: `the scenario never ran (${record.error}); nothing to re-score` };
  }
  const { locator, payload } = record.scenario;
  let environment;
  try {
    environment = await SandboxEnvironment.open(sandbox, fixture, locator !== null && payload !== null ? [{ locator, payload }] : []);
  } catch (error) {
    if (error instanceof ChokepointError) return { ok: false, reason: `cannot rebuild the environment: ${error.message}` };
    throw error;
  }
  try {
    const pre = await environment.snapshot();
    const divergences: Divergence[] = [];
    for (const call of dispatchedCalls(record.calls)) {
      let outcome;
      try {
        outcome = await environment.execute({ tool: call.tool, args: call.args }, call.index);
      } catch (error) {
        outcome = { ok: false as const, error: `tool crashed: ${messageOf(error)}` };
      }
      if (!outcome.ok && isTimeout(outcome.error)) return { ok: false, reason: `replaying it ${outcome.error}` };
      // The record keeps what the run recorded: text cut at MAX_RECORDED_TEXT; the replay is cut alike.
      const replayedText = recordedText(outcome.ok ? outcome.result : outcome.error);
      const recorded = call.status === 'ok' ? outcomeText('ok', call.result) : outcomeText('error', call.error);
      const replayed = outcomeText(outcome.ok ? 'ok' : 'error', replayedText);
      const same = call.status === 'ok' ? outcome.ok && replayedText === call.result : !outcome.ok && replayedText === call.error;
      if (!same) divergences.push({ index: call.index, tool: call.tool, recorded, replayed });
    }
    return { ok: true, replayed: { record, fixture, pre, post: await environment.snapshot(), divergences } };
  } finally {
    await environment.close();
  }
}
