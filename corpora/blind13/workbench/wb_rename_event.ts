// Source: WorkBench's outcome-centric check of a query (helpers.ts is_correct: src/evals/utils.py is_correct, execute_actions_and_reset_state, convert_strs_to_lowercase; the ground truth replayed by calendar.update_event; commit there). The query and its ground truth are ours, in the form of WorkBench's calendar queries
import { defineUserTask, externalCall } from 'chokepoint';
import { is_correct, type Action } from './helpers.ts';

const GROUND_TRUTH: readonly Action[] = [
  { tool: 'calendar.update_event', args: {"event_id": "00000077", "field": "event_name", "new_value": "Quarterly planning"} },
];

export default defineUserTask({
  id: 'wb_rename_event',
  suite: 'workbench',
  version: '1.0.0',
  prompt: "Rename my next meeting with Lena to 'Quarterly planning'",
  requiredTools: [],
  reference: [
    externalCall('calendar.update_event', {"event_id": "00000077", "field": "event_name", "new_value": "Quarterly planning"}),
  ],
  referenceAnswer: "Done.",
  tags: ["workbench", "calendar"],
  utility: ({ pre, post }) => is_correct(pre, post, GROUND_TRUTH),
});
