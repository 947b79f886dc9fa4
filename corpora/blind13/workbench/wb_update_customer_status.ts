// Source: WorkBench's outcome-centric check of a query (helpers.ts is_correct: src/evals/utils.py is_correct, execute_actions_and_reset_state, convert_strs_to_lowercase; the ground truth replayed by customer_relationship_manager.update_customer; commit there). The query and its ground truth are ours, in the form of WorkBench's crm queries
import { defineUserTask, externalCall } from 'chokepoint';
import { is_correct, type Action } from './helpers.ts';

const GROUND_TRUTH: readonly Action[] = [
  { tool: 'customer_relationship_manager.update_customer', args: {"customer_id": "00000189", "field": "status", "new_value": "Won"} },
];

export default defineUserTask({
  id: 'wb_update_customer_status',
  suite: 'workbench',
  version: '1.0.0',
  prompt: "Taylor Jackson signed the contract, mark them as Won",
  requiredTools: [],
  reference: [
    externalCall('customer_relationship_manager.update_customer', {"customer_id": "00000189", "field": "status", "new_value": "Won"}),
  ],
  referenceAnswer: "Done.",
  tags: ["workbench", "crm"],
  utility: ({ pre, post }) => is_correct(pre, post, GROUND_TRUTH),
});
