// Source: apple/ToolSandbox, tool_sandbox/scenarios/multiple_tool_call_scenarios.py, commit 165848b9a78cead7ca7fe7c89c688b58e6501219: scenario "remove_contact_by_phone" (its milestones, scored by Evaluation.evaluate in helpers.ts)
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluate, removalSimilarity, snapshotSimilarity, type Milestone } from './helpers.ts';

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
            tool_trace: JSON.stringify({ tool_name: 'search_contacts', arguments: { phone_number: '+12453344098' } }),
          },
        ],
      },
    ],
  },
  {
    constraints: [
      {
        database: 'contact',
        similarity: removalSimilarity,
        target: [{ person_id: '9e137f06-916a-5310-8174-cf0b7e9f7054' }],
        referenceMilestone: 0,
      },
    ],
  },
  {
    constraints: [
      {
        database: 'sandbox',
        similarity: snapshotSimilarity,
        target: [{ sender: 'agent', recipient: 'user', content: 'Phone number +12453344098 has been removed from your contact' }],
      },
    ],
  },
];

export default defineUserTask({
  id: 'remove_contact_by_phone',
  suite: 'toolsandbox',
  version: '1.0.0',
  prompt: 'Remove phone number +12453344098 from my contact',
  requiredTools: [],
  reference: [externalCall('search_contacts', { phone_number: '+12453344098' }), externalCall('remove_contact', { person_id: '9e137f06-916a-5310-8174-cf0b7e9f7054' })],
  referenceAnswer: 'Phone number +12453344098 has been removed from your contact',
  tags: ['toolsandbox'],
  utility: (ctx) => evaluate(ctx, MILESTONES),
});
