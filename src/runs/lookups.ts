import type { ScenarioRecord } from '../contract/index.ts';
import { ChokepointError } from '../errors.ts';
import { resolve, type Benchmark, type InjectionTaskSpec, type LoadOptions, type ResolvedBenchmark } from '../registry/index.ts';
import { defaultSandbox, judgeTarget, type Sandbox } from '../sandbox/index.ts';
import type { RequiredToolsLookup } from '../stats/index.ts';
import type { LabelledRun } from './compare.ts';
import { asExecutedAlone, goalLeafPassed, IMPERATIVE_GOAL, type AttackGoalLookup, type GoalLabeler } from './judge-roc.ts';
import type { RunData } from './reader.ts';
import { canonicalJson } from './store/index.ts';

/** What stats needs from the judge definitions: required tools (UPR) and attack goals (judge ROC labels). */
export interface DefinitionLookups {
  readonly requiredTools: RequiredToolsLookup;
  readonly attackGoal: AttackGoalLookup;
}

/**
 * Lookups into the judge definitions at each record's benchmark version. Records name the version
 * they were judged at; a version the benchmark does not know leaves the answer unknown (reported
 * as unavailable, never guessed). The benchmark is loaded through the sandbox, and the attack
 * predicates are evaluated there, on every scored call of `runs` (judge calibration labels).
 */
export async function registryLookups(location: LoadOptions, runs: readonly RunData[], sandbox: Sandbox = defaultSandbox()): Promise<DefinitionLookups> {
  return definitionLookups(await sandbox.loadBenchmark(location), runs, sandbox);
}

/** The same lookups into a benchmark already loaded (through the sandbox). */
export async function definitionLookups(benchmark: Benchmark, runs: readonly RunData[], sandbox: Sandbox = defaultSandbox()): Promise<DefinitionLookups> {
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
  const injectionTask = (record: ScenarioRecord): InjectionTaskSpec | undefined => {
    const { injectionTask: id, suite } = record.scenario;
    if (id === null) return undefined;
    const definition = at(record.benchmarkVersion)?.task(id, suite)?.definition;
    return definition?.kind === 'injection' ? definition : undefined;
  };
  const labels = await goalLabels(
    runs.flatMap((r) => r.records),
    injectionTask,
    sandbox,
  );
  return {
    requiredTools: (scenario, version) => {
      const definition = at(version)?.task(scenario.userTask, scenario.suite)?.definition;
      return definition?.kind === 'user' ? definition.requiredTools : undefined;
    },
    attackGoal: (scenario, version) => {
      if (scenario.injectionTask === null) return undefined;
      const definition = at(version)?.task(scenario.injectionTask, scenario.suite)?.definition;
      if (definition?.kind !== 'injection') return undefined;
      return definition.attack.kind === 'judge' ? IMPERATIVE_GOAL : labels.get(definition.file);
    },
  };
}

/**
 * Labelled runs; runs of the benchmark at `location` get its required tools and attack goals
 * (loaded only when some run needs them), imported runs and `location` false get none.
 */
export async function withDefinitionLookups(
  runs: readonly RunData[],
  labels: readonly string[],
  location: LoadOptions | false,
  sandbox: Sandbox = defaultSandbox(),
): Promise<LabelledRun[]> {
  const own = runs.filter((run) => !isImported(run));
  const lookups = location !== false && own.length > 0 ? await registryLookups(location, own, sandbox) : undefined;
  return runs.map((run, i) => ({ label: labels[i], run, ...(isImported(run) ? {} : lookups) }));
}

const callKey = (call: { readonly tool: string; readonly args: unknown }) => canonicalJson({ tool: call.tool, args: call.args });

/**
 * Per injection task module, whether each distinct scored call of an attack record serves its
 * predicate's goal, evaluated in the sandbox. A call whose evaluation failed is left unlabelled
 * (counted as excluded).
 */
async function goalLabels(
  records: readonly ScenarioRecord[],
  taskOf: (record: ScenarioRecord) => InjectionTaskSpec | undefined,
  sandbox: Sandbox,
): Promise<Map<string, GoalLabeler>> {
  const wanted = new Map<string, { task: InjectionTaskSpec; calls: Map<string, ScenarioRecord['calls'][number]> }>();
  for (const record of records) {
    if (record.scenario.kind !== 'attack') continue;
    const task = taskOf(record);
    if (!task || task.attack.kind === 'judge') continue;
    const entry = wanted.get(task.file) ?? { task, calls: new Map() };
    for (const call of record.calls) if ((call.decisions ?? []).some((d) => d.confidence !== undefined)) entry.calls.set(callKey(call), call);
    wanted.set(task.file, entry);
  }
  const labels = new Map<string, GoalLabeler>();
  for (const [file, { task, calls }] of wanted) {
    const keys = [...calls.keys()];
    const evaluations = await sandbox.evaluate(
      judgeTarget(task),
      keys.map((k) => asExecutedAlone(calls.get(k)!)),
    );
    const serves = new Map(keys.map((k, i) => [k, evaluations[i]] as const));
    labels.set(file, {
      serves: (call) => {
        const evaluation = serves.get(callKey(call));
        return evaluation === undefined || 'error' in evaluation ? undefined : goalLeafPassed(evaluation);
      },
    });
  }
  return labels;
}

/** Imported runs (e.g. AgentDojo) come from another benchmark: the bundled definitions do not describe them. */
export function isImported(run: RunData): boolean {
  return run.manifest.source !== undefined || run.records.some((r) => r.imported !== undefined);
}
