// Source: WebCanvas's batch evaluation of one task's key nodes (helpers.ts taskFinished: evaluate_utils.py run_task, step_evaluate and the step_score.py matchers; commits there). The task and its key nodes are ours, in the form of WebCanvas's Mind2Web-Live `evaluation` lists
import { defineUserTask, externalCall } from 'chokepoint';
import { taskFinished, type KeyNode } from './helpers.ts';

const WEBSITE = "https://www.bestbuy.com";

const EVALUATION: Omit<KeyNode, 'score'>[] = [
  { match_function: 'url_exactly_match', key: 'st', reference_answer: 'wireless earbuds' },
];

export default defineUserTask({
  id: "wc_search_query_param",
  suite: 'webcanvas',
  version: '1.0.0',
  prompt: "Search for wireless earbuds on bestbuy.com.",
  requiredTools: [],
  reference: [
    externalCall('fill_search', { id: 3, value: 'wireless earbuds' }),
    externalCall('click', { id: 5 }),
    externalCall('get_final_answer', { value: 'Search results for wireless earbuds.' }),
  ],
  referenceAnswer: "Search results for wireless earbuds.",
  tags: ['webcanvas', 'mind2web-live'],
  utility: ({ trace }) => taskFinished(trace, EVALUATION, WEBSITE),
});
