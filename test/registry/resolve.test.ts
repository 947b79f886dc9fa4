import { describe, expect, it } from 'vitest';
import { defineInjectionTask, defineUserTask, defineVersion, type KnownDefect, type TaskDefinition } from '../../src/contract/index.ts';
import { ChokepointError } from '../../src/errors.ts';
import { knownDefectsAt, resolve, resolveDefinitions, type Benchmark, type LoadedDefinition } from '../../src/registry/index.ts';

const user = (id: string, version: string): TaskDefinition =>
  defineUserTask({ id, suite: 'demo', version, prompt: 'p', requiredTools: [], reference: [], referenceAnswer: '', utility: () => true });
const injection = (id: string, version: string): TaskDefinition =>
  defineInjectionTask({ id, suite: 'demo', version, goal: 'g', reference: [], attack: () => false });
const loaded = (definition: TaskDefinition): LoadedDefinition<TaskDefinition> => ({
  definition,
  file: `/judges/${definition.suite}/${definition.id}/${definition.version}.ts`,
  source: '',
});
const manifest = (version: string, knownDefects: KnownDefect[] = []) =>
  defineVersion({ version, date: '2026-01-01', summary: version, changes: [], knownDefects });

function benchmark(versions: string[], definitions: TaskDefinition[], defects: Record<string, KnownDefect[]> = {}): Benchmark<TaskDefinition> {
  return { versions: versions.map((v) => manifest(v, defects[v])), definitions: definitions.map(loaded), suites: [] };
}

const versionsOf = (tasks: readonly LoadedDefinition<TaskDefinition>[]) => Object.fromEntries(tasks.map((t) => [t.definition.id, t.definition.version]));

describe('resolveDefinitions', () => {
  it('orders versions by semver, not by text: 1.10.0 is newer than 1.9.0', () => {
    const definitions = [user('user_task_1', '1.10.0'), user('user_task_1', '1.9.0'), user('user_task_1', '1.2.0')].map(loaded);
    expect(versionsOf(resolveDefinitions(definitions, '1.9.0'))).toEqual({ user_task_1: '1.9.0' });
    expect(versionsOf(resolveDefinitions(definitions, '1.10.0'))).toEqual({ user_task_1: '1.10.0' });
    expect(versionsOf(resolveDefinitions(definitions, '1.9.5'))).toEqual({ user_task_1: '1.9.0' });
  });

  it('places a pre-release before its release and after the previous release', () => {
    const definitions = [user('user_task_1', '1.0.0'), user('user_task_1', '2.0.0-rc.2'), user('user_task_1', '2.0.0-rc.10')].map(loaded);
    expect(versionsOf(resolveDefinitions(definitions, '1.5.0'))).toEqual({ user_task_1: '1.0.0' });
    expect(versionsOf(resolveDefinitions(definitions, '2.0.0-rc.2'))).toEqual({ user_task_1: '2.0.0-rc.2' });
    expect(versionsOf(resolveDefinitions(definitions, '2.0.0-rc.9'))).toEqual({ user_task_1: '2.0.0-rc.2' });
    expect(versionsOf(resolveDefinitions(definitions, '2.0.0'))).toEqual({ user_task_1: '2.0.0-rc.10' });
  });

  it('leaves out tasks introduced after the target', () => {
    const definitions = [user('user_task_1', '1.0.0'), user('user_task_52', '1.2.0'), injection('injection_task_9', '1.1.0')].map(loaded);
    expect(versionsOf(resolveDefinitions(definitions, '1.0.0'))).toEqual({ user_task_1: '1.0.0' });
    expect(versionsOf(resolveDefinitions(definitions, '1.1.0'))).toEqual({ user_task_1: '1.0.0', injection_task_9: '1.1.0' });
  });

  it('sorts by task id in natural order', () => {
    const definitions = ['user_task_10', 'user_task_2', 'user_task_1'].map((id) => loaded(user(id, '1.0.0')));
    expect(resolveDefinitions(definitions, '1.0.0').map((t) => t.definition.id)).toEqual(['user_task_1', 'user_task_2', 'user_task_10']);
  });
});

describe('resolve', () => {
  const bench = benchmark(['1.0.0', '1.9.0', '1.10.0'], [user('user_task_1', '1.0.0'), user('user_task_1', '1.10.0'), injection('injection_task_1', '1.9.0')]);

  it('defaults to the latest version and answers by kind', () => {
    const resolved = resolve(bench);
    expect(resolved.version).toBe('1.10.0');
    expect(resolved.task('user_task_1')?.definition.version).toBe('1.10.0');
    expect(resolved.userTasks().map((t) => t.definition.id)).toEqual(['user_task_1']);
    expect(resolved.injectionTasks('demo').map((t) => t.definition.id)).toEqual(['injection_task_1']);
    expect(resolved.injectionTasks('other')).toEqual([]);
  });

  it('resolves any target to the latest version not exceeding it, as the definitions are', () => {
    expect(resolve(bench, '1.3.0').version).toBe('1.0.0');
    expect(resolve(bench, '1.9.5').version).toBe('1.9.0');
    expect(resolve(bench, '1.10.0').version).toBe('1.10.0');
    expect(resolve(bench, '2.0.0').version).toBe('1.10.0');
    const between = resolve(bench, '1.9.5');
    expect(between.task('injection_task_1')?.definition.version).toBe('1.9.0');
    expect(between.task('user_task_1')?.definition.version).toBe('1.0.0');
  });

  it('rejects a target below the first version, and one that is not a version, listing the known versions', () => {
    expect(() => resolve(bench, '0.9.0')).toThrow(ChokepointError);
    expect(() => resolve(bench, '0.9.0')).toThrow('no version at or before "0.9.0": the first is 1.0.0; known versions: 1.0.0, 1.9.0, 1.10.0');
    expect(() => resolve(bench, 'latest-ish')).toThrow('"latest-ish" is not a semantic version; known versions: 1.0.0, 1.9.0, 1.10.0');
  });
});

describe('knownDefectsAt', () => {
  const defect = (task: string, note: string): KnownDefect => ({ task, judge: 'utility', defects: ['reads-nothing'], note });
  const tasks = [user('user_task_1', '1.0.0'), user('user_task_1', '1.2.0'), user('user_task_2', '1.0.0')];
  const bench = benchmark(['1.0.0', '1.1.0', '1.2.0'], tasks, {
    '1.0.0': [defect('user_task_1', 'first'), defect('user_task_2', 'first')],
    '1.1.0': [defect('user_task_2', 'restated')],
  });

  it('inherits a defect until the definition is replaced; a later entry supersedes an earlier one', () => {
    const at = (v: string) => knownDefectsAt(bench.versions, resolveDefinitions(bench.definitions, v), v).map((d) => `${d.task}:${d.note}`);
    expect(at('1.0.0')).toEqual(['user_task_1:first', 'user_task_2:first']);
    expect(at('1.1.0')).toEqual(['user_task_1:first', 'user_task_2:restated']);
    expect(at('1.2.0')).toEqual(['user_task_2:restated']);
    expect(resolve(bench, '1.2.0').manifest.knownDefects.map((d) => d.task)).toEqual(['user_task_2']);
  });
});
