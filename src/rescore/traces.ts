import { join } from 'node:path';
import type { ScenarioRecord } from '../contract/index.ts';
import type { EnvironmentFixture } from '../environment/index.ts';
import { ChokepointError } from '../errors.ts';
import { executeRun, prepareRun, type DeterministicAgent, type FeasibilityFailure, type MediatorName } from '../harness/index.ts';
import { readRunDirectory } from '../runs/index.ts';
import type { LoadedSuite, ResolvedBenchmark, Scenario } from '../registry/index.ts';
import { defaultSandbox, type Sandbox } from '../sandbox/index.ts';

/**
 * Stored traces for the ablation, produced by the harness itself (the run assembly every run
 * shares: feasibility and side-effect checks, chokepoint, atomic records) with its deterministic
 * agents, then read back from disk: the ablation re-scores what the store holds, exactly as it
 * would re-score a model's run.
 */

export interface TraceRunSpec {
  /** Directory name and row label, e.g. `compliant+typechecker`. */
  readonly label: string;
  readonly agent: DeterministicAgent;
  readonly defenses: readonly MediatorName[];
  readonly scenarios: readonly Scenario[];
  /** A scratch copy of the suite's fixture to run on instead of the bundled one (D1/D3 demonstrations). */
  readonly fixture?: EnvironmentFixture;
  /** The run demonstrates a broken suite on purpose: its feasibility failures are kept with the traces instead of refusing the run. */
  readonly infeasible?: boolean;
}

export interface StoredTraces {
  readonly spec: TraceRunSpec;
  readonly dir: string;
  readonly records: readonly ScenarioRecord[];
  /** The suites as the run saw them (scratch fixture included), for replay. */
  readonly suites: readonly LoadedSuite[];
  readonly feasibilityFailures: readonly FeasibilityFailure[];
}

export async function produceTraces(
  resolved: ResolvedBenchmark,
  spec: TraceRunSpec,
  workDir: string,
  sandbox: Sandbox = defaultSandbox(),
): Promise<StoredTraces> {
  const prepared = await prepareRun({
    selection: { resolved, label: spec.label, scenarios: spec.scenarios },
    agent: { name: spec.agent },
    defenses: spec.defenses,
    ...(spec.fixture ? { fixture: spec.fixture } : {}),
    infeasible: spec.infeasible ? 'run' : 'refuse',
    sandbox,
  });
  if (!prepared.ready) {
    const [first] = prepared.feasibilityFailures;
    throw new ChokepointError(
      'scenario',
      `traces ${spec.label} refused: ${prepared.feasibilityFailures.length} feasibility check failure(s), the first: ${first.check}: ${first.suite}/${first.scenario}: ${first.message}`,
    );
  }
  const dir = join(workDir, spec.label);
  await executeRun(prepared.plan, { dir, manifest: prepared.manifest, resume: false });
  const stored = await readRunDirectory(dir);
  return { spec, dir, records: stored.records, suites: prepared.suites, feasibilityFailures: prepared.feasibilityFailures };
}
