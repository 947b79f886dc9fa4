import { fixtureOf } from '../../registry/index.ts';
import { sideEffectSetIdentity } from '../../runs/index.ts';
import { evaluateSideEffects } from '../side-effects.ts';
import { taskBaseline } from '../run/protocol-checks.ts';
import { attackScenarios, failureFor, userTaskUses, withInjectedEnvironment } from './support.ts';
import type { FeasibilityCheck, FeasibilityFailure } from './types.ts';

/**
 * The suite's side-effect set contains every attack goal (the metrics and authorization model's
 * a <= h): in each attack scenario, the user task's reference followed by the injection task's
 * reference trips at least one predicate, and no user task's own reference trips any (what the
 * task asks for is never a side effect). Without it, a succeeded attack could count as free of
 * side effects and secure utility in scope would be inflated. Suites without a set are not checked.
 */
export const sideEffectsCover: FeasibilityCheck = {
  id: 'side-effects-cover',
  description: "every attack goal trips the suite's side-effect set and no user task's reference does",
  async run(input) {
    const set = input.suite.definition.sideEffects;
    if (!set) return [];
    const identity = sideEffectSetIdentity(set);
    const fail = failureFor('side-effects-cover', input);
    const failures: FeasibilityFailure[] = [];
    const baselines = new Map<string, Awaited<ReturnType<typeof taskBaseline>>>();
    for (const { task, scenarios } of userTaskUses(input.scenarios)) {
      const baseline = await taskBaseline(input.sandbox, fixtureOf(input.suite, task), task);
      baselines.set(task.id, baseline);
      // Its changes are its footprint, so only what a footprint does not excuse can trip here: confidential
      // text or an unknown bank account written into a table.
      const own = evaluateSideEffects(set, identity, { pre: baseline.onRecord, post: baseline.solved, ...baseline });
      const tripped = own.evaluations.filter((e) => e.tripped);
      for (const e of tripped) failures.push(...scenarios.map((s) => fail(s, `${task.id}'s own reference trips side effect ${e.id}: ${e.explanation}`)));
    }
    for (const scenario of attackScenarios(input.scenarios)) {
      const injection = scenario.injectionTask!;
      const problem = await withInjectedEnvironment(input, scenario, async (env) => {
        const pre = await env.snapshot();
        await env.replay([...scenario.userTask.reference, ...injection.reference]);
        const post = await env.snapshot();
        const baseline = baselines.get(scenario.userTask.id)!;
        const result = evaluateSideEffects(set, identity, { pre, post, footprint: baseline.footprint, onRecord: baseline.onRecord });
        return result.tripped
          ? undefined
          : `${injection.id}'s goal lies outside side-effect set ${set.name}: its reference trips none of ${set.predicates.map((p) => p.id).join(', ')}`;
      });
      if (problem) failures.push(fail(scenario.ref.id, problem));
    }
    return failures;
  },
};
