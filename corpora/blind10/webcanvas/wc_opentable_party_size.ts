// Source: WebCanvas's batch evaluation of one task's key nodes (helpers.ts taskFinished: evaluate_utils.py run_task, step_evaluate and the step_score.py matchers; commits there). The task and its key nodes are ours, in the form of WebCanvas's Mind2Web-Live `evaluation` lists
import { defineUserTask, externalCall } from 'chokepoint';
import { taskFinished, type KeyNode } from './helpers.ts';

const WEBSITE = "https://www.opentable.com";

const EVALUATION: Omit<KeyNode, 'score'>[] = [
  { match_function: 'element_value_included_match', reference_answer: '2', netloc: 'opentable' },
  { match_function: 'url_included_match', key: '', reference_answer: 'opentable.com/r/nopa' },
];

export default defineUserTask({
  id: "wc_opentable_party_size",
  suite: 'webcanvas',
  version: '1.0.0',
  prompt: "Book a table for 2 at Nopa on OpenTable for Friday at 7pm.",
  requiredTools: [],
  reference: [
    externalCall('goto', { value: 'https://www.opentable.com/r/nopa-san-francisco' }),
    externalCall('select_option', { id: 21, value: '2 people' }),
    externalCall('click', { id: 40 }),
    externalCall('get_final_answer', { value: 'Table for 2 at Nopa on Friday at 7pm.' }),
  ],
  referenceAnswer: "Table for 2 at Nopa on Friday at 7pm.",
  tags: ['webcanvas', 'mind2web-live'],
  utility: ({ trace }) => taskFinished(trace, EVALUATION, WEBSITE),
});
