// Source: WorkBench's outcome-centric check of a query (helpers.ts is_correct: src/evals/utils.py is_correct, execute_actions_and_reset_state, convert_strs_to_lowercase; the ground truth replayed by analytics.create_plot; commit there). The query and its ground truth are ours, in the form of WorkBench's analytics queries
import { defineUserTask, externalCall } from 'chokepoint';
import { is_correct, type Action } from './helpers.ts';

const GROUND_TRUTH: readonly Action[] = [
  { tool: 'analytics.create_plot', args: {"time_min": "2023-11-24", "time_max": "2023-11-29", "value_to_plot": "session_duration_seconds", "plot_type": "line"} },
  { tool: 'analytics.create_plot', args: {"time_min": "2023-11-24", "time_max": "2023-11-29", "value_to_plot": "user_engaged", "plot_type": "line"} },
];

export default defineUserTask({
  id: 'wb_plot_two_metrics',
  suite: 'workbench',
  version: '1.0.0',
  prompt: "Make line plots of the average session duration and of engaged users since November 24",
  requiredTools: [],
  reference: [
    externalCall('analytics.create_plot', {"time_min": "2023-11-24", "time_max": "2023-11-29", "value_to_plot": "session_duration_seconds", "plot_type": "line"}),
    externalCall('analytics.create_plot', {"time_min": "2023-11-24", "time_max": "2023-11-29", "value_to_plot": "user_engaged", "plot_type": "line"}),
  ],
  referenceAnswer: "Done.",
  tags: ["workbench", "analytics"],
  utility: ({ pre, post }) => is_correct(pre, post, GROUND_TRUTH),
});
