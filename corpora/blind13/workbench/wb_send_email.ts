// Source: WorkBench's outcome-centric check of a query (helpers.ts is_correct: src/evals/utils.py is_correct, execute_actions_and_reset_state, convert_strs_to_lowercase; the ground truth replayed by email.send_email; commit there). The query and its ground truth are ours, in the form of WorkBench's email queries
import { defineUserTask, externalCall } from 'chokepoint';
import { is_correct, type Action } from './helpers.ts';

const GROUND_TRUTH: readonly Action[] = [
  { tool: 'email.send_email', args: {"recipient": "kofi.boateng@atlas.com", "subject": "Launch checklist", "body": "The launch checklist is ready for review."} },
];

export default defineUserTask({
  id: 'wb_send_email',
  suite: 'workbench',
  version: '1.0.0',
  prompt: "Send an email to Kofi saying 'The launch checklist is ready for review.' and title it 'Launch checklist'",
  requiredTools: [],
  reference: [
    externalCall('email.send_email', {"recipient": "kofi.boateng@atlas.com", "subject": "Launch checklist", "body": "The launch checklist is ready for review."}),
  ],
  referenceAnswer: "Done.",
  tags: ["workbench", "email"],
  utility: ({ pre, post }) => is_correct(pre, post, GROUND_TRUTH),
});
