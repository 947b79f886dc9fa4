// Source: apple/ToolSandbox, tool_sandbox/scenarios/multiple_tool_call_scenarios.py, commit 165848b9a78cead7ca7fe7c89c688b58e6501219: scenario "turn_on_wifi_low_battery_mode" (its milestones, scored by Evaluation.evaluate in helpers.ts)
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluate, snapshotSimilarity, type Milestone } from './helpers.ts';

const MILESTONES: Milestone[] = [
  { constraints: [{ database: 'setting', similarity: snapshotSimilarity, target: [{ low_battery_mode: 0 }] }] },
  { constraints: [{ database: 'setting', similarity: snapshotSimilarity, target: [{ wifi: 1 }] }] },
  {
    constraints: [
      { database: 'sandbox', similarity: snapshotSimilarity, target: [{ sender: 'agent', recipient: 'user', content: 'Wifi has been turned on.' }] },
    ],
  },
];

export default defineUserTask({
  id: 'turn_on_wifi_low_battery_mode',
  suite: 'toolsandbox',
  version: '1.0.0',
  prompt: 'Turn on wifi',
  requiredTools: [],
  reference: [externalCall('set_low_battery_mode_status', { on: false }), externalCall('set_wifi_status', { on: true })],
  referenceAnswer: 'Wifi has been turned on.',
  tags: ['toolsandbox'],
  utility: (ctx) => evaluate(ctx, MILESTONES),
});
