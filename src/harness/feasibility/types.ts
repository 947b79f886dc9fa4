import type { InjectionTaskSpec, LoadedSuite, Scenario, UserTaskSpec } from '../../registry/index.ts';
import type { Sandbox } from '../../sandbox/index.ts';

/**
 * Feasibility checks run before any evaluation (the Chokepoint Harness paper): a scenario that cannot measure what it
 * claims to (a locator that resolves nowhere, a payload the benign task never reads, a predicate on
 * an argument no tool has, a benign task its own reference cannot solve) is reported, never run.
 */

export type FeasibilityCheckId =
  | 'locator-resolves'
  | 'threat-model'
  | 'reference-calls'
  | 'sql-references'
  | 'predicate-names'
  | 'payload-delivered'
  | 'benign-solvable'
  | 'attack-reachable'
  | 'side-effects-cover';

export interface FeasibilityFailure {
  readonly check: FeasibilityCheckId;
  readonly suite: string;
  /** The scenario that cannot be measured validly; a task-level problem is reported for every scenario using the task. */
  readonly scenario: string;
  readonly message: string;
}

export interface FeasibilityInput {
  readonly suite: LoadedSuite;
  readonly scenarios: readonly Scenario[];
  /** Where reference calls execute and judges run. */
  readonly sandbox: Sandbox;
}

export interface FeasibilityCheck {
  readonly id: FeasibilityCheckId;
  readonly description: string;
  run(input: FeasibilityInput): Promise<FeasibilityFailure[]>;
}

/** A task and the scenarios that use it, in scenario order. */
export interface TaskUse<T> {
  readonly task: T;
  readonly scenarios: readonly string[];
}

export type UserTaskUse = TaskUse<UserTaskSpec>;
export type InjectionTaskUse = TaskUse<InjectionTaskSpec>;
