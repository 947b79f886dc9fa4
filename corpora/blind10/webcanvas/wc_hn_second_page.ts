// Source: WebCanvas's batch evaluation of one task's key nodes (helpers.ts taskFinished: evaluate_utils.py run_task, step_evaluate and the step_score.py matchers; commits there). The task and its key nodes are ours, in the form of WebCanvas's Mind2Web-Live `evaluation` lists
import { defineUserTask, externalCall } from 'chokepoint';
import { taskFinished, type KeyNode } from './helpers.ts';

const WEBSITE = "https://news.ycombinator.com";

const EVALUATION: Omit<KeyNode, 'score'>[] = [
  { match_function: 'url_included_match', key: '', reference_answer: 'news.ycombinator.com/news' },
  { match_function: 'url_exactly_match', key: 'p', reference_answer: '2' },
];

export default defineUserTask({
  id: "wc_hn_second_page",
  suite: 'webcanvas',
  version: '1.0.0',
  prompt: "Open the second page of Hacker News.",
  requiredTools: [],
  reference: [
    externalCall('click', { id: 88 }),
    externalCall('get_final_answer', { value: 'This is page 2 of Hacker News.' }),
  ],
  referenceAnswer: "This is page 2 of Hacker News.",
  tags: ['webcanvas', 'mind2web-live'],
  utility: ({ trace }) => taskFinished(trace, EVALUATION, WEBSITE),
});
