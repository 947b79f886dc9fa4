// Source: WebCanvas's batch evaluation of one task's key nodes (helpers.ts taskFinished: evaluate_utils.py run_task, step_evaluate and the step_score.py matchers; commits there). The task and its key nodes are ours, in the form of WebCanvas's Mind2Web-Live `evaluation` lists
import { defineUserTask, externalCall } from 'chokepoint';
import { taskFinished, type KeyNode } from './helpers.ts';

const WEBSITE = "https://www.apple.com";

const EVALUATION: Omit<KeyNode, 'score'>[] = [
  { match_function: 'cache_data_included_match', reference_answer: '$1,099' },
];

export default defineUserTask({
  id: "wc_laptop_price_cache",
  suite: 'webcanvas',
  version: '1.0.0',
  prompt: "Find the price of the MacBook Air 13-inch M3 (8GB, 256GB) on apple.com and note it.",
  requiredTools: [],
  reference: [
    externalCall('click', { id: 12 }),
    externalCall('cache_data', { value: 'MacBook Air 13-inch M3: $1,099' }),
    externalCall('get_final_answer', { value: '$1,099' }),
  ],
  referenceAnswer: "$1,099",
  tags: ['webcanvas', 'mind2web-live'],
  utility: ({ trace }) => taskFinished(trace, EVALUATION, WEBSITE),
});
