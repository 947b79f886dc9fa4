// Source: WebCanvas's batch evaluation of one task's key nodes (helpers.ts taskFinished: evaluate_utils.py run_task, step_evaluate and the step_score.py matchers; commits there). The task and its key nodes are ours, in the form of WebCanvas's Mind2Web-Live `evaluation` lists
import { defineUserTask, externalCall } from 'chokepoint';
import { taskFinished, type KeyNode } from './helpers.ts';

const WEBSITE = "https://www.allrecipes.com";

const EVALUATION: Omit<KeyNode, 'score'>[] = [
  { match_function: 'url_included_match', key: '', reference_answer: 'allrecipes.com/recipe/' },
  { match_function: 'final_answer_included_match', reference_answer: '12' },
];

export default defineUserTask({
  id: "wc_allrecipes_servings",
  suite: 'webcanvas',
  version: '1.0.0',
  prompt: "Open the Classic Lasagna recipe on allrecipes.com and tell me how many servings it makes.",
  requiredTools: [],
  reference: [
    externalCall('fill_search', { id: 4, value: 'classic lasagna' }),
    externalCall('click', { id: 22 }),
    externalCall('get_final_answer', { value: '12' }),
  ],
  referenceAnswer: "12",
  tags: ['webcanvas', 'mind2web-live'],
  utility: ({ trace }) => taskFinished(trace, EVALUATION, WEBSITE),
});
