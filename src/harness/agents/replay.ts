import type { ScenarioRecord } from '../../contract/index.ts';
import { AgentFailure, answer, proposal, type Agent } from './agent.ts';

/**
 * Re-proposes, in order, the calls of a stored scenario record and then gives its stored final
 * text. The calls go through the chokepoint again, so a stored run can be replayed behind another
 * defense or on another benchmark version without calling a model.
 */
export function createReplayAgent(records: ReadonlyMap<string, ScenarioRecord>, source: string): Agent {
  return {
    name: 'replay',
    model: null,
    baseUrl: null,
    start({ scenarioId }) {
      const record = records.get(scenarioId);
      if (!record) throw new AgentFailure('configuration', `replay source ${source} has no record of scenario ${scenarioId}`);
      return {
        async next(history) {
          const stored = record.calls[history.length];
          return stored ? proposal(stored.tool, stored.args) : answer(record.output);
        },
      };
    },
  };
}
