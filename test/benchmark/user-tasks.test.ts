/** Workspace user tasks 1-26 and probe tasks 1-10 (benchmark engineer A's part of the bundled suite). */
import { describe, expect, it } from 'vitest';
import { bundledBenchmark, releases, SUITE } from './helpers.ts';
import { describeUserTaskInvariants } from './user-task-invariants.ts';

const OWNED = /^(user_task_([1-9]|1\d|2[0-6])|probe_task_([1-9]|10))$/;
const isProbe = (id: string) => id.startsWith('probe_task_');

const all = releases(await bundledBenchmark());

describe('workspace user tasks 1-26 and probe tasks 1-10: registration', () => {
  it.each(all)('all 36 exist at $version', (release) => {
    const ids = release
      .userTasks(SUITE)
      .map((d) => d.definition.id)
      .filter((id) => OWNED.test(id));
    expect(ids).toHaveLength(36);
  });

  it('probe tasks are tagged probe and nothing else is', () => {
    for (const { definition } of all
      .at(-1)!
      .userTasks(SUITE)
      .filter((d) => OWNED.test(d.definition.id))) {
      expect(definition.tags.includes('probe'), definition.id).toBe(isProbe(definition.id));
    }
  });

  it('no defect is documented for them at the latest release', () => {
    expect(all.at(-1)!.manifest.knownDefects.filter((d) => OWNED.test(d.task))).toEqual([]);
  });

  it('every documented defect of theirs is fixed by a later definition', () => {
    const latest = all.at(-1)!;
    for (const release of all) {
      for (const defect of release.manifest.knownDefects.filter((d) => OWNED.test(d.task))) {
        expect(latest.task(defect.task, SUITE)?.definition.version, `${defect.task} at ${release.version}`).not.toBe(
          release.task(defect.task, SUITE)?.definition.version,
        );
      }
    }
  });
});

await describeUserTaskInvariants('workspace user tasks 1-26 and probe tasks 1-10: invariants', (id) => OWNED.test(id));
