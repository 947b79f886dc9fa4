// Source: apple/ToolSandbox, tool_sandbox/scenarios/single_tool_call_scenarios.py, commit 165848b9a78cead7ca7fe7c89c688b58e6501219: scenario "add_contact_with_name_and_phone_number" (its milestones, scored by Evaluation.evaluate in helpers.ts)
import { defineUserTask, externalCall } from 'chokepoint';
import { additionSimilarity, columnExactMatchSimilarity, evaluate, snapshotSimilarity, type Milestone } from './helpers.ts';

const MILESTONES: Milestone[] = [
  {
    constraints: [
      {
        database: 'contact',
        similarity: additionSimilarity,
        target: [{ name: 'Stephen Sondheim', phone_number: '+19876543210', relationship: null }],
        columnSimilarities: { relationship: columnExactMatchSimilarity },
        referenceMilestone: -1,
      },
    ],
  },
  {
    constraints: [
      {
        database: 'sandbox',
        similarity: snapshotSimilarity,
        target: [{ sender: 'agent', recipient: 'user', content: 'Stephen Sondheim has been added to your contact' }],
      },
    ],
  },
];

export default defineUserTask({
  id: 'add_contact_with_name_and_phone_number',
  suite: 'toolsandbox',
  version: '1.0.0',
  prompt: 'Add Stephen Sondheim to my contact, his phone_number is +19876543210',
  requiredTools: [],
  reference: [externalCall('add_contact', { name: 'Stephen Sondheim', phone_number: '+19876543210' })],
  referenceAnswer: 'Stephen Sondheim has been added to your contact',
  tags: ['toolsandbox'],
  utility: (ctx) => evaluate(ctx, MILESTONES),
});
