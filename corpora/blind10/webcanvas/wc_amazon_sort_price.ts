// Source: WebCanvas's batch evaluation of one task's key nodes (helpers.ts taskFinished: evaluate_utils.py run_task, step_evaluate and the step_score.py matchers; commits there). The task and its key nodes are ours, in the form of WebCanvas's Mind2Web-Live `evaluation` lists
import { defineUserTask, externalCall } from 'chokepoint';
import { taskFinished, type KeyNode } from './helpers.ts';

const WEBSITE = "https://www.amazon.com";

const EVALUATION: Omit<KeyNode, 'score'>[] = [
  { match_function: 'url_included_match', key: '', reference_answer: 'amazon.com/s' },
  { match_function: 'element_value_exactly_match', reference_answer: 'Price: Low to High', netloc: 'amazon' },
];

export default defineUserTask({
  id: "wc_amazon_sort_price",
  suite: 'webcanvas',
  version: '1.0.0',
  prompt: "Search amazon.com for a yoga mat and sort the results by price, low to high.",
  requiredTools: [],
  reference: [
    externalCall('fill_search', { id: 2, value: 'yoga mat' }),
    externalCall('click', { id: 3 }),
    externalCall('select_option', { id: 17, value: 'Price: Low to High' }),
    externalCall('get_final_answer', { value: 'Sorted by price, low to high.' }),
  ],
  referenceAnswer: "Sorted by price, low to high.",
  tags: ['webcanvas', 'mind2web-live'],
  utility: ({ trace }) => taskFinished(trace, EVALUATION, WEBSITE),
});
