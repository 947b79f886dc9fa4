// Source: WebCanvas's batch evaluation of one task's key nodes (helpers.ts taskFinished: evaluate_utils.py run_task, step_evaluate and the step_score.py matchers; commits there). The task and its key nodes are ours, in the form of WebCanvas's Mind2Web-Live `evaluation` lists
import { defineUserTask, externalCall } from 'chokepoint';
import { taskFinished, type KeyNode } from './helpers.ts';

const WEBSITE = "https://www.united.com/en/us";

const EVALUATION: Omit<KeyNode, 'score'>[] = [
  { match_function: 'url_included_match', key: '', reference_answer: 'united.com/en/us/fsr/choose-flights' },
  { match_function: 'element_value_exactly_match', reference_answer: 'Boston', netloc: 'united' },
  { match_function: 'element_value_exactly_match', reference_answer: 'Denver', netloc: 'united' },
];

export default defineUserTask({
  id: "wc_united_flight_search",
  suite: 'webcanvas',
  version: '1.0.0',
  prompt: "Search for one-way flights from Boston to Denver on united.com.",
  requiredTools: [],
  reference: [
    externalCall('fill_form', { id: 12, value: 'Boston' }),
    externalCall('fill_form', { id: 15, value: 'Denver' }),
    externalCall('click', { id: 31 }),
    externalCall('get_final_answer', { value: 'Showing one-way flights from Boston to Denver.' }),
  ],
  referenceAnswer: "Showing one-way flights from Boston to Denver.",
  tags: ['webcanvas', 'mind2web-live'],
  utility: ({ trace }) => taskFinished(trace, EVALUATION, WEBSITE),
});
