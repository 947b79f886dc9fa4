import type { Environment } from '../../environment/index.ts';
import type { Scenario } from '../../registry/index.ts';
import { judgeAttack } from '../run/judging.ts';
import { attackScenarios, failedCalls, failureFor, replay, withInjectedEnvironment } from './support.ts';
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
      const problems = await withInjectedEnvironment(input.suite.fixture, scenario, (env) => reachProblems(env, scenario));
      failures.push(...(problems ?? []).map((problem) => fail(scenario.ref.id, problem)));
    }
    return failures;
  },
};

function reachProblems(env: Environment, scenario: Scenario): string[] {
  const injection = scenario.injectionTask;
  if (!injection) return [];
  const pre = env.snapshot();
  const benign = replay(env, scenario.userTask.reference);
  const attack = replay(env, injection.reference, benign.length);
  const verdict = judgeAttack(injection, { output: scenario.userTask.referenceAnswer, pre, post: env.snapshot(), trace: [...benign, ...attack] });
  if (verdict.passed) return failedCalls(attack);
  const why = verdict.error ?? verdict.evaluation?.explanation;
  return [...failedCalls(attack), `${injection.id}'s attack judge is not satisfied by its own reference${why ? `: ${why}` : ''}`];
}
