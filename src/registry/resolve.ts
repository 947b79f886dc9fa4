import gt from 'semver/functions/gt.js';
import gte from 'semver/functions/gte.js';
import valid from 'semver/functions/valid.js';
import type { EquivalentMutant, KnownDefect, VersionManifest } from '../contract/index.ts';
import { ChokepointError } from '../errors.ts';
import { compareNatural, compareVersions, sameVersion } from './order.ts';
import { displayPath } from './paths.ts';
import type { Benchmark, InjectionOf, LoadedDefinition, ResolvedBenchmark, TaskCore, UserOf } from './types.ts';

const taskKey = (d: LoadedDefinition<TaskCore>) => `${d.definition.suite}\u0000${d.definition.id}`;

/**
 * Per task, the latest definition whose version does not exceed `target` in semver precedence.
 * Tasks first defined after `target` are absent. Input order does not matter; output is sorted
 * by suite, then task id in natural order.
 */
export function resolveDefinitions<D extends TaskCore>(definitions: readonly LoadedDefinition<D>[], target: string): LoadedDefinition<D>[] {
  const latest = new Map<string, LoadedDefinition<D>>();
  for (const candidate of definitions) {
    if (gt(candidate.definition.version, target)) continue;
    const current = latest.get(taskKey(candidate));
    if (!current || compareVersions(candidate.definition.version, current.definition.version) > 0) {
      latest.set(taskKey(candidate), candidate);
    }
  }
  return [...latest.values()].sort((a, b) => compareNatural(a.definition.suite, b.definition.suite) || compareNatural(a.definition.id, b.definition.id));
}

/**
 * The complete defect list at `target`: a defect documented for a task applies from the manifest
 * that lists it until the task's definition is replaced; a later manifest's entry for the same
 * (task, judge) supersedes an earlier one.
 */
export function knownDefectsAt(manifests: readonly VersionManifest[], tasks: readonly LoadedDefinition<TaskCore>[], target: string): KnownDefect[] {
  return entriesAt(
    manifests,
    tasks,
    target,
    (m) => m.knownDefects,
    (d) => `${d.task}\u0000${d.judge}`,
  );
}

/**
 * The reviewed equivalent mutants in effect at `target`, inherited as known defects are; a later
 * manifest's entry for the same (task, judge, operator) supersedes an earlier one.
 */
export function equivalentMutantsAt(manifests: readonly VersionManifest[], tasks: readonly LoadedDefinition<TaskCore>[], target: string): EquivalentMutant[] {
  return entriesAt(
    manifests,
    tasks,
    target,
    (m) => m.equivalentMutants ?? [],
    (e) => `${e.task}\u0000${e.judge}\u0000${e.operator}`,
  );
}

function entriesAt<T extends { readonly task: string; readonly judge: string }>(
  manifests: readonly VersionManifest[],
  tasks: readonly LoadedDefinition<TaskCore>[],
  target: string,
  entriesOf: (manifest: VersionManifest) => readonly T[],
  key: (entry: T) => string,
): T[] {
  const definedAt = new Map(tasks.map((t) => [t.definition.id, t.definition.version]));
  const inEffect = new Map<string, T>();
  for (const manifest of [...manifests].sort((a, b) => compareVersions(a.version, b.version))) {
    if (gt(manifest.version, target)) continue;
    for (const entry of entriesOf(manifest)) {
      const since = definedAt.get(entry.task);
      if (since !== undefined && gte(manifest.version, since)) inEffect.set(key(entry), entry);
    }
  }
  return [...inEffect.values()].sort((a, b) => compareNatural(a.task, b.task) || compareNatural(a.judge, b.judge) || compareNatural(key(a), key(b)));
}

export function findManifest(manifests: readonly VersionManifest[], version: string): VersionManifest | undefined {
  if (!valid(version)) return undefined;
  return manifests.find((m) => m.version === version) ?? manifests.find((m) => sameVersion(m.version, version));
}

/**
 * The manifest a target version resolves to: the latest one whose version does not exceed it, as
 * each task resolves to its latest definition not exceeding it (`--at 1.5.0` is 1.3.0 when 1.3.0 is
 * the latest release before it). A target below the first version, or not a semantic version, is an
 * error that lists the known versions.
 */
function manifestAt(manifests: readonly VersionManifest[], target: string): VersionManifest | { readonly error: string } {
  const known = manifests.map((v) => v.version).join(', ') || 'none';
  if (!valid(target)) return { error: `${JSON.stringify(target)} is not a semantic version; known versions: ${known}` };
  const exact = findManifest(manifests, target);
  if (exact) return exact;
  const before = manifests.filter((m) => !gt(m.version, target)).sort((a, b) => compareVersions(a.version, b.version));
  if (before.length === 0) {
    const first = [...manifests].sort((a, b) => compareVersions(a.version, b.version))[0];
    return { error: `no version at or before ${JSON.stringify(target)}${first ? `: the first is ${first.version}` : ''}; known versions: ${known}` };
  }
  return before.at(-1)!;
}

/** Resolves the benchmark at `target` (default: the latest version; see `manifestAt`). */
export function resolve<D extends TaskCore>(benchmark: Benchmark<D>, target?: string): ResolvedBenchmark<D> {
  const found =
    target === undefined ? (benchmark.versions.at(-1) ?? { error: 'no versions are defined; known versions: none' }) : manifestAt(benchmark.versions, target);
  if ('error' in found) {
    throw new ChokepointError('unknown-version', found.error, {
      file: benchmark.versionsDir ? displayPath(benchmark.versionsDir) : undefined,
    });
  }
  const manifest = found;
  const tasks = resolveDefinitions(benchmark.definitions, manifest.version);
  const inSuite = (suite?: string) => (d: LoadedDefinition<D>) => suite === undefined || d.definition.suite === suite;
  return {
    version: manifest.version,
    tasks,
    suites: benchmark.suites,
    manifest: {
      ...manifest,
      knownDefects: knownDefectsAt(benchmark.versions, tasks, manifest.version),
      equivalentMutants: equivalentMutantsAt(benchmark.versions, tasks, manifest.version),
    },
    task: (id, suite) => tasks.find((d) => d.definition.id === id && inSuite(suite)(d)),
    userTasks: (suite) => tasks.filter((d): d is LoadedDefinition<D> & { readonly definition: UserOf<D> } => d.definition.kind === 'user' && inSuite(suite)(d)),
    injectionTasks: (suite) =>
      tasks.filter((d): d is LoadedDefinition<D> & { readonly definition: InjectionOf<D> } => d.definition.kind === 'injection' && inSuite(suite)(d)),
  };
}
