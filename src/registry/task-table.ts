import { relative, sep } from 'node:path';
import type { KnownDefect } from '../contract/index.ts';
import { sameVersion } from './order.ts';
import type { Benchmark, LoadedDefinition, ResolvedBenchmark, TaskCore } from './types.ts';

/** One resolved task as `list --format json` prints it. */
export interface TaskRow {
  readonly suite: string;
  readonly id: string;
  readonly kind: 'user' | 'injection';
  /** Version of the definition in effect (where it was introduced or last changed). */
  readonly version: string;
  /** Relative to the folder holding the judges folder, e.g. `judges/workspace/user_task_1/1.0.0.ts`. */
  readonly file: string;
  readonly tags: readonly string[];
  readonly knownDefects: readonly Pick<KnownDefect, 'judge' | 'defects'>[];
}

export function taskRows<D extends TaskCore & { readonly tags: readonly string[] }>(benchmark: Benchmark<D>, resolved: ResolvedBenchmark<D>): TaskRow[] {
  return resolved.tasks.map((task) => taskRow(benchmark, resolved, task));
}

function taskRow<D extends TaskCore & { readonly tags: readonly string[] }>(
  benchmark: Benchmark<D>,
  resolved: ResolvedBenchmark<D>,
  { definition, file }: LoadedDefinition<D>,
): TaskRow {
  const base = benchmark.judgesDir ? relative(`${benchmark.judgesDir}${sep}..`, file) : file;
  return {
    suite: definition.suite,
    id: definition.id,
    kind: definition.kind,
    version: definition.version,
    file: base.split(sep).join('/'),
    tags: definition.tags,
    knownDefects: resolved.manifest.knownDefects.filter((d) => d.task === definition.id).map(({ judge, defects }) => ({ judge, defects })),
  };
}

export interface TaskCounts {
  readonly tasks: number;
  readonly user: number;
  readonly injection: number;
  /** Definitions introduced or replaced at exactly this version. */
  readonly changedHere: number;
  readonly knownDefects: number;
}

export function taskCounts(resolved: ResolvedBenchmark<TaskCore>, suites?: readonly string[]): TaskCounts {
  const tasks = resolved.tasks.filter((t) => suites === undefined || suites.includes(t.definition.suite));
  const ids = new Set(tasks.map((t) => t.definition.id));
  return {
    tasks: tasks.length,
    user: tasks.filter((t) => t.definition.kind === 'user').length,
    injection: tasks.filter((t) => t.definition.kind === 'injection').length,
    changedHere: tasks.filter((t) => sameVersion(t.definition.version, resolved.version)).length,
    knownDefects: resolved.manifest.knownDefects.filter((d) => ids.has(d.task)).length,
  };
}
