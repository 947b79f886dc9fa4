// Source: WebCanvas's batch evaluation of one task's key nodes (helpers.ts taskFinished: evaluate_utils.py run_task, step_evaluate and the step_score.py matchers; commits there). The task and its key nodes are ours, in the form of WebCanvas's Mind2Web-Live `evaluation` lists
import { defineUserTask, externalCall } from 'chokepoint';
import { taskFinished, type KeyNode } from './helpers.ts';

const WEBSITE = "https://www.apple.com/retail/";

const EVALUATION: Omit<KeyNode, 'score'>[] = [
  { match_function: 'final_answer_included_match', reference_answer: 'yes' },
];

export default defineUserTask({
  id: "wc_store_open_sunday",
  suite: 'webcanvas',
  version: '1.0.0',
  prompt: "Is the Apple Store on Fifth Avenue open on Sundays? Answer yes or no.",
  requiredTools: [],
  reference: [
    externalCall('click', { id: 9 }),
    externalCall('get_final_answer', { value: 'yes' }),
  ],
  referenceAnswer: "yes",
  tags: ['webcanvas', 'mind2web-live'],
  utility: ({ trace }) => taskFinished(trace, EVALUATION, WEBSITE),
});
