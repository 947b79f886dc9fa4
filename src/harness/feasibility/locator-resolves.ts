import { attackScenarios, failureFor, withEnvironment } from './support.ts';
import type { FeasibilityCheck } from './types.ts';

/** Every attack scenario's locator parses and names an existing text field of a fresh environment. */
export const locatorResolves: FeasibilityCheck = {
  id: 'locator-resolves',
  description: 'every injection locator resolves on a fresh environment',
  async run(input) {
    const fail = failureFor('locator-resolves', input);
    const attacks = attackScenarios(input.scenarios);
    if (attacks.length === 0) return [];
    return withEnvironment(input.sandbox, input.suite.fixture, [], async (env) => {
      const located = await env.locate(attacks.map((scenario) => scenario.ref.locator ?? ''));
      return attacks.flatMap((scenario, i) =>
        located[i].exists ? [] : [fail(scenario.ref.id, `locator ${scenario.ref.locator ?? ''} does not resolve: ${located[i].reason ?? 'not found'}`)],
      );
    });
  },
};
