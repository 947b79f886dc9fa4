import type {
  InjectionTaskDefinition,
  PredicateShape,
  ScenarioRef,
  SuiteDefinition,
  TaskBase,
  UserTaskDefinition,
  VersionManifest,
} from '../contract/index.ts';
import type { EnvironmentFixture } from '../environment/index.ts';

/**
 * A task definition is known in one of three forms, depending on who loaded it:
 * - `TaskDefinition` (the contract): the module's own export, judge functions included; only where
 *   the module was imported (a sandbox worker, or a trusted in-process load);
 * - `TaskSpec`: the same definition as plain data, judges replaced by their shape; what the host
 *   side of the sandbox sees, and the form runs, checks and validation work with;
 * - `TaskCore`: what is read statically from the source without running it (static verbs).
 */
export interface TaskCore extends TaskBase {
  readonly kind: 'user' | 'injection';
}

/** A judge function: it exists only where its module was imported. */
export interface JudgeFunctionShape {
  readonly kind: 'judge';
}

/** An attack judge seen from outside its module: an imperative judge, or a declarative predicate's shape. */
export type AttackShape = JudgeFunctionShape | PredicateShape;

export interface UserTaskSpec extends Omit<UserTaskDefinition, 'utility'> {
  /** Absolute path of the module that defines it (the sandbox imports it to run the judge). */
  readonly file: string;
}

export interface InjectionTaskSpec extends Omit<InjectionTaskDefinition, 'attack'> {
  readonly file: string;
  readonly attack: AttackShape;
}

export type TaskSpec = UserTaskSpec | InjectionTaskSpec;

export interface LoadedDefinition<D extends TaskCore = TaskSpec> {
  readonly definition: D;
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
  /** Fixtures user tasks of the suite name instead of the suite's (`fixture:` of a task), by the path the task gives. */
  readonly taskFixtures?: Readonly<Record<string, EnvironmentFixture>>;
}

export interface Benchmark<D extends TaskCore = TaskSpec> {
  /** Semver ascending. */
  readonly versions: readonly VersionManifest[];
  /** Every definition of every task at every version, sorted by suite, task id, version. */
  readonly definitions: readonly LoadedDefinition<D>[];
  /** Suites with their fixtures; empty for a statically read benchmark (its suites are modules that must run). */
  readonly suites: readonly LoadedSuite[];
  /** Where it was loaded from (absent for a benchmark assembled in memory). */
  readonly judgesDir?: string;
  readonly versionsDir?: string;
}

export type UserOf<D extends TaskCore> = Extract<D, { readonly kind: 'user' }>;
export type InjectionOf<D extends TaskCore> = Extract<D, { readonly kind: 'injection' }>;

export interface ResolvedBenchmark<D extends TaskCore = TaskSpec> {
  /** The manifest's own version string (the target, normalised to a known version). */
  readonly version: string;
  /** Per task the definition in effect at `version`, sorted by suite then id (natural order). */
  readonly tasks: readonly LoadedDefinition<D>[];
  readonly suites: readonly LoadedSuite[];
  /** The target's manifest; `knownDefects` and `equivalentMutants` are the complete lists for the resolved judges, inherited ones included. */
  readonly manifest: VersionManifest;
  task(id: string, suite?: string): LoadedDefinition<D> | undefined;
  userTasks(suite?: string): (LoadedDefinition<D> & { readonly definition: UserOf<D> })[];
  injectionTasks(suite?: string): (LoadedDefinition<D> & { readonly definition: InjectionOf<D> })[];
}

/** What a definition needs for scenarios to be built from it (any form but the static one). */
export type ScenarioTask = (TaskCore & { readonly kind: 'user' }) | (TaskCore & { readonly kind: 'injection'; readonly goal: string });

export interface Scenario<U extends TaskCore = UserTaskSpec, I extends TaskCore = InjectionTaskSpec> {
  readonly ref: ScenarioRef;
  readonly userTask: U;
  readonly injectionTask: I | null;
}

/** A scenario of the subset that does not exist at the resolved version, and why. */
export interface ExcludedScenario {
  readonly id: string;
  readonly kind: ScenarioRef['kind'];
  readonly missing: readonly string[];
  readonly reason: string;
}

/** `Scenario[]` that also carries the subset's scenarios left out at this version. */
export type ScenarioList<U extends TaskCore = UserTaskSpec, I extends TaskCore = InjectionTaskSpec> = Scenario<U, I>[] & {
  readonly excluded: readonly ExcludedScenario[];
};
