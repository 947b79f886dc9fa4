// Source: WorkBench's outcome-centric check of a query (helpers.ts is_correct: src/evals/utils.py is_correct, execute_actions_and_reset_state, convert_strs_to_lowercase; the ground truth replayed by email.reply_email; commit there). The query and its ground truth are ours, in the form of WorkBench's email queries
import { defineUserTask, externalCall } from 'chokepoint';
import { is_correct, type Action } from './helpers.ts';

const GROUND_TRUTH: readonly Action[] = [
  { tool: 'email.reply_email', args: {"email_id": "00000398", "body": "Got it, thank you!"} },
];

export default defineUserTask({
  id: 'wb_reply_email',
  suite: 'workbench',
  version: '1.0.0',
  prompt: "Reply to the latest email from Raj with 'Got it, thank you!'",
  requiredTools: [],
  reference: [
    externalCall('email.reply_email', {"email_id": "00000398", "body": "Got it, thank you!"}),
  ],
  referenceAnswer: "Done.",
  tags: ["workbench", "email"],
  utility: ({ pre, post }) => is_correct(pre, post, GROUND_TRUTH),
});
