// Source: WorkBench's outcome-centric check of a query (helpers.ts is_correct: src/evals/utils.py is_correct, execute_actions_and_reset_state, convert_strs_to_lowercase; the ground truth replayed by email.forward_email; commit there). The query and its ground truth are ours, in the form of WorkBench's email queries
import { defineUserTask, externalCall } from 'chokepoint';
import { is_correct, type Action } from './helpers.ts';

const GROUND_TRUTH: readonly Action[] = [
  { tool: 'email.forward_email', args: {"email_id": "00000373", "recipient": "leila.azizi@atlas.com"} },
];

export default defineUserTask({
  id: 'wb_forward_email',
  suite: 'workbench',
  version: '1.0.0',
  prompt: "Forward my most recent email from Santiago to Leila",
  requiredTools: [],
  reference: [
    externalCall('email.forward_email', {"email_id": "00000373", "recipient": "leila.azizi@atlas.com"}),
  ],
  referenceAnswer: "Done.",
  tags: ["workbench", "email"],
  utility: ({ pre, post }) => is_correct(pre, post, GROUND_TRUTH),
});
