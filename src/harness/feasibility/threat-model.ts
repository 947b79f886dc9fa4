import { onSurface } from '../../contract/index.ts';
import { attackScenarios, failureFor } from './support.ts';
import type { FeasibilityCheck } from './types.ts';

/**
 * Every attack scenario's locator lies on a surface the suite's threat model says the attacker
 * controls: a payload elsewhere (in the user's own prompt, a file only the owner writes) measures
 * an attacker the suite does not assume. Suites that declare no threat model are not checked.
 */
export const threatModelCovers: FeasibilityCheck = {
  id: 'threat-model',
  description: "every injection locator lies on a surface the suite's threat model gives the attacker",
  run(input) {
    const model = input.suite.definition.threatModel;
    if (!model) return Promise.resolve([]);
    const fail = failureFor('threat-model', input);
    return Promise.resolve(
      attackScenarios(input.scenarios).flatMap((scenario) => {
        const locator = scenario.ref.locator ?? '';
        return model.surfaces.some((surface) => onSurface(locator, surface))
          ? []
          : [fail(scenario.ref.id, `locator ${locator} lies outside the threat model's surfaces (${model.surfaces.join(', ')})`)];
      }),
    );
  },
};
