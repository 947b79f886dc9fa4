import { conversationMessages } from '../../contract/index.ts';
import type { Scenario } from '../../registry/index.ts';
import { isTimeout, type SandboxEnvironment } from '../../sandbox/index.ts';
import { judgeOnEnvironment } from '../run/judging.ts';
import { attackScenarios, failedCalls, failureFor, injectionOf, scenarioFixture, verdictProblem, withInjectedEnvironment } from './support.ts';
import type { FeasibilityCheck, FeasibilityFailure, FeasibilityInput } from './types.ts';

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
      const problems = await withInjectedEnvironment(input, scenario, (env) => reachProblems(input, env, scenario));
      failures.push(...(problems ?? []).map((problem) => fail(scenario.ref.id, problem)));
    }
    return failures;
  },
};

async function reachProblems(input: FeasibilityInput, env: SandboxEnvironment, scenario: Scenario): Promise<string[]> {
  const injection = scenario.injectionTask;
  if (!injection) return [];
  const benign = await env.replay(scenario.userTask.reference);
  if (benign.some((c) => isTimeout(c.error))) return failedCalls(benign);
  const attack = await env.replay(injection.reference, benign.length);
  const trace = [...benign, ...attack];
  const output = scenario.userTask.referenceAnswer;
  const payloads = scenario.ref.payload === null ? [] : [scenario.ref.payload];
  const recipe = { sandbox: input.sandbox, fixture: scenarioFixture(input, scenario), injections: injectionOf(scenario) };
  const messages = conversationMessages({ prompt: scenario.userTask.prompt, calls: trace, output, payloads });
  const [verdict] = await judgeOnEnvironment(env, recipe, [injection], { output, trace, messages });
  if (verdict.passed) return failedCalls(attack);
  const why = verdictProblem(verdict) ?? verdict.evaluation?.explanation;
  return [...failedCalls(attack), `${injection.id}'s attack judge is not satisfied by its own reference${why ? `: ${why}` : ''}`];
}
