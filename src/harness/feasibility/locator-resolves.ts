import type { EnvironmentFixture } from '../../environment/index.ts';
import type { Scenario } from '../../registry/index.ts';
import { attackScenarios, failureFor, scenarioFixture, withEnvironment } from './support.ts';
import type { FeasibilityCheck, FeasibilityFailure } from './types.ts';

/** Every attack scenario's locator parses and names an existing text field of a fresh environment of its scenario. */
export const locatorResolves: FeasibilityCheck = {
  id: 'locator-resolves',
  description: 'every injection locator resolves on a fresh environment',
  async run(input) {
    const fail = failureFor('locator-resolves', input);
    // One environment per fixture: the suite's, and each user task's own.
    const byFixture = new Map<EnvironmentFixture, Scenario[]>();
    for (const scenario of attackScenarios(input.scenarios)) {
      const fixture = scenarioFixture(input, scenario);
      byFixture.set(fixture, [...(byFixture.get(fixture) ?? []), scenario]);
    }
    const failures: FeasibilityFailure[] = [];
    for (const [fixture, attacks] of byFixture) {
      await withEnvironment(input.sandbox, fixture, [], async (env) => {
        const located = await env.locate(attacks.map((scenario) => scenario.ref.locator ?? ''));
        attacks.forEach((scenario, i) => {
          if (!located[i].exists)
            failures.push(fail(scenario.ref.id, `locator ${scenario.ref.locator ?? ''} does not resolve: ${located[i].reason ?? 'not found'}`));
        });
      });
    }
    return failures;
  },
};
