// Source: WorkBench's outcome-centric check of a query (helpers.ts is_correct: src/evals/utils.py is_correct, execute_actions_and_reset_state, convert_strs_to_lowercase; the ground truth replayed by customer_relationship_manager.update_customer, email.send_email; commit there). The query and its ground truth are ours, in the form of WorkBench's crm and email queries
import { defineUserTask, externalCall } from 'chokepoint';
import { is_correct, type Action } from './helpers.ts';

const GROUND_TRUTH: readonly Action[] = [
  { tool: 'customer_relationship_manager.update_customer', args: {"customer_id": "00000204", "field": "follow_up_by", "new_value": "2023-12-15"} },
  { tool: 'email.send_email', args: {"recipient": "riley.brown@cobalt.test", "subject": "Next steps", "body": "I will follow up with you on December 15."} },
];

export default defineUserTask({
  id: 'wb_followup_and_email',
  suite: 'workbench',
  version: '1.0.0',
  prompt: "Set Riley Brown's follow-up date to December 15 and email Riley at riley.brown@cobalt.test with the subject 'Next steps' saying 'I will follow up with you on December 15.'",
  requiredTools: [],
  reference: [
    externalCall('customer_relationship_manager.update_customer', {"customer_id": "00000204", "field": "follow_up_by", "new_value": "2023-12-15"}),
    externalCall('email.send_email', {"recipient": "riley.brown@cobalt.test", "subject": "Next steps", "body": "I will follow up with you on December 15."}),
  ],
  referenceAnswer: "Done.",
  tags: ["workbench", "crm", "email"],
  utility: ({ pre, post }) => is_correct(pre, post, GROUND_TRUTH),
});
