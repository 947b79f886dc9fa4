import type { SubsetName } from '../../contract/index.ts';
import { ChokepointError } from '../../errors.ts';
import { scenarios as expandScenarios, type ResolvedBenchmark, type Scenario } from '../../registry/index.ts';
import { defaultSandbox, type Sandbox } from '../../sandbox/index.ts';
import { attackReachable } from './attack-reachable.ts';
import { benignSolvable } from './benign-solvable.ts';
import { locatorResolves } from './locator-resolves.ts';
import { payloadDeliveredCheck } from './payload-delivered.ts';
import { predicateNames } from './predicate-names.ts';
import { referenceCalls } from './reference-calls.ts';
import { sideEffectsCover } from './side-effects-cover.ts';
import { sqlReferences } from './sql-references.ts';
import { threatModelCovers } from './threat-model.ts';
import type { FeasibilityCheck, FeasibilityFailure } from './types.ts';

export type { FeasibilityCheck, FeasibilityCheckId, FeasibilityFailure, FeasibilityInput } from './types.ts';
export { calledWithIn } from './predicate-names.ts';

/** In the order they run and report. */
export const FEASIBILITY_CHECKS: readonly FeasibilityCheck[] = [
  locatorResolves,
  threatModelCovers,
  referenceCalls,
  sqlReferences,
  predicateNames,
  payloadDeliveredCheck,
  benignSolvable,
  attackReachable,
  sideEffectsCover,
];

/** Every failure of every check on the subset's scenarios; never stops at the first. */
export async function runFeasibilityChecks(resolved: ResolvedBenchmark, suite: string, subset: SubsetName, sandbox?: Sandbox): Promise<FeasibilityFailure[]> {
  return checkScenarios(resolved, suite, expandScenarios(resolved, suite, subset), sandbox);
}

/**
 * Every failure of every check on `scenarios` of `suite`. A check that crashes is itself reported
 * as a failure of that check (the run must not start on an unchecked suite). Reference calls and
 * judges run in `sandbox` (default: the shared one).
 */
export async function checkScenarios(
  resolved: ResolvedBenchmark,
  suite: string,
  scenarios: readonly Scenario[],
  sandbox: Sandbox = defaultSandbox(),
): Promise<FeasibilityFailure[]> {
  const loaded = resolved.suites.find((s) => s.definition.name === suite);
  if (!loaded) throw new ChokepointError('scenario', `unknown suite "${suite}"`);
  const failures: FeasibilityFailure[] = [];
  for (const check of FEASIBILITY_CHECKS) {
    try {
      failures.push(...(await check.run({ suite: loaded, scenarios, sandbox })));
    } catch (error) {
      failures.push({ check: check.id, suite, scenario: '*', message: `check could not run: ${(error as Error).message}` });
    }
  }
  return failures;
}
