import { isPredicate, predicateShape, type TaskDefinition } from '../contract/index.ts';
import type { AttackShape, Benchmark, LoadedDefinition, TaskSpec } from './types.ts';

/**
 * A task definition as plain data: every field but the judge, which becomes its shape (an
 * imperative judge, or a predicate's kinds, tools and argument names). This is what crosses from a
 * sandbox worker, where the module was imported, to the host, which never imports it.
 */
export function taskSpec(definition: TaskDefinition, file: string): TaskSpec {
  if (definition.kind === 'user') {
    const { utility: _utility, ...data } = definition;
    return { ...data, file };
  }
  const { attack, ...data } = definition;
  const shape: AttackShape = isPredicate(attack) ? predicateShape(attack) : { kind: 'judge' };
  return { ...data, file, attack: shape };
}

export function specOf(loaded: LoadedDefinition<TaskDefinition>): LoadedDefinition<TaskSpec> {
  return { definition: taskSpec(loaded.definition, loaded.file), file: loaded.file, source: loaded.source };
}

/** A benchmark loaded in-process, as the host side of the sandbox would see it. */
export function specBenchmark(benchmark: Benchmark<TaskDefinition>): Benchmark<TaskSpec> {
  return { ...benchmark, definitions: benchmark.definitions.map(specOf) };
}
