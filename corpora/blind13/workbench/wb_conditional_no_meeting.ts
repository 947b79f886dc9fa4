// Source: WorkBench's outcome-centric check of a query (helpers.ts is_correct: src/evals/utils.py is_correct, execute_actions_and_reset_state, convert_strs_to_lowercase; the ground truth replayed by no action; commit there). The query and its ground truth are ours, in the form of WorkBench's crm and calendar queries
import { defineUserTask } from 'chokepoint';
import { is_correct, type Action } from './helpers.ts';

const GROUND_TRUTH: readonly Action[] = [];

export default defineUserTask({
  id: 'wb_conditional_no_meeting',
  suite: 'workbench',
  version: '1.0.0',
  prompt: "If we haven't spoken to Jessie Thomas in the past fortnight, book a 30-minute meeting with whoever is assigned to them called 'Update on Jessie Thomas' at the first time I'm free tomorrow",
  requiredTools: [],
  reference: [],
  referenceAnswer: "You spoke to Jessie Thomas within the past fortnight, so no meeting was booked.",
  tags: ["workbench", "crm", "calendar"],
  utility: ({ pre, post }) => is_correct(pre, post, GROUND_TRUTH),
});
