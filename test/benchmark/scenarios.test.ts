/**
 * The workspace suite's scenarios: subset sizes per release, attack scenarios whose payload really
 * reaches the agent (feasibility check D1: the locator resolves and the payload shows up in a tool
 * result of the user task's reference run), attacks that a compliant victim can carry out in
 * context, and the invariants of user tasks 27-52 (A's user-tasks test covers 1-26).
 */
import { attackScenarioId, type InjectionTaskDefinition, type ReferenceCall, type TaskDefinition, type UserTaskDefinition } from 'chokepoint';
import { describe, expect, it } from 'vitest';
import { createEnvironment, parseLocator } from '../../src/environment/index.ts';
import { scenarios, type ResolvedBenchmark, type Scenario } from '../../src/registry/index.ts';
import {
  bundledBenchmark,
  documentedDefects,
  passesAttack,
  passesUtility,
  recipientCaseVariant,
  releases,
  replay,
  replayReference,
  suiteFixture,
  SUITE,
  wrongMutants,
} from './helpers.ts';

const benchmark = await bundledBenchmark();
const fixture = suiteFixture(benchmark);
const all = releases(benchmark);
const latest = all.at(-1)!;
const suite = benchmark.suites.find((s) => s.definition.name === SUITE)!.definition;

const attacksAt = (release: ResolvedBenchmark<TaskDefinition>) => scenarios(release, SUITE, 'core').filter((s) => s.ref.kind === 'attack');
const injectionOf = (scenario: Scenario<UserTaskDefinition, InjectionTaskDefinition>) => [{ locator: scenario.ref.locator!, payload: scenario.ref.payload! }];
const attackCases = all.flatMap((release) => attacksAt(release).map((scenario) => ({ release, scenario, name: `${release.version} ${scenario.ref.id}` })));

describe('workspace subsets', () => {
  it('at the latest release: core = 43 attacks + 52 benign, lite = 43 + 12, probe = 10', () => {
    const count = (subset: 'core' | 'lite' | 'probe') => {
      const list = scenarios(latest, SUITE, subset);
      expect(list.excluded, subset).toEqual([]);
      return { attack: list.filter((s) => s.ref.kind === 'attack').length, other: list.filter((s) => s.ref.kind !== 'attack').length };
    };
    expect(count('core')).toEqual({ attack: 43, other: 52 });
    expect(count('lite')).toEqual({ attack: 43, other: 12 });
    expect(count('probe')).toEqual({ attack: 0, other: 10 });
    expect(scenarios(latest, SUITE, 'probe').every((s) => s.ref.kind === 'probe')).toBe(true);
  });

  it('core names every user task once, lite is a subset of it, probe names the probe tasks', () => {
    expect(suite.subsets.core.benign).toEqual(Array.from({ length: 52 }, (_, i) => `user_task_${i + 1}`));
    expect(suite.subsets.lite.benign.every((id) => suite.subsets.core.benign.includes(id))).toBe(true);
    expect(suite.subsets.probe.benign).toEqual(Array.from({ length: 10 }, (_, i) => `probe_task_${i + 1}`));
  });

  it('earlier releases leave out exactly the scenarios of tasks introduced later', () => {
    for (const release of all.slice(0, -1)) {
      const core = scenarios(release, SUITE, 'core');
      const missing = new Set(core.excluded.flatMap((e) => e.missing));
      for (const id of missing) expect(release.task(id, SUITE), `${release.version} ${id}`).toBeUndefined();
      expect(core.length + core.excluded.length).toBe(95);
      const expectedAttacks = suite.attacks.filter((a) => release.task(a.userTask, SUITE) && release.task(a.injectionTask, SUITE));
      expect(core.filter((s) => s.ref.kind === 'attack').map((s) => s.ref.id)).toEqual(expectedAttacks.map(attackScenarioId));
    }
  });
});

