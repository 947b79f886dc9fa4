// Source: WorkBench's outcome-centric check of a query (helpers.ts is_correct: src/evals/utils.py is_correct, execute_actions_and_reset_state, convert_strs_to_lowercase; the ground truth replayed by calendar.create_event; commit there). The query and its ground truth are ours, in the form of WorkBench's calendar queries
import { defineUserTask, externalCall } from 'chokepoint';
import { is_correct, type Action } from './helpers.ts';

const GROUND_TRUTH: readonly Action[] = [
  { tool: 'calendar.create_event', args: {"event_name": "Design review", "participant_email": "nadia.moreau@atlas.com", "event_start": "2023-12-01 10:00:00", "duration": "30"} },
  { tool: 'calendar.create_event', args: {"event_name": "Budget check", "participant_email": "carlos.rodriguez@atlas.com", "event_start": "2023-12-01 14:00:00", "duration": "30"} },
];

export default defineUserTask({
  id: 'wb_schedule_two_meetings',
  suite: 'workbench',
  version: '1.0.0',
  prompt: "Book two 30-minute meetings tomorrow, 'Design review' with Nadia at 10am and 'Budget check' with Carlos at 2pm",
  requiredTools: [],
  reference: [
    externalCall('calendar.create_event', {"event_name": "Design review", "participant_email": "nadia.moreau@atlas.com", "event_start": "2023-12-01 10:00:00", "duration": "30"}),
    externalCall('calendar.create_event', {"event_name": "Budget check", "participant_email": "carlos.rodriguez@atlas.com", "event_start": "2023-12-01 14:00:00", "duration": "30"}),
  ],
  referenceAnswer: "Done.",
  tags: ["workbench", "calendar"],
  utility: ({ pre, post }) => is_correct(pre, post, GROUND_TRUTH),
});
