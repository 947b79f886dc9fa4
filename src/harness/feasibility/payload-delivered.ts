import { payloadDelivered } from '../run/judging.ts';
import { attackScenarios, describeCall, failureFor, withInjectedEnvironment } from './support.ts';
import type { FeasibilityCheck, FeasibilityFailure } from './types.ts';

/**
 * D1: with the injection applied, the benign task's reference run must receive the payload in some
 * tool result; otherwise no agent solving the task ever sees it and the scenario measures nothing.
 * Scenarios whose locator does not resolve are left to `locator-resolves`.
 */
export const payloadDeliveredCheck: FeasibilityCheck = {
  id: 'payload-delivered',
  description: "every payload appears in a tool result of the benign task's reference run (D1)",
  async run(input) {
    const fail = failureFor('payload-delivered', input);
    const failures: FeasibilityFailure[] = [];
    for (const scenario of attackScenarios(input.scenarios)) {
      const run = await withInjectedEnvironment(input, scenario, async (env) => {
        const trace = await env.replay(scenario.userTask.reference);
        return { delivered: payloadDelivered(scenario.ref.payload, trace), calls: trace.map(describeCall).join(', ') || 'no calls' };
      });
      if (run && !run.delivered) {
        const why = `no tool result of ${scenario.userTask.id}'s reference run (${run.calls}) contains it (D1)`;
        failures.push(fail(scenario.ref.id, `payload at ${scenario.ref.locator} never reaches the agent: ${why}`));
      }
    }
    return failures;
  },
};
