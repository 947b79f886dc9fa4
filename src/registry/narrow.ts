import type { ScenarioRef } from '../contract/index.ts';
import { ChokepointError, ChokepointErrors } from '../errors.ts';
import { didYouMean } from './suggest.ts';

/**
 * Picking part of a subset to run (inspect_ai's `--limit` and `--sample-id`, AgentDojo's `-ut`/`-it`).
 * Ids may be written bare (`user_task_3`) or with their suite (`workspace/user_task_3`).
 */
export interface ScenarioNarrowing {
  /**
   * User and injection task ids. Within a kind they add up; across kinds they intersect:
   * `user_task_3` keeps its benign scenario and its attacks, `injection_task_1` keeps the attacks
   * with that goal, and both keep the attacks pairing them.
   */
  readonly tasks?: readonly string[];
  /** Scenario ids, e.g. `user_task_3+injection_task_1@email:3.body`. */
  readonly scenarios?: readonly string[];
  /** At most this many scenarios, the first in run order (after the other filters). */
  readonly limit?: number;
}

/**
 * The scenarios of `list` the narrowing keeps, in their order. An id that names nothing in the list
 * is an error naming it (with the closest ids), never an empty run; so is a combination that keeps
 * nothing. `where` says what the list is, for the messages (`core at 1.2.0`).
 */
export function narrowScenarios<S extends { readonly ref: ScenarioRef }>(list: readonly S[], narrowing: ScenarioNarrowing, where: string): S[] {
  const refs = list.map((s) => s.ref);
  const userTasks = new Set(refs.flatMap((r) => [r.userTask, `${r.suite}/${r.userTask}`]));
  const injectionTasks = new Set(refs.flatMap((r) => (r.injectionTask === null ? [] : [r.injectionTask, `${r.suite}/${r.injectionTask}`])));
  const scenarioIds = new Set(refs.flatMap((r) => [r.id, `${r.suite}/${r.id}`]));
  const tasks = narrowing.tasks ?? [];
  const wantedScenarios = narrowing.scenarios ?? [];

  const errors: ChokepointError[] = [];
  for (const id of tasks) {
    if (userTasks.has(id) || injectionTasks.has(id)) continue;
    const known = [...new Set(refs.flatMap((r) => [r.userTask, ...(r.injectionTask === null ? [] : [r.injectionTask])]))];
    errors.push(new ChokepointError('usage', `no task ${id} in ${where}${didYouMean(id, known)}`, { field: '--task' }));
  }
  for (const id of wantedScenarios) {
    if (scenarioIds.has(id)) continue;
    errors.push(
      new ChokepointError(
        'usage',
        `no scenario ${id} in ${where}${didYouMean(
          id,
          refs.map((r) => r.id),
        )}`,
        { field: '--scenario' },
      ),
    );
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new ChokepointErrors(errors);

  const named = (set: ReadonlySet<string>, suite: string, id: string | null) => id !== null && (set.has(id) || set.has(`${suite}/${id}`));
  const users = new Set(tasks.filter((t) => userTasks.has(t)));
  const injections = new Set(tasks.filter((t) => injectionTasks.has(t)));
  const scenarios = new Set(wantedScenarios);
  const kept = list.filter(
    ({ ref }) =>
      (users.size === 0 || named(users, ref.suite, ref.userTask)) &&
      (injections.size === 0 || named(injections, ref.suite, ref.injectionTask)) &&
      (scenarios.size === 0 || named(scenarios, ref.suite, ref.id)),
  );
  if (kept.length === 0 && list.length > 0) {
    const asked = [...tasks.map((t) => `--task ${t}`), ...wantedScenarios.map((s) => `--scenario ${s}`)].join(' ');
    throw new ChokepointError('usage', `${asked} together select no scenario of ${where}`, { field: tasks.length > 0 ? '--task' : '--scenario' });
  }
  return narrowing.limit === undefined ? kept : kept.slice(0, narrowing.limit);
}