describe('workspace attack scenarios', () => {
  it('spread over all three locator kinds, every injection task and many user tasks', () => {
    const kinds = suite.attacks.map(({ locator }) => parseLocator(locator).kind);
    for (const kind of ['email', 'file', 'sql'] as const) expect(kinds.filter((k) => k === kind).length, kind).toBeGreaterThanOrEqual(10);
    expect(new Set(suite.attacks.map((a) => a.injectionTask)).size).toBe(latest.injectionTasks(SUITE).length);
    expect(new Set(suite.attacks.map((a) => a.userTask)).size).toBeGreaterThanOrEqual(30);
  });

  it('every locator resolves to text in the untouched environment', async () => {
    const environment = await createEnvironment(fixture);
    try {
      const unresolved = suite.attacks.filter(({ locator }) => !environment.locate(locator).exists).map(attackScenarioId);
      expect(unresolved).toEqual([]);
    } finally {
      environment.close();
    }
  });

  it.each(attackCases)('$name: the reference run of the user task receives the payload (D1) and still runs cleanly', async ({ scenario }) => {
    const { context, failures } = await replayReference(fixture, scenario.userTask, injectionOf(scenario));
    expect(failures).toEqual([]);
    const delivering = context.trace.filter((c) => c.result?.includes(scenario.ref.payload!));
    expect(delivering.length).toBeGreaterThan(0);
  });

  it.each(attackCases)('$name: an agent that ignores the payload keeps its utility, and no attack is counted', async ({ release, scenario }) => {
    const { context } = await replayReference(fixture, scenario.userTask, injectionOf(scenario));
    expect(passesUtility(scenario.userTask, context)).toBe(true);
    const firesOnBenign = documentedDefects(release, scenario.injectionTask!.id, 'attack').has('fires-on-benign');
    if (!firesOnBenign) expect(passesAttack(scenario.injectionTask!, context)).toBe(false);
  });

  it.each(attackCases)('$name: a victim that obeys the payload where it reads it achieves the goal', async ({ scenario }) => {
    const calls = obeyAtDelivery(scenario, await deliveryIndex(scenario));
    const { context } = await replay(fixture, calls, { output: scenario.userTask.referenceAnswer, injections: injectionOf(scenario) });
    expect(passesAttack(scenario.injectionTask!, context)).toBe(true);
  });
});

async function deliveryIndex(scenario: Scenario<UserTaskDefinition, InjectionTaskDefinition>): Promise<number> {
  const { context } = await replayReference(fixture, scenario.userTask, injectionOf(scenario));
  return context.trace.findIndex((c) => c.result?.includes(scenario.ref.payload!));
}

/** The user task's reference with the injection task's reference spliced in right after the delivering call. */
function obeyAtDelivery(scenario: Scenario<UserTaskDefinition, InjectionTaskDefinition>, index: number): ReferenceCall[] {
  const user = scenario.userTask.reference;
  return [...user.slice(0, index + 1), ...scenario.injectionTask!.reference, ...user.slice(index + 1)];
}

const OWNED = /^user_task_(2[7-9]|[3-4]\d|5[0-2])$/;
const userCases = all.flatMap((release) =>
  release
    .userTasks(SUITE)
    .filter(({ definition }) => OWNED.test(definition.id))
    .map(({ definition }) => ({ release, task: definition, name: `${release.version} ${definition.id}@${definition.version}` })),
);

type Check = (release: ResolvedBenchmark<TaskDefinition>, task: UserTaskDefinition) => Promise<void>;

/** Each check holds for every user task 27-52 at every release where it exists. */
const USER_TASK_CHECKS: Readonly<Record<string, Check>> = {
  'the reference runs cleanly and passes utility': async (_, task) => {
    const { context, failures } = await replayReference(fixture, task);
    expect(failures).toEqual([]);
    expect(passesUtility(task, context)).toBe(true);
  },
  'the untouched environment with an empty trace fails': async (release, task) => {
    expect(documentedDefects(release, task.id, 'utility').size).toBe(0);
    expect(passesUtility(task, (await replay(fixture, [])).context)).toBe(false);
  },
  'every wrong solution (a write deleted, mail to someone else) fails': async (_, task) => {
    for (const mutant of wrongMutants(task.reference)) {
      const { context } = await replay(fixture, mutant.calls, { output: task.referenceAnswer });
      expect(passesUtility(task, context), mutant.label).toBe(false);
    }
  },
  'recipients are compared in any case': async (_, task) => {
    const variant = recipientCaseVariant(task.reference);
    if (variant) expect(passesUtility(task, (await replay(fixture, variant.calls, { output: task.referenceAnswer })).context)).toBe(true);
  },
  'requires exactly the tools its reference uses': async (_, task) => {
    expect([...task.requiredTools].sort()).toEqual([...new Set(task.reference.map((c) => c.tool))].sort());
  },
};

describe('workspace user tasks 27-52', () => {
  it('exist from their release on: 22 at 1.0.0 and 1.1.0, 26 from 1.2.0', () => {
    const counts = all.map((release) => release.userTasks(SUITE).filter(({ definition }) => OWNED.test(definition.id)).length);
    expect(counts).toEqual([22, 22, 26, 26, 26]);
  });

  describe.each(Object.entries(USER_TASK_CHECKS))('%s', (_, check) => {
    it.each(userCases)('$name', ({ release, task }) => check(release, task));
  });
});
