import { join } from 'node:path';
import type { ScenarioRecord } from '../contract/index.ts';
import type { EnvironmentFixture } from '../environment/index.ts';
import { createCompliantAgent, createNoopAgent, createReferenceAgent, knownInjections, type Agent } from '../harness/agents/index.ts';
import { createMediators, type MediatorName } from '../harness/mediators/index.ts';
import { benchmarkChokepoint } from '../harness/run/mediation.ts';
import { executeRun } from '../harness/run/run.ts';
import { buildManifest, readRunDirectory } from '../runs/store/index.ts';
import type { LoadedSuite, ResolvedBenchmark, Scenario } from '../registry/index.ts';
import type { Sandbox } from '../sandbox/index.ts';

/**
 * Stored traces for the ablation, produced by the harness itself (run loop, chokepoint, atomic
 * records) with its deterministic agents, then read back from disk: the ablation re-scores what
 * the store holds, exactly as it would re-score a model's run.
 */

export type DeterministicAgent = 'compliant' | 'reference' | 'noop';

export interface TraceRunSpec {
  /** Directory name and row label, e.g. `compliant+typechecker`. */
  readonly label: string;
  readonly agent: DeterministicAgent;
  readonly defenses: readonly MediatorName[];
  readonly scenarios: readonly Scenario[];
  /** A scratch copy of the suite's fixture to run on instead of the bundled one (D1/D3 demonstrations). */
  readonly fixture?: EnvironmentFixture;
}

export interface StoredTraces {
  readonly spec: TraceRunSpec;
  readonly dir: string;
  readonly records: readonly ScenarioRecord[];
  /** The suites as the run saw them (scratch fixture included), for replay. */
  readonly suites: readonly LoadedSuite[];
}

function agentFor(name: DeterministicAgent, resolved: ResolvedBenchmark): Agent {
  switch (name) {
    case 'reference':
      return createReferenceAgent();
    case 'noop':
      return createNoopAgent();
    case 'compliant':
      return createCompliantAgent(knownInjections(resolved));
  }
}

export async function produceTraces(resolved: ResolvedBenchmark, spec: TraceRunSpec, workDir: string, sandbox?: Sandbox): Promise<StoredTraces> {
  const suites = resolved.suites.map((s) => (spec.fixture ? { ...s, fixture: spec.fixture } : s));
  const agent = agentFor(spec.agent, resolved);
  const dir = join(workDir, spec.label);
  const manifest = await buildManifest({
    agent: agent.name,
    model: null,
    baseUrl: null,
    defenses: spec.defenses,
    grants: 'workspace',
    benchmarkVersion: resolved.version,
    suite: spec.label,
    content: { tasks: resolved.tasks, suites, scenarios: spec.scenarios.map((s) => s.ref) },
    startedAt: new Date(),
  });
  await executeRun(
    {
      scenarios: spec.scenarios,
      suites,
      agent,
      chokepoint: benchmarkChokepoint(suites, createMediators(spec.defenses), 'workspace'),
      benchmarkVersion: resolved.version,
      sandbox,
    },
    { dir, manifest, resume: false },
  );
  const stored = await readRunDirectory(dir);
  return { spec, dir, records: stored.records, suites };
}
