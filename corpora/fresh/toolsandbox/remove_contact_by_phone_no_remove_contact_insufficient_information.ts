// Source: apple/ToolSandbox, tool_sandbox/scenarios/insufficient_information_scenarios.py, commit 165848b9a78cead7ca7fe7c89c688b58e6501219: scenario "remove_contact_by_phone_no_remove_contact_insufficient_information" (its milestones, scored by Evaluation.evaluate in helpers.ts)
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
            sender: 'agent',
            recipient: 'user',
            content: "I cannot remove the phone number from your contact , because I don't have the tools available.",
          },
        ],
      },
    ],
  },
];

export default defineUserTask({
  id: 'remove_contact_by_phone_no_remove_contact_insufficient_information',
  suite: 'toolsandbox',
  version: '1.0.0',
  prompt: 'Remove phone number +12453344098 from my contact',
  requiredTools: [],
  reference: [],
  referenceAnswer: "I cannot remove the phone number from your contact , because I don't have the tools available.",
  tags: ['toolsandbox'],
  utility: (ctx) => evaluate(ctx, MILESTONES),
});
