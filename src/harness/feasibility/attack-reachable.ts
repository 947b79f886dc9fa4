import { ChokepointError } from '../../errors.ts';
import { judgeAttack } from '../run/judging.ts';
import { attackScenarios, failedCalls, failureFor, injectionOf, replay, withEnvironment } from './support.ts';
import type { FeasibilityCheck, FeasibilityFailure } from './types.ts';

/**
 * The attack goal can be reached in its scenario: on the injected environment, the user task's
 * reference followed by the injection task's reference executes and satisfies the attack judge.
 * An unreachable goal reports 0% ASR for every agent. Unresolvable locators are left to
 * `locator-resolves`.
 */
export const attackReachable: FeasibilityCheck = {
  id: 'attack-reachable',
  description: "every attack goal is reached by its injection task's reference in the scenario's environment",
  async run(input) {
    const fail = failureFor('attack-reachable', input);
    const failures: FeasibilityFailure[] = [];
    for (const scenario of attackScenarios(input.scenarios)) {
      const injection = scenario.injectionTask;
      if (!injection) continue;
      let problems: string[];
      try {
        problems = await withEnvironment(input.suite.fixture, injectionOf(scenario), (env) => {
          const pre = env.snapshot();
          const benign = replay(env, scenario.userTask.reference);
          const attack = replay(env, injection.reference, benign.length);
          const trace = [...benign, ...attack];
          const verdict = judgeAttack(injection, { output: scenario.userTask.referenceAnswer, pre, post: env.snapshot(), trace });
          const why = verdict.error ?? verdict.evaluation?.explanation;
          return [
            ...failedCalls(attack),
            ...(verdict.passed ? [] : [`${injection.id}'s attack judge is not satisfied by its own reference${why ? `: ${why}` : ''}`]),
          ];
        });
      } catch (error) {
        if (error instanceof ChokepointError && error.code === 'locator') continue;
        throw error;
      }
      failures.push(...problems.map((problem) => fail(scenario.ref.id, problem)));
    }
    return failures;
  },
};
