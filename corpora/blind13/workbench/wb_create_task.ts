// Source: WorkBench's outcome-centric check of a query (helpers.ts is_correct: src/evals/utils.py is_correct, execute_actions_and_reset_state, convert_strs_to_lowercase; the ground truth replayed by project_management.create_task; commit there). The query and its ground truth are ours, in the form of WorkBench's project_management queries
import { defineUserTask, externalCall } from 'chokepoint';
import { is_correct, type Action } from './helpers.ts';

const GROUND_TRUTH: readonly Action[] = [
  { tool: 'project_management.create_task', args: {"task_name": "Fix login redirect", "assigned_to_email": "leila.azizi@atlas.com", "list_name": "Backlog", "due_date": "2023-12-08", "board": "Front end"} },
];

export default defineUserTask({
  id: 'wb_create_task',
  suite: 'workbench',
  version: '1.0.0',
  prompt: "Create a task called 'Fix login redirect' for Leila on the Front end board, in the Backlog list, due December 8",
  requiredTools: [],
  reference: [
    externalCall('project_management.create_task', {"task_name": "Fix login redirect", "assigned_to_email": "leila.azizi@atlas.com", "list_name": "Backlog", "due_date": "2023-12-08", "board": "Front end"}),
  ],
  referenceAnswer: "Done.",
  tags: ["workbench", "project_management"],
  utility: ({ pre, post }) => is_correct(pre, post, GROUND_TRUTH),
});
