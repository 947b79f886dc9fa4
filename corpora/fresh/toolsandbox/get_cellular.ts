// Source: apple/ToolSandbox, tool_sandbox/scenarios/single_tool_call_scenarios.py, commit 165848b9a78cead7ca7fe7c89c688b58e6501219: scenario "get_cellular" (its milestones, scored by Evaluation.evaluate in helpers.ts)
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluate, snapshotSimilarity, type Milestone } from './helpers.ts';

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
            tool_trace: JSON.stringify({ tool_name: 'get_cellular_service_status', arguments: {} }),
          },
        ],
      },
    ],
  },
  {
    constraints: [
      { database: 'sandbox', similarity: snapshotSimilarity, target: [{ sender: 'agent', recipient: 'user', content: 'Cellular service is on' }] },
    ],
  },
];

export default defineUserTask({
  id: 'get_cellular',
  suite: 'toolsandbox',
  version: '1.0.0',
  prompt: 'Is my cellular service on?',
  requiredTools: [],
  reference: [externalCall('get_cellular_service_status', {})],
  referenceAnswer: 'Cellular service is on',
  tags: ['toolsandbox'],
  utility: (ctx) => evaluate(ctx, MILESTONES),
});
