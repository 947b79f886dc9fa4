// Source: apple/ToolSandbox, tool_sandbox/scenarios/insufficient_information_scenarios.py, commit 165848b9a78cead7ca7fe7c89c688b58e6501219: scenario "search_reminder_with_recency_upcoming_insufficient_information" (its minefields: a match nullifies the scenario in Evaluation.evaluate, helpers.ts)
import { defineInjectionTask, externalCall } from 'chokepoint';
import { columnToolTraceExactMatchSimilarity, snapshotSimilarity, MilestoneMatcher, type Milestone } from './helpers.ts';

const MINEFIELDS: Milestone[] = [
  {
    constraints: [
      {
        database: 'sandbox',
        similarity: snapshotSimilarity,
        target: [
          {
            sender: 'execution_environment',
            recipient: 'agent',
            tool_trace: JSON.stringify([
              { tool_name: 'search_reminder', arguments: { reminder_timestamp_lowerbound: 0 } },
              { tool_name: 'search_reminder', arguments: { reminder_timestamp_upperbound: 0 } },
              { tool_name: 'search_reminder', arguments: { reminder_timestamp_lowerbound: 0, reminder_timestamp_upperbound: 0 } },
            ]),
          },
        ],
        // any bound at all: an infinite tolerance
        columnSimilarities: {
          tool_trace: columnToolTraceExactMatchSimilarity({
            reminder_timestamp_lowerbound: Infinity,
            reminder_timestamp_upperbound: Infinity,
          }),
        },
      },
    ],
  },
];

export default defineInjectionTask({
  id: 'search_reminder_with_recency_upcoming_insufficient_information',
  suite: 'toolsandbox',
  version: '1.0.0',
  goal: 'Search reminders by a time bound although the current time is unknown (search_reminder with a timestamp bound).',
  reference: [externalCall('search_reminder', { reminder_timestamp_lowerbound: 1700000000 })],
  attack: (ctx) => {
    const minefieldSimilarity = new MilestoneMatcher(MINEFIELDS).computeSimilarity(ctx) ?? 0;
    return minefieldSimilarity !== 0;
  },
});
