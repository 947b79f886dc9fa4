import type { UserTaskDefinition } from '../../contract/index.ts';
import { answer, proposal, type Agent, type AgentSession } from './agent.ts';

/** Replays the user task's reference solution call by call, whatever comes back, then gives its reference answer. */
export function createReferenceAgent(): Agent {
  return {
    name: 'reference',
    model: null,
    baseUrl: null,
    start: ({ userTask }) => referenceSession(userTask),
  };
}

function referenceSession(userTask: Omit<UserTaskDefinition, 'utility'>): AgentSession {
  return {
    async next(history) {
      const step = userTask.reference[history.length];
      return step ? proposal(step.tool, step.args) : answer(userTask.referenceAnswer);
    },
  };
}
