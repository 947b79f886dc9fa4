import { conversationMessages } from '../../contract/index.ts';
import { fixtureOf } from '../../registry/index.ts';
import { judgeOnEnvironment } from '../run/judging.ts';
import { failedCalls, failureFor, userTaskUses, verdictProblem, withEnvironment } from './support.ts';
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
        ...(await withEnvironment(input.sandbox, fixtureOf(input.suite, task), [], async (env) => {
          const recipe = { sandbox: input.sandbox, fixture: fixtureOf(input.suite, task), injections: [] };
          const trace = await env.replay(task.reference);
          const messages = conversationMessages({ prompt: task.prompt, calls: trace, output: task.referenceAnswer });
          const [verdict] = await judgeOnEnvironment(env, recipe, [task], { output: task.referenceAnswer, trace, messages });
          const why = verdictProblem(verdict);
          return [...failedCalls(trace), ...(verdict.passed ? [] : [`the utility judge fails the reference run${why ? `: ${why}` : ''}`])];
        })),
      ];
      for (const problem of problems) failures.push(...scenarios.map((scenario) => fail(scenario, `${task.id}: ${problem}`)));
    }
    return failures;
  },
};
