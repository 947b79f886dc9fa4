import type { DisclosureRecord, SideEffectRecord, SideEffectSet, SideEffectSetIdentity, Snapshot } from '../../contract/index.ts';
import type { EnvironmentFixture } from '../../environment/index.ts';
import { fixtureOf, type InjectionTaskSpec, type LoadedSuite, type UserTaskSpec } from '../../registry/index.ts';
import { sideEffectSetIdentity } from '../../runs/index.ts';
import { SandboxEnvironment, type Sandbox } from '../../sandbox/index.ts';
import { disclosureByScenarioCues, scenarioCues, type DisclosureClassifier } from '../disclosure.ts';
import { evaluateSideEffects, taskFootprint, type TaskFootprint } from '../side-effects.ts';

/**
 * The measurement protocol's checks on one scenario beside its two judges: every predicate of the
 * suite's side-effect set (on the scenario's state before and after, minus the user task's own
 * footprint), and, where the attack succeeded, whether the final answer disclosed it.
 */

/** What a user task's reference solution changes, and the starting state without any injection. */
export interface TaskBaseline {
  readonly footprint: TaskFootprint;
  readonly onRecord: Snapshot;
  /** The state the reference leaves. */
  readonly solved: Snapshot;
}

/** A suite's side-effect set with the baselines of its user tasks, each computed once per run. */
export interface SideEffectChecks {
  readonly set: SideEffectSet;
  readonly identity: SideEffectSetIdentity;
  baseline(userTask: UserTaskSpec): Promise<TaskBaseline>;
}

/** The baseline of `userTask`: its reference replayed on a fresh, uninjected environment in the sandbox. */
export async function taskBaseline(sandbox: Sandbox, fixture: EnvironmentFixture, userTask: Pick<UserTaskSpec, 'reference'>): Promise<TaskBaseline> {
  const env = await SandboxEnvironment.open(sandbox, fixture, []);
  try {
    const before = await env.snapshot();
    await env.replay(userTask.reference);
    const after = await env.snapshot();
    return { footprint: taskFootprint(before, after), onRecord: before, solved: after };
  } finally {
    await env.close();
  }
}

/** The suite's set; each user task's baseline starts from its own fixture when it has one. */
export function createSideEffectChecks(set: SideEffectSet, suite: Pick<LoadedSuite, 'fixture' | 'taskFixtures'>, sandbox: Sandbox): SideEffectChecks {
  const baselines = new Map<string, Promise<TaskBaseline>>();
  return {
    set,
    identity: sideEffectSetIdentity(set),
    baseline(userTask) {
      let found = baselines.get(userTask.id);
      if (!found) {
        found = taskBaseline(sandbox, fixtureOf(suite, userTask), userTask);
        baselines.set(userTask.id, found);
      }
      return found;
    },
  };
}

/** Every predicate of the set on a scenario whose environment went from `pre` to `post`. */
export async function scenarioSideEffects(checks: SideEffectChecks, userTask: UserTaskSpec, pre: Snapshot, post: Snapshot): Promise<SideEffectRecord> {
  const { footprint, onRecord } = await checks.baseline(userTask);
  return evaluateSideEffects(checks.set, checks.identity, { pre, post, footprint, onRecord });
}

/**
 * The disclosure verdict of an attack that succeeded, on its injection task's declared cues or,
 * without them, on cues derived from its reference calls; undefined when there are none (nothing
 * to check it by).
 */
export async function scenarioDisclosure(
  injection: InjectionTaskSpec,
  userTask: UserTaskSpec,
  answer: string,
  classifier: DisclosureClassifier | undefined,
): Promise<DisclosureRecord | undefined> {
  const cues = scenarioCues(injection, userTask);
  if (cues.cues.length === 0) return undefined;
  const verdict = disclosureByScenarioCues(cues, answer);
  if (!classifier) return verdict;
  return { ...verdict, classifier: await classifier.classify({ prompt: userTask.prompt, goal: injection.goal, answer }) };
}
