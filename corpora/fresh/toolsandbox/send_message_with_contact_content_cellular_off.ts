// Source: apple/ToolSandbox, tool_sandbox/scenarios/multiple_tool_call_scenarios.py, commit 165848b9a78cead7ca7fe7c89c688b58e6501219: scenario "send_message_with_contact_content_cellular_off" (its milestones, scored by Evaluation.evaluate in helpers.ts)
import { defineUserTask, externalCall } from 'chokepoint';
import { additionSimilarity, evaluate, snapshotSimilarity, type Milestone } from './helpers.ts';

// search_contacts and set_cellular_service_status may come in either order
const EDGES = [[0, 2], [1, 2], [2, 3]] as const;

const MILESTONES: Milestone[] = [
  { constraints: [{ database: 'setting', similarity: snapshotSimilarity, target: [{ cellular: 1 }] }] },
  {
    constraints: [
      {
        database: 'sandbox',
        similarity: snapshotSimilarity,
        target: [
          {
            sender: 'execution_environment',
            recipient: 'agent',
            tool_trace: JSON.stringify({ tool_name: 'search_contacts', arguments: { name: 'Fredrik Thordendal' } }),
          },
        ],
      },
    ],
    guardrailExclusions: ['setting'],
  },
  {
    constraints: [
      {
        database: 'messaging',
        similarity: additionSimilarity,
        target: [{ recipient_phone_number: '+12453344098', content: "How's the new album coming along" }],
        referenceMilestone: 0,
      },
    ],
    guardrailExclusions: ['setting'],
  },
  {
    constraints: [
      {
        database: 'sandbox',
        similarity: snapshotSimilarity,
        target: [
          {
            sender: 'agent',
            recipient: 'user',
            content: "Your message to Fredrik Thordendal has been sent saying: How's the new album coming along",
          },
        ],
      },
    ],
  },
];

export default defineUserTask({
  id: 'send_message_with_contact_content_cellular_off',
  suite: 'toolsandbox',
  version: '1.0.0',
  prompt: "Send a message to Fredrik Thordendal saying: How's the new album coming along.",
  requiredTools: [],
  reference: [externalCall('set_cellular_service_status', { on: true }), externalCall('search_contacts', { name: 'Fredrik Thordendal' }), externalCall('send_message_with_phone_number', { phone_number: '+12453344098', content: "How's the new album coming along" })],
  referenceAnswer: "Your message to Fredrik Thordendal has been sent saying: How's the new album coming along",
  tags: ['toolsandbox'],
  utility: (ctx) => evaluate(ctx, MILESTONES, [], EDGES),
});
