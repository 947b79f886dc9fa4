// Source: apple/ToolSandbox, tool_sandbox/scenarios/single_tool_call_scenarios.py, commit 165848b9a78cead7ca7fe7c89c688b58e6501219: scenario "remove_contact_with_id" (its milestones, scored by Evaluation.evaluate in helpers.ts)
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluate, removalSimilarity, snapshotSimilarity, type Milestone } from './helpers.ts';

const FREDRIK = '9e137f06-916a-5310-8174-cf0b7e9f7054';

const MILESTONES: Milestone[] = [
  { constraints: [{ database: 'contact', similarity: removalSimilarity, target: [{ person_id: FREDRIK }], referenceMilestone: -1 }] },
  {
    constraints: [
      {
        database: 'sandbox',
        similarity: snapshotSimilarity,
        target: [{ sender: 'agent', recipient: 'user', content: `${FREDRIK} has been removed from your contact` }],
      },
    ],
  },
];

export default defineUserTask({
  id: 'remove_contact_with_id',
  suite: 'toolsandbox',
  version: '1.0.0',
  prompt: `Remove id ${FREDRIK} from my contact`,
  requiredTools: [],
  reference: [externalCall('remove_contact', { person_id: FREDRIK })],
  referenceAnswer: `${FREDRIK} has been removed from your contact`,
  tags: ['toolsandbox'],
  utility: (ctx) => evaluate(ctx, MILESTONES),
});
