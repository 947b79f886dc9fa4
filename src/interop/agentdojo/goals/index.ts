import { bankingGoals } from './banking.ts';
import type { AgentDojoGoal } from './goal.ts';
import { slackGoals } from './slack.ts';
import { travelGoals } from './travel.ts';
import { workspaceGoals } from './workspace.ts';

export type { AgentDojoGoal, DisagreementCategory, Expressibility } from './goal.ts';

/** Every injection goal of AgentDojo's four suites (v1 and the workspace additions of v1.2). */
export const AGENTDOJO_GOALS: readonly AgentDojoGoal[] = [...bankingGoals, ...slackGoals, ...travelGoals, ...workspaceGoals];

const byKey = new Map(AGENTDOJO_GOALS.map((g) => [`${g.suite}/${g.injectionTask}`, g]));

/** The goal of a qualified (`banking/injection_task_0`) or bare injection task id in `suite`. */
export function goalOf(suite: string, injectionTask: string): AgentDojoGoal | undefined {
  const bare = injectionTask.slice(injectionTask.lastIndexOf('/') + 1);
  return byKey.get(`${suite}/${bare}`);
}
