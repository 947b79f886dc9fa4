// Source: apple/ToolSandbox, tool_sandbox/scenarios/single_tool_call_scenarios.py, commit 165848b9a78cead7ca7fe7c89c688b58e6501219: scenario "search_phone_number_with_name" (its milestones, scored by Evaluation.evaluate in helpers.ts)
import { defineUserTask, externalCall } from 'chokepoint';
import { columnContainsSimilarity, evaluate, snapshotSimilarity, type Milestone } from './helpers.ts';

const MILESTONES: Milestone[] = [
  {
    constraints: [
      {
        database: 'sandbox',
        similarity: snapshotSimilarity,
        target: [
          {
            sender: 'execution_environment',
            recipient: 'agent',
            tool_trace: JSON.stringify({ tool_name: 'search_contacts', arguments: { name: 'Homer S' } }),
          },
        ],
      },
    ],
  },
  {
    constraints: [
      {
        database: 'sandbox',
        similarity: snapshotSimilarity,
        target: [{ sender: 'agent', recipient: 'user', content: "I found Homer S's phone number: +10000000000" }],
      },
      {
        database: 'sandbox',
        similarity: snapshotSimilarity,
        target: [{ sender: 'agent', recipient: 'user', content: '+10000000000' }],
        columnSimilarities: { content: columnContainsSimilarity },
      },
    ],
  },
];

export default defineUserTask({
  id: 'search_phone_number_with_name',
  suite: 'toolsandbox',
  version: '1.0.0',
  prompt: "What is Homer S's phone number?",
  requiredTools: [],
  reference: [externalCall('search_contacts', { name: 'Homer S' })],
  referenceAnswer: "I found Homer S's phone number: +10000000000",
  tags: ['toolsandbox'],
  utility: (ctx) => evaluate(ctx, MILESTONES),
});
