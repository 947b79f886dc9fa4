import { ChokepointError } from '../errors.ts';
import { loadBenchmark, resolve, type Benchmark, type LoadOptions, type ResolvedBenchmark } from '../registry/index.ts';
import type { RequiredToolsLookup } from '../stats/rates.ts';
import type { LabelledRun } from './compare.ts';
import type { AttackGoalLookup } from './judge-roc.ts';
import type { RunData } from './reader.ts';

/** What stats needs from the judge definitions: required tools (UPR) and attack goals (judge ROC labels). */
export interface DefinitionLookups {
  readonly requiredTools: RequiredToolsLookup;
  readonly attackGoal: AttackGoalLookup;
}

/**
 * Lookups into the judge definitions at each record's benchmark version. Records name the version
 * they were judged at; a version the benchmark does not know leaves the answer unknown (reported
 * as unavailable, never guessed).
 */
export async function registryLookups(location: LoadOptions): Promise<DefinitionLookups> {
  return definitionLookups(await loadBenchmark(location));
}

/** The same lookups into a benchmark already loaded. */
export function definitionLookups(benchmark: Benchmark): DefinitionLookups {
  const resolved = new Map<string, ResolvedBenchmark | null>();
  const at = (version: string): ResolvedBenchmark | null => {
    if (!resolved.has(version)) {
      try {
        resolved.set(version, resolve(benchmark, version));
      } catch (error) {
        if (!(error instanceof ChokepointError)) throw error;
        resolved.set(version, null);
      }
    }
    return resolved.get(version)!;
  };
  return {
    requiredTools: (scenario, version) => {
      const definition = at(version)?.task(scenario.userTask, scenario.suite)?.definition;
      return definition?.kind === 'user' ? definition.requiredTools : undefined;
    },
    attackGoal: (scenario, version) => {
      if (scenario.injectionTask === null) return undefined;
      const definition = at(version)?.task(scenario.injectionTask, scenario.suite)?.definition;
      return definition?.kind === 'injection' ? definition.attack : undefined;
    },
  };
}

/**
 * Labelled runs; runs of the benchmark at `location` get its required tools and attack goals
 * (loaded only when some run needs them), imported runs and `location` false get none.
 */
export async function withDefinitionLookups(runs: readonly RunData[], labels: readonly string[], location: LoadOptions | false): Promise<LabelledRun[]> {
  const lookups = location !== false && runs.some((run) => !isImported(run)) ? await registryLookups(location) : undefined;
  return runs.map((run, i) => ({ label: labels[i], run, ...(isImported(run) ? {} : lookups) }));
}

/** Imported runs (e.g. AgentDojo) come from another benchmark: the bundled definitions do not describe them. */
export function isImported(run: RunData): boolean {
  return run.manifest.source !== undefined || run.records.some((r) => r.imported !== undefined);
}
