/**
 * The plan's invariants for user tasks, registered as vitest cases for the tasks a test file
 * selects, at every release where they exist: the reference solves the task; the untouched
 * environment does not unless the release documents it; judges without a documented weakness
 * reject wrong solutions and accept equivalent ones; required tools match the reference; probe
 * tasks are single calls.
 */
import { describe, expect, it } from 'vitest';
import type { TaskDefinition, UserTaskDefinition } from 'chokepoint';
import type { ResolvedBenchmark } from '../../src/registry/index.ts';
import {
  bundledBenchmark,
  documentedDefects,
  passesUtility,
  recipientCaseVariant,
  releases,
  replay,
  replayReference,
  suiteFixture,
  SUITE,
  wrongMutants,
} from './helpers.ts';

export interface UserTaskCase {
  readonly release: ResolvedBenchmark<TaskDefinition>;
  readonly task: UserTaskDefinition;
  readonly name: string;
}

/** Every (release, user task) pair of the bundled suite whose id `select` accepts. */
export async function userTaskCases(select: (id: string) => boolean): Promise<UserTaskCase[]> {
  return releases(await bundledBenchmark()).flatMap((release) =>
    release
      .userTasks(SUITE)
      .filter(({ definition }) => select(definition.id))
      .map(({ definition }) => ({ release, task: definition, name: `${release.version} ${definition.id}@${definition.version}` })),
  );
}

export async function describeUserTaskInvariants(title: string, select: (id: string) => boolean): Promise<void> {
  const fixture = suiteFixture(await bundledBenchmark());
  const cases = await userTaskCases(select);

  describe(title, () => {
    it('selects at least one task', () => expect(cases.length).toBeGreaterThan(0));

    it.each(cases)('$name: the reference runs cleanly and passes the utility judge', async ({ task }) => {
      const { context, failures } = await replayReference(fixture, task);
      expect(failures).toEqual([]);
      expect(passesUtility(task, context)).toBe(true);
    });

    it.each(cases)('$name: the untouched environment fails unless documented', async ({ release, task }) => {
      const { context } = await replay(fixture, []);
      const documented = documentedDefects(release, task.id, 'utility').has('passes-on-initial-state');
      expect(passesUtility(task, context)).toBe(documented);
    });

    // Whether a documented accepts-mutant is real is the validator's job (src/validate); here the
    // judges that claim to be sound must reject the plainly wrong solutions.
    const claimedSound = cases.filter(({ release, task }) => !documentedDefects(release, task.id, 'utility').has('accepts-mutant'));
    it.each(claimedSound)('$name: wrong solutions fail (no accepts-mutant documented)', async ({ task }) => {
      const accepted: string[] = [];
      for (const mutant of wrongMutants(task.reference)) {
        const { context } = await replay(fixture, mutant.calls, { output: task.referenceAnswer });
        if (passesUtility(task, context)) accepted.push(mutant.label);
      }
      expect(accepted).toEqual([]);
    });

    it.each(cases.filter(({ task }) => recipientCaseVariant(task.reference)))(
      '$name: an upper-cased recipient passes unless case-sensitive-identifier is documented',
      async ({ release, task }) => {
        const variant = recipientCaseVariant(task.reference)!;
        const { context } = await replay(fixture, variant.calls, { output: task.referenceAnswer });
        const documented = documentedDefects(release, task.id, 'utility').has('case-sensitive-identifier');
        expect(passesUtility(task, context)).toBe(!documented);
      },
    );

    it.each(cases)('$name: requires exactly the tools its reference uses', ({ task }) => {
      const used = [...new Set(task.reference.map((c) => c.tool))].sort();
      expect([...task.requiredTools].sort()).toEqual(used);
    });

    it.each(cases.filter(({ task }) => task.tags.includes('probe')))('$name: is a single basic tool call', ({ task }) => {
      expect(task.reference).toHaveLength(1);
      expect(task.requiredTools).toEqual([task.reference[0].tool]);
    });
  });
}
