import { resolve as resolvePath } from 'node:path';
import { ChokepointError } from '../../errors.ts';
import type { ResolvedBenchmark, Scenario } from '../../registry/index.ts';
import { readRunDirectory } from '../../runs/index.ts';
import type { RateLimiter } from '../rate-limit.ts';
import type { Agent } from './agent.ts';
import { createCompliantAgent, knownInjections } from './compliant.ts';
import { createNoopAgent } from './noop.ts';
import { createOpenAIAgent, type OpenAIAgentOptions } from './openai.ts';
import { createReferenceAgent } from './reference.ts';
import { createReplayAgent } from './replay.ts';

/** Every agent a run can use, by name. */
export const AGENT_NAMES = ['reference', 'noop', 'compliant', 'replay', 'openai'] as const;
export type AgentName = (typeof AGENT_NAMES)[number];

/** The agents without a model: same calls for the same scenario, every time. */
export type DeterministicAgent = 'reference' | 'noop' | 'compliant';

/** What an agent is built from. */
export type AgentSpec =
  | { readonly name: DeterministicAgent }
  /** Re-proposes the calls of the run stored in `from`. */
  | { readonly name: 'replay'; readonly from: string }
  | { readonly name: 'openai'; readonly options: Omit<OpenAIAgentOptions, 'limiter'> };

/** The settings an agent may be given as options; each belongs to one agent. */
export interface AgentSettings {
  readonly model?: string;
  readonly baseUrl?: string;
  readonly replayFrom?: string;
  readonly temperature?: number;
  readonly seed?: number;
  readonly requestTimeoutMs?: number;
  readonly retries?: number;
}

const usage = (message: string, field: string) => new ChokepointError('usage', message, { field });

/** The agent `name` with `settings`; a setting it needs missing, or one of another agent given, is a usage error naming the option. */
export function agentSpec(name: AgentName, settings: AgentSettings): AgentSpec {
  if (name === 'openai' && !settings.model) throw usage('the openai agent needs --model', '--model');
  if (name !== 'openai' && (settings.model || settings.baseUrl)) throw usage(`--model and --base-url apply to the openai agent, not ${name}`, '--model');
  if (name === 'replay' && !settings.replayFrom) throw usage('the replay agent needs --replay-from DIR', '--replay-from');
  if (name !== 'replay' && settings.replayFrom) throw usage('--replay-from applies to the replay agent only', '--replay-from');
  for (const [given, flag] of [
    [settings.temperature !== undefined, '--temperature'],
    [settings.seed !== undefined, '--seed'],
  ] as const) {
    if (given && name !== 'openai') throw usage(`${flag} applies to the openai agent only`, flag);
  }
  switch (name) {
    case 'replay':
      return { name, from: settings.replayFrom! };
    case 'openai': {
      const { model, baseUrl, temperature, seed, requestTimeoutMs, retries } = settings;
      return {
        name,
        options: {
          model: model!,
          baseUrl,
          ...(requestTimeoutMs !== undefined ? { requestTimeoutMs } : {}),
          ...(retries !== undefined ? { maxRetries: retries } : {}),
          ...(temperature !== undefined ? { temperature } : {}),
          ...(seed !== undefined ? { seed } : {}),
        },
      };
    }
    default:
      return { name };
  }
}

/** What an agent is built for: the benchmark, the scenarios it will be asked (replay checks it has them all), the request pacing. */
export interface AgentContext {
  readonly resolved: ResolvedBenchmark;
  readonly scenarios: readonly Scenario[];
  readonly limiter?: RateLimiter;
}

export interface CreatedAgent {
  readonly agent: Agent;
  /** The model the manifest names: the agent's own, or the replayed run's. */
  readonly model: string | null;
  /** Where the proposals come from when not from the agent itself (`replay:<dir>`). */
  readonly source?: string;
}

/** Builds the agent of `spec`, as `createMediators` builds mediators. */
export async function createAgent(spec: AgentSpec, context: AgentContext): Promise<CreatedAgent> {
  switch (spec.name) {
    case 'reference':
      return { agent: createReferenceAgent(), model: null };
    case 'noop':
      return { agent: createNoopAgent(), model: null };
    case 'compliant':
      return { agent: createCompliantAgent(knownInjections(context.resolved)), model: null };
    case 'replay': {
      const { records, model } = await replayRecords(spec.from, context.scenarios);
      return { agent: createReplayAgent(records, spec.from), model, source: `replay:${resolvePath(spec.from)}` };
    }
    case 'openai':
      return { agent: createOpenAIAgent({ ...spec.options, ...(context.limiter ? { limiter: context.limiter } : {}) }), model: spec.options.model };
  }
}

async function replayRecords(dir: string, wanted: readonly Scenario[]) {
  const stored = await readRunDirectory(resolvePath(dir));
  const records = new Map(stored.records.map((r) => [r.scenario.id, r]));
  const missing = wanted.filter((s) => !records.has(s.ref.id)).map((s) => s.ref.id);
  if (missing.length > 0) {
    const shown = missing.slice(0, 5).join(', ') + (missing.length > 5 ? `, … (${missing.length} in all)` : '');
    throw new ChokepointError('usage', `the replay source has no record of ${missing.length} scenario(s) of this run: ${shown}`, {
      file: dir,
      field: '--replay-from',
    });
  }
  return { records, model: stored.manifest.model };
}
