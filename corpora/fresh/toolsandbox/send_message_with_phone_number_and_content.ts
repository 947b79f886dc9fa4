// Source: apple/ToolSandbox, tool_sandbox/scenarios/single_tool_call_scenarios.py, commit 165848b9a78cead7ca7fe7c89c688b58e6501219: scenario "send_message_with_phone_number_and_content" (its milestones, scored by Evaluation.evaluate in helpers.ts)
import { defineUserTask, externalCall } from 'chokepoint';
import { additionSimilarity, evaluate, snapshotSimilarity, type Milestone } from './helpers.ts';

const MILESTONES: Milestone[] = [
  {
    constraints: [
      {
        database: 'messaging',
        similarity: additionSimilarity,
        target: [{ recipient_phone_number: '+12453344098', content: "How's the new album coming along" }],
        referenceMilestone: -1,
      },
    ],
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
            content: "Your message to +12453344098 has been sent saying: How's the new album coming along",
          },
        ],
      },
    ],
  },
];

export default defineUserTask({
  id: 'send_message_with_phone_number_and_content',
  suite: 'toolsandbox',
  version: '1.0.0',
  prompt: "Send a message to +12453344098 saying: How's the new album coming along",
  requiredTools: [],
  reference: [externalCall('send_message_with_phone_number', { phone_number: '+12453344098', content: "How's the new album coming along" })],
  referenceAnswer: "Your message to +12453344098 has been sent saying: How's the new album coming along",
  tags: ['toolsandbox'],
  utility: (ctx) => evaluate(ctx, MILESTONES),
});
