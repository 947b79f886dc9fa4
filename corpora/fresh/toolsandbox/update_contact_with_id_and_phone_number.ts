// Source: apple/ToolSandbox, tool_sandbox/scenarios/single_tool_call_scenarios.py, commit 165848b9a78cead7ca7fe7c89c688b58e6501219: scenario "update_contact_with_id_and_phone_number" (its milestones, scored by Evaluation.evaluate in helpers.ts)
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluate, snapshotSimilarity, updateSimilarity, type Milestone } from './helpers.ts';

const FREDRIK = '9e137f06-916a-5310-8174-cf0b7e9f7054';

const MILESTONES: Milestone[] = [
  {
    constraints: [
      {
        database: 'contact',
        similarity: updateSimilarity,
        target: [{ person_id: FREDRIK, name: 'Fredrik Thordendal', phone_number: '+19876543210', relationship: 'friend', is_self: 0 }],
        referenceMilestone: -1,
      },
    ],
  },
  {
    constraints: [
      {
        database: 'sandbox',
        similarity: snapshotSimilarity,
        target: [{ sender: 'agent', recipient: 'user', content: `${FREDRIK}'s  phone number have been updated to +19876543210` }],
      },
    ],
  },
];

export default defineUserTask({
  id: 'update_contact_with_id_and_phone_number',
  suite: 'toolsandbox',
  version: '1.0.0',
  prompt: `Update phone number of the person with id ${FREDRIK}  to +19876543210`,
  requiredTools: [],
  reference: [externalCall('modify_contact', { person_id: FREDRIK, phone_number: '+19876543210' })],
  referenceAnswer: `${FREDRIK}'s  phone number have been updated to +19876543210`,
  tags: ['toolsandbox'],
  utility: (ctx) => evaluate(ctx, MILESTONES),
});
