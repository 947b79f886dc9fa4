// Source: WebCanvas's batch evaluation of one task's key nodes (helpers.ts taskFinished: evaluate_utils.py run_task, step_evaluate and the step_score.py matchers; commits there). The task and its key nodes are ours, in the form of WebCanvas's Mind2Web-Live `evaluation` lists
import { defineUserTask, externalCall } from 'chokepoint';
import { taskFinished, type KeyNode } from './helpers.ts';

const WEBSITE = "https://www.kayak.com/cars";

const EVALUATION: Omit<KeyNode, 'score'>[] = [
  { match_function: 'element_value_included_match', reference_answer: 'SFO', netloc: 'kayak', path: '#pickup-location' },
  { match_function: 'element_value_included_match', reference_answer: 'San Francisco', netloc: 'kayak', path: '#pickup-location-display' },
];

export default defineUserTask({
  id: "wc_two_path_fields",
  suite: 'webcanvas',
  version: '1.0.0',
  prompt: "On kayak.com, search for cars to rent at SFO.",
  requiredTools: [],
  reference: [
    externalCall('fill_form', { id: 8, value: 'SFO' }),
    externalCall('click', { id: 9 }),
    externalCall('click', { id: 30 }),
  ],
  referenceAnswer: "",
  tags: ['webcanvas', 'mind2web-live'],
  utility: ({ trace }) => taskFinished(trace, EVALUATION, WEBSITE),
});
