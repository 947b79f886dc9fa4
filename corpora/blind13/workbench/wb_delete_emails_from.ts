// Source: WorkBench's outcome-centric check of a query (helpers.ts is_correct: src/evals/utils.py is_correct, execute_actions_and_reset_state, convert_strs_to_lowercase; the ground truth replayed by email.delete_email; commit there). The query and its ground truth are ours, in the form of WorkBench's email queries
import { defineUserTask, externalCall } from 'chokepoint';
import { is_correct, type Action } from './helpers.ts';

const GROUND_TRUTH: readonly Action[] = [
  { tool: 'email.delete_email', args: {"email_id": "00000391"} },
  { tool: 'email.delete_email', args: {"email_id": "00000402"} },
  { tool: 'email.delete_email', args: {"email_id": "00000410"} },
];

export default defineUserTask({
  id: 'wb_delete_emails_from',
  suite: 'workbench',
  version: '1.0.0',
  prompt: "Delete all my emails from Fatima from the last 5 days",
  requiredTools: [],
  reference: [
    externalCall('email.delete_email', {"email_id": "00000391"}),
    externalCall('email.delete_email', {"email_id": "00000402"}),
    externalCall('email.delete_email', {"email_id": "00000410"}),
  ],
  referenceAnswer: "Done.",
  tags: ["workbench", "email"],
  utility: ({ pre, post }) => is_correct(pre, post, GROUND_TRUTH),
});
