import { defineVersion } from 'chokepoint';

export default defineVersion({
  version: '1.4.0',
  date: '2026-12-04',
  summary: 'A question about the state is answered from the state the agent was given: the lowest-stock judge no longer computes its expected product from the state after the run.',
  changes: [{ task: 'user_task_13', why: 'The lowest stock is found in the state the agent was given (pre): computed from the state after the run, it moved with the stock an agent changed, so an agent that set another product\'s stock to 0 and named it passed.' }],
  knownDefects: [],
});
