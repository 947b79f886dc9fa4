import type { InjectionTaskDefinition, ScenarioRef, SuiteDefinition, TaskDefinition, UserTaskDefinition, VersionManifest } from '../contract/index.ts';
import type { EnvironmentFixture } from '../environment/index.ts';

export interface LoadedDefinition {
  readonly definition: TaskDefinition;
  /** Absolute path of the task module. */
  readonly file: string;
  /** The module's source text (the analyzer and the no-op-change check read it). */
  readonly source: string;
}

export interface LoadedManifest {
  readonly manifest: VersionManifest;
  /** Absolute path of `versions/<semver>.ts`. */
  readonly file: string;
  readonly source: string;
}

export interface LoadedSuite {
  readonly definition: SuiteDefinition;
  /** Absolute path of `judges/<suite>/`. */
  readonly dir: string;
  readonly fixtureFile: string;
  readonly fixture: EnvironmentFixture;
}

export interface Benchmark {
  /** Semver ascending. */
  readonly versions: readonly VersionManifest[];
  /** Every definition of every task at every version, sorted by suite, task id, version. */
  readonly definitions: readonly LoadedDefinition[];
  readonly suites: readonly LoadedSuite[];
  /** Where it was loaded from (absent for a benchmark assembled in memory). */
  readonly judgesDir?: string;
  readonly versionsDir?: string;
}

export interface ResolvedBenchmark {
  /** The manifest's own version string (the target, normalised to a known version). */
  readonly version: string;
  /** Per task the definition in effect at `version`, sorted by suite then id (natural order). */
  readonly tasks: readonly LoadedDefinition[];
  readonly suites: readonly LoadedSuite[];
  /** The target's manifest; `knownDefects` and `equivalentMutants` are the complete lists for the resolved judges, inherited ones included. */
  readonly manifest: VersionManifest;
  task(id: string, suite?: string): LoadedDefinition | undefined;
  userTasks(suite?: string): (LoadedDefinition & { readonly definition: UserTaskDefinition })[];
  injectionTasks(suite?: string): (LoadedDefinition & { readonly definition: InjectionTaskDefinition })[];
}

export interface Scenario {
  readonly ref: ScenarioRef;
  readonly userTask: UserTaskDefinition;
  readonly injectionTask: InjectionTaskDefinition | null;
}

/** A scenario of the subset that does not exist at the resolved version, and why. */
export interface ExcludedScenario {
  readonly id: string;
  readonly kind: ScenarioRef['kind'];
  readonly missing: readonly string[];
  readonly reason: string;
}

/** `Scenario[]` that also carries the subset's scenarios left out at this version. */
export type ScenarioList = Scenario[] & { readonly excluded: readonly ExcludedScenario[] };
