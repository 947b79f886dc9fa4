// Source: WebCanvas's batch evaluation of one task's key nodes (helpers.ts taskFinished: evaluate_utils.py run_task, step_evaluate and the step_score.py matchers; commits there). The task and its key nodes are ours, in the form of WebCanvas's Mind2Web-Live `evaluation` lists
import { defineUserTask, externalCall } from 'chokepoint';
import { taskFinished, type KeyNode } from './helpers.ts';

const WEBSITE = "https://www.imdb.com";

const EVALUATION: Omit<KeyNode, 'score'>[] = [
  { match_function: 'url_included_match', key: '', reference_answer: 'imdb.com/title/tt0111161' },
  { match_function: 'cache_data_exact_match', reference_answer: '9.3' },
];

export default defineUserTask({
  id: "wc_imdb_rating_cache",
  suite: 'webcanvas',
  version: '1.0.0',
  prompt: "Find the IMDb rating of The Shawshank Redemption and note it.",
  requiredTools: [],
  reference: [
    externalCall('fill_search', { id: 2, value: 'The Shawshank Redemption' }),
    externalCall('click', { id: 14 }),
    externalCall('cache_data', { value: '9.3' }),
    externalCall('get_final_answer', { value: '9.3' }),
  ],
  referenceAnswer: "9.3",
  tags: ['webcanvas', 'mind2web-live'],
  utility: ({ trace }) => taskFinished(trace, EVALUATION, WEBSITE),
});
