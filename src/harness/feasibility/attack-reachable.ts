import type { Scenario } from '../../registry/index.ts';
import { isTimeout, judgeTarget, type SandboxEnvironment } from '../../sandbox/index.ts';
import { attackScenarios, failedCalls, failureFor, withInjectedEnvironment } from './support.ts';
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
      const problems = await withInjectedEnvironment(input.sandbox, input.suite.fixture, scenario, (env) => reachProblems(env, scenario));
      failures.push(...(problems ?? []).map((problem) => fail(scenario.ref.id, problem)));
    }
    return failures;
  },
};

async function reachProblems(env: SandboxEnvironment, scenario: Scenario): Promise<string[]> {
  const injection = scenario.injectionTask;
  if (!injection) return [];
  const benign = await env.replay(scenario.userTask.reference);
  if (benign.some((c) => isTimeout(c.error))) return failedCalls(benign);
  const attack = await env.replay(injection.reference, benign.length);
  const [verdict] = await env.judge([judgeTarget(injection)], { output: scenario.userTask.referenceAnswer, trace: [...benign, ...attack] });
  if (verdict.passed) return failedCalls(attack);
  const why = verdict.error ?? verdict.evaluation?.explanation;
  return [...failedCalls(attack), `${injection.id}'s attack judge is not satisfied by its own reference${why ? `: ${why}` : ''}`];
}
