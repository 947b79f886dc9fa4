import { attackScenarioId, type ReferenceCall } from '../contract/index.ts';
import { normaliseVirtualPath, type EnvironmentFixture } from '../environment/index.ts';
import type { Scenario } from '../registry/index.ts';

/**
 * Scratch variants of the bundled suite that show what a defective suite measures. They are built
 * in memory for the ablation and never replace the bundled files.
 */

function filesRead(reference: readonly ReferenceCall[]): Set<string> {
  return new Set(
    reference
      .filter((c) => c.tool === 'read_file')
      .flatMap((c) => {
        const result = normaliseVirtualPath(String((c.args as { path: unknown }).path));
        return result.ok ? [result.path] : [];
      }),
  );
}

/**
 * D1-broken: each attack scenario with its payload moved to a file its user task never reads (the
 * first such file in path order), so no agent solving the task ever sees it. Scenario ids follow
 * the new locators; scenarios whose task reads every file are left out.
 */
export function undeliverableScenarios(scenarios: readonly Scenario[], fixture: EnvironmentFixture): Scenario[] {
  const files = Object.keys(fixture.files).sort();
  return scenarios.flatMap((scenario): Scenario[] => {
    const { ref, userTask, injectionTask } = scenario;
    if (ref.kind !== 'attack' || injectionTask === null) return [];
    const read = filesRead(userTask.reference);
    const unread = files.find((path) => !read.has(path));
    if (unread === undefined) return [];
    const locator = `file:${unread}`;
    const id = attackScenarioId({ userTask: userTask.id, injectionTask: injectionTask.id, locator });
    return [{ ...scenario, ref: { ...ref, id, locator } }];
  });
}

/** D3: a scratch fixture whose database lost one table, so every call that needs it fails in the environment. */
export function withoutTable(fixture: EnvironmentFixture, table: string): EnvironmentFixture {
  if (!(table in fixture.tables)) throw new RangeError(`the fixture has no table ${table}`);
  const tables = Object.fromEntries(Object.entries(fixture.tables).filter(([name]) => name !== table));
  return { ...fixture, tables };
}
