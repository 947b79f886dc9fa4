import type { ChokepointError } from '../../errors.ts';
import type { RejectedModule, SuiteEntry } from '../load-judges.ts';
import type { LoadedDefinition, LoadedManifest, TaskCore } from '../types.ts';

/** What the cross-file checks see: everything that loaded on its own, problems already reported. */
export interface RegistryInput {
  /** Semver ascending, one per version. */
  readonly manifests: readonly LoadedManifest[];
  /** Versions whose manifest file was already reported as broken: definitions at them are not reported again. */
  readonly rejectedManifests?: readonly string[];
  /** Sorted by suite, task id, version. */
  readonly definitions: readonly LoadedDefinition<TaskCore>[];
  /** Empty when the suites were not loaded (a static read: suite modules must run to be known). */
  readonly suites: readonly SuiteEntry[];
  /** Task modules already reported as broken: what they would have defined is not reported again. */
  readonly rejected: readonly RejectedModule[];
}

/** One registration rule: returns every violation it finds, never throws on bad input. */
export type RegistryCheck = (input: RegistryInput) => ChokepointError[] | Promise<ChokepointError[]>;

/** Definitions grouped per task (suite + id), each group in version order. */
export function byTask<D extends TaskCore>(definitions: readonly LoadedDefinition<D>[]): LoadedDefinition<D>[][] {
  const groups = new Map<string, LoadedDefinition<D>[]>();
  for (const d of definitions) {
    const key = `${d.definition.suite}\u0000${d.definition.id}`;
    groups.set(key, [...(groups.get(key) ?? []), d]);
  }
  return [...groups.values()];
}
