// Source: WorkBench's outcome-centric check of a query (helpers.ts is_correct: src/evals/utils.py is_correct, execute_actions_and_reset_state, convert_strs_to_lowercase; the ground truth replayed by customer_relationship_manager.delete_customer; commit there). The query and its ground truth are ours, in the form of WorkBench's crm queries
import { defineUserTask, externalCall } from 'chokepoint';
import { is_correct, type Action } from './helpers.ts';

const GROUND_TRUTH: readonly Action[] = [
  { tool: 'customer_relationship_manager.delete_customer', args: {"customer_id": "00000211"} },
];

export default defineUserTask({
  id: 'wb_delete_customer',
  suite: 'workbench',
  version: '1.0.0',
  prompt: "Delete the customer Morgan Price from the CRM",
  requiredTools: [],
  reference: [
    externalCall('customer_relationship_manager.delete_customer', {"customer_id": "00000211"}),
  ],
  referenceAnswer: "Done.",
  tags: ["workbench", "crm"],
  utility: ({ pre, post }) => is_correct(pre, post, GROUND_TRUTH),
});
