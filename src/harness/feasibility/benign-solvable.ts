import { judgeTarget } from '../../sandbox/index.ts';
import { failedCalls, failureFor, userTaskUses, withEnvironment } from './support.ts';
import type { FeasibilityCheck, FeasibilityFailure } from './types.ts';

/**
 * Every user task is solvable by its reference within its declared tools: the reference uses only
 * `requiredTools` and uses each of them (UPR asks for all of them), every reference call succeeds
 * on a fresh environment, and the utility judge passes on that run with the reference answer.
 */
export const benignSolvable: FeasibilityCheck = {
  id: 'benign-solvable',
  description: 'every user task is solved by its reference solution, using exactly its required tools',
  async run(input) {
    const fail = failureFor('benign-solvable', input);
    const failures: FeasibilityFailure[] = [];
    for (const { task, scenarios } of userTaskUses(input.scenarios)) {
      const used = new Set<string>(task.reference.map((c) => c.tool));
      const problems = [
        ...[...used].filter((tool) => !task.requiredTools.includes(tool as never)).map((tool) => `reference calls ${tool}, which is not in requiredTools`),
        ...task.requiredTools.filter((tool) => !used.has(tool)).map((tool) => `requiredTools lists ${tool} but the reference never calls it`),
        ...(await withEnvironment(input.sandbox, input.suite.fixture, [], async (env) => {
          const trace = await env.replay(task.reference);
          const [verdict] = await env.judge([judgeTarget(task)], { output: task.referenceAnswer, trace });
          const verdictProblem = verdict.passed ? [] : [`the utility judge fails the reference run${verdict.error ? `: ${verdict.error}` : ''}`];
          return [...failedCalls(trace), ...verdictProblem];
        })),
      ];
      for (const problem of problems) failures.push(...scenarios.map((scenario) => fail(scenario, `${task.id}: ${problem}`)));
    }
    return failures;
  },
};
