/**
 * Invariants of the bundled workspace user tasks 1-26 and probe tasks 1-10, at every release where
 * they exist: the reference solves the task; the untouched environment does not, unless the
 * release documents that defect; documented weaknesses are real and undocumented ones absent.
 */
import { describe, expect, it } from 'vitest';
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

const OWNED = /^(user_task_([1-9]|1\d|2[0-6])|probe_task_([1-9]|10))$/;

const benchmark = await bundledBenchmark();
const fixture = suiteFixture(benchmark);
const cases = releases(benchmark).flatMap((release) =>
  release
    .userTasks(SUITE)
    .filter(({ definition }) => OWNED.test(definition.id))
    .map(({ definition }) => ({ release, task: definition, name: `${release.version} ${definition.id}@${definition.version}` })),
);

describe('workspace user tasks 1-26 and probe tasks 1-10', () => {
  it('exist at every release, all 36 of them', () => {
    for (const release of releases(benchmark)) {
      const ids = release.userTasks(SUITE).map((d) => d.definition.id).filter((id) => OWNED.test(id));
      expect(ids, release.version).toHaveLength(36);
    }
  });

  it('document no defect at the latest release', () => {
    const latest = releases(benchmark).at(-1)!;
    expect(latest.manifest.knownDefects.filter((d) => OWNED.test(d.task))).toEqual([]);
  });

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

  it.each(cases)('$name: wrong solutions fail unless accepts-mutant is documented', async ({ release, task }) => {
    const verdicts = await Promise.all(
      wrongMutants(task.reference).map(async (mutant) => ({
        mutant: mutant.label,
        passed: passesUtility(task, (await replay(fixture, mutant.calls, { output: task.referenceAnswer })).context),
      })),
    );
    const accepted = verdicts.filter((v) => v.passed);
    if (documentedDefects(release, task.id, 'utility').has('accepts-mutant')) expect(accepted.length).toBeGreaterThan(0);
    else expect(accepted).toEqual([]);
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

  it.each(cases.filter(({ task }) => task.id.startsWith('probe_task_')))('$name: is a single basic tool call', ({ task }) => {
    expect(task.tags).toContain('probe');
    expect(task.reference).toHaveLength(1);
    expect(task.requiredTools).toEqual([task.reference[0].tool]);
  });
});
