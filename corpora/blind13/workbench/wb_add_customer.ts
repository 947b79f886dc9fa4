// Source: WorkBench's outcome-centric check of a query (helpers.ts is_correct: src/evals/utils.py is_correct, execute_actions_and_reset_state, convert_strs_to_lowercase; the ground truth replayed by customer_relationship_manager.add_customer; commit there). The query and its ground truth are ours, in the form of WorkBench's crm queries
import { defineUserTask, externalCall } from 'chokepoint';
import { is_correct, type Action } from './helpers.ts';

const GROUND_TRUTH: readonly Action[] = [
  { tool: 'customer_relationship_manager.add_customer', args: {"customer_name": "Jordan Lee", "assigned_to_email": "lena.schmidt@atlas.com", "status": "Lead", "customer_email": "jordan.lee@brightpath.test", "product_interest": "Training"} },
];

export default defineUserTask({
  id: 'wb_add_customer',
  suite: 'workbench',
  version: '1.0.0',
  prompt: "Add Jordan Lee (jordan.lee@brightpath.test) as a new lead interested in Training, assigned to Lena",
  requiredTools: [],
  reference: [
    externalCall('customer_relationship_manager.add_customer', {"customer_name": "Jordan Lee", "assigned_to_email": "lena.schmidt@atlas.com", "status": "Lead", "customer_email": "jordan.lee@brightpath.test", "product_interest": "Training"}),
  ],
  referenceAnswer: "Done.",
  tags: ["workbench", "crm"],
  utility: ({ pre, post }) => is_correct(pre, post, GROUND_TRUTH),
});
