// Source: WorkBench's outcome-centric check of a query (helpers.ts is_correct: src/evals/utils.py is_correct, execute_actions_and_reset_state, convert_strs_to_lowercase; the ground truth replayed by analytics.create_plot; commit there). The query and its ground truth are ours, in the form of WorkBench's analytics queries
import { defineUserTask, externalCall } from 'chokepoint';
import { is_correct, type Action } from './helpers.ts';

const GROUND_TRUTH: readonly Action[] = [
  { tool: 'analytics.create_plot', args: {"time_min": "2023-11-21", "time_max": "2023-11-29", "value_to_plot": "total_visits", "plot_type": "bar"} },
];

export default defineUserTask({
  id: 'wb_plot_visits',
  suite: 'workbench',
  version: '1.0.0',
  prompt: "Make a bar chart of total visits since November 21",
  requiredTools: [],
  reference: [
    externalCall('analytics.create_plot', {"time_min": "2023-11-21", "time_max": "2023-11-29", "value_to_plot": "total_visits", "plot_type": "bar"}),
  ],
  referenceAnswer: "Done.",
  tags: ["workbench", "analytics"],
  utility: ({ pre, post }) => is_correct(pre, post, GROUND_TRUTH),
});
