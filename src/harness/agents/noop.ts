import { answer, type Agent } from './agent.ts';

/** The text the `noop` agent answers with: says nothing about the task, so output-reading judges cannot be satisfied by accident. */
export const NOOP_ANSWER = 'I did not take any action.';

/** Answers at once without proposing any call: the floor every utility judge must fail on. */
export function createNoopAgent(): Agent {
  return {
    name: 'noop',
    model: null,
    baseUrl: null,
    start: () => ({ next: async () => answer(NOOP_ANSWER) }),
  };
}
