// Source: WorkBench's outcome-centric check of a query (helpers.ts is_correct: src/evals/utils.py is_correct, execute_actions_and_reset_state, convert_strs_to_lowercase; the ground truth replayed by project_management.update_task; commit there). The query and its ground truth are ours, in the form of WorkBench's project_management queries
import { defineUserTask, externalCall } from 'chokepoint';
import { is_correct, type Action } from './helpers.ts';

const GROUND_TRUTH: readonly Action[] = [
  { tool: 'project_management.update_task', args: {"task_id": "00000149", "field": "assigned_to_email", "new_value": "yuki.tanaka@atlas.com"} },
];

export default defineUserTask({
  id: 'wb_reassign_task',
  suite: 'workbench',
  version: '1.0.0',
  prompt: "Give Yuki the task 'Add animation to carousel'",
  requiredTools: [],
  reference: [
    externalCall('project_management.update_task', {"task_id": "00000149", "field": "assigned_to_email", "new_value": "yuki.tanaka@atlas.com"}),
  ],
  referenceAnswer: "Done.",
  tags: ["workbench", "project_management"],
  utility: ({ pre, post }) => is_correct(pre, post, GROUND_TRUTH),
});
