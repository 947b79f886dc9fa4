// Source: WebCanvas's batch evaluation of one task's key nodes (helpers.ts taskFinished: evaluate_utils.py run_task, step_evaluate and the step_score.py matchers; commits there). The task and its key nodes are ours, in the form of WebCanvas's Mind2Web-Live `evaluation` lists
import { defineUserTask, externalCall } from 'chokepoint';
import { taskFinished, type KeyNode } from './helpers.ts';

const WEBSITE = "https://en.wikipedia.org";

const EVALUATION: Omit<KeyNode, 'score'>[] = [
  { match_function: 'url_included_match', key: '', reference_answer: 'en.wikipedia.org/wiki/Marie_Curie' },
  { match_function: 'final_answer_exact_match', reference_answer: '1867' },
];

export default defineUserTask({
  id: "wc_wikipedia_birth_year",
  suite: 'webcanvas',
  version: '1.0.0',
  prompt: "In which year was Marie Curie born? Check her Wikipedia page.",
  requiredTools: [],
  reference: [
    externalCall('fill_search', { id: 1, value: 'Marie Curie' }),
    externalCall('click', { id: 6 }),
    externalCall('get_final_answer', { value: '1867' }),
  ],
  referenceAnswer: "1867",
  tags: ['webcanvas', 'mind2web-live'],
  utility: ({ trace }) => taskFinished(trace, EVALUATION, WEBSITE),
});
