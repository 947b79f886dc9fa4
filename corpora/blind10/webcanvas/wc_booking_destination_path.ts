// Source: WebCanvas's batch evaluation of one task's key nodes (helpers.ts taskFinished: evaluate_utils.py run_task, step_evaluate and the step_score.py matchers; commits there). The task and its key nodes are ours, in the form of WebCanvas's Mind2Web-Live `evaluation` lists
import { defineUserTask, externalCall } from 'chokepoint';
import { taskFinished, type KeyNode } from './helpers.ts';

const WEBSITE = "https://www.booking.com";

const EVALUATION: Omit<KeyNode, 'score'>[] = [
  { match_function: 'element_value_exactly_match', reference_answer: 'Lisbon', netloc: 'booking', path: 'input[name="ss"]' },
  { match_function: 'url_included_match', key: '', reference_answer: 'booking.com/searchresults' },
];

export default defineUserTask({
  id: "wc_booking_destination_path",
  suite: 'webcanvas',
  version: '1.0.0',
  prompt: "On booking.com, search for hotels in Lisbon.",
  requiredTools: [],
  reference: [
    externalCall('fill_form', { id: 7, value: 'Lisbon' }),
    externalCall('click', { id: 11 }),
    externalCall('get_final_answer', { value: 'Showing hotels in Lisbon.' }),
  ],
  referenceAnswer: "Showing hotels in Lisbon.",
  tags: ['webcanvas', 'mind2web-live'],
  utility: ({ trace }) => taskFinished(trace, EVALUATION, WEBSITE),
});
