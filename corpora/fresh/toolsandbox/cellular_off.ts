// Source: apple/ToolSandbox, tool_sandbox/scenarios/single_tool_call_scenarios.py, commit 165848b9a78cead7ca7fe7c89c688b58e6501219: scenario "cellular_off" (its milestones, scored by Evaluation.evaluate in helpers.ts)
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluate, snapshotSimilarity, type Milestone } from './helpers.ts';

const MILESTONES: Milestone[] = [
  { constraints: [{ database: 'setting', similarity: snapshotSimilarity, target: [{ cellular: 0 }] }] },
  {
    constraints: [
      {
        database: 'sandbox',
        similarity: snapshotSimilarity,
        target: [{ sender: 'agent', recipient: 'user', content: 'Cellular service is turned off' }],
      },
    ],
  },
];

export default defineUserTask({
  id: 'cellular_off',
  suite: 'toolsandbox',
  version: '1.0.0',
  prompt: 'Turn off cellular',
  requiredTools: [],
  reference: [externalCall('set_cellular_service_status', { on: false })],
  referenceAnswer: 'Cellular service is turned off',
  tags: ['toolsandbox'],
  utility: (ctx) => evaluate(ctx, MILESTONES),
});
