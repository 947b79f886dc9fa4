import { parseLocator } from '../../environment/index.ts';
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
    return withEnvironment(input.suite.fixture, [], (env) =>
      attacks.flatMap((scenario) => {
        const text = scenario.ref.locator ?? '';
        try {
          const located = env.locate(parseLocator(text));
          return located.exists ? [] : [fail(scenario.ref.id, `locator ${text} does not resolve: ${located.reason ?? 'not found'}`)];
        } catch (error) {
          return [fail(scenario.ref.id, (error as Error).message)];
        }
      }),
    );
  },
};
