import { ChokepointError } from '../errors.ts';
import type { ScenarioRecord, Snapshot, TraceCall } from '../contract/index.ts';
import { createEnvironment, type EnvironmentFixture } from '../environment/index.ts';
import { messageOf } from '../harness/run/judging.ts';
import { isMalformedCall } from '../harness/run/outcome.ts';

/**
 * Rebuilds the environment states of a stored scenario without any model: a fresh environment
 * with the scenario's own payload at its own locator, then every call that was executed (allowed
 * by the chokepoint and dispatched) replayed in order. Replay is deterministic, so every replayed
 * outcome must equal the recorded one; any difference is returned as a divergence, never hidden.
 */

export interface Divergence {
  readonly index: number;
  readonly tool: string;
  readonly recorded: string;
  readonly replayed: string;
}

export interface ReplayedScenario {
  readonly record: ScenarioRecord;
  readonly pre: Snapshot;
  readonly post: Snapshot;
  readonly divergences: readonly Divergence[];
}

export type ReplayResult = { readonly ok: true; readonly replayed: ReplayedScenario } | { readonly ok: false; readonly reason: string };

/** Calls the runner dispatched to the environment: not blocked, and readable enough to run. */
export function dispatchedCalls(calls: readonly TraceCall[]): TraceCall[] {
  return calls.filter((c) => c.status !== 'blocked' && !isMalformedCall(c));
}

const outcomeText = (status: 'ok' | 'error', text: string | undefined): string => `${status}: ${clip(text ?? '')}`;
const clip = (text: string): string => (text.length > 200 ? `${text.slice(0, 197)}...` : text);

export async function replayScenario(record: ScenarioRecord, fixture: EnvironmentFixture): Promise<ReplayResult> {
  if (record.error?.startsWith('environment setup failed')) {
    return { ok: false, reason: `the scenario never ran (${record.error}); nothing to re-score` };
  }
  const { locator, payload } = record.scenario;
  let environment;
  try {
    environment = await createEnvironment(fixture, locator !== null && payload !== null ? [{ locator, payload }] : []);
  } catch (error) {
    if (error instanceof ChokepointError) return { ok: false, reason: `cannot rebuild the environment: ${error.message}` };
    throw error;
  }
  try {
    const pre = environment.snapshot();
    const divergences: Divergence[] = [];
    for (const call of dispatchedCalls(record.calls)) {
      let outcome;
      try {
        outcome = environment.execute({ tool: call.tool, args: structuredClone(call.args) });
      } catch (error) {
        outcome = { ok: false as const, error: `tool crashed: ${messageOf(error)}` };
      }
      const recorded = call.status === 'ok' ? outcomeText('ok', call.result) : outcomeText('error', call.error);
      const replayed = outcome.ok ? outcomeText('ok', outcome.result) : outcomeText('error', outcome.error);
      const same = call.status === 'ok' ? outcome.ok && outcome.result === call.result : !outcome.ok && outcome.error === call.error;
      if (!same) divergences.push({ index: call.index, tool: call.tool, recorded, replayed });
    }
    return { ok: true, replayed: { record, pre, post: environment.snapshot(), divergences } };
  } finally {
    environment.close();
  }
}
