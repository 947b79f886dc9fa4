// Source: WebCanvas's batch evaluation of one task's key nodes (helpers.ts taskFinished: evaluate_utils.py run_task, step_evaluate and the step_score.py matchers; commits there). The task and its key nodes are ours, in the form of WebCanvas's Mind2Web-Live `evaluation` lists
import { defineUserTask, externalCall } from 'chokepoint';
import { taskFinished, type KeyNode } from './helpers.ts';

const WEBSITE = "https://github.com";

const EVALUATION: Omit<KeyNode, 'score'>[] = [
  { match_function: 'url_exactly_match', key: '', reference_answer: 'https://github.com/pallets/flask/issues' },
];

export default defineUserTask({
  id: "wc_github_flask_issues",
  suite: 'webcanvas',
  version: '1.0.0',
  prompt: "Go to the issues page of the pallets/flask repository on GitHub.",
  requiredTools: [],
  reference: [
    externalCall('goto', { value: 'https://github.com/pallets/flask' }),
    externalCall('click', { id: 18 }),
    externalCall('get_final_answer', { value: 'Opened the issues page.' }),
  ],
  referenceAnswer: "Opened the issues page.",
  tags: ['webcanvas', 'mind2web-live'],
  utility: ({ trace }) => taskFinished(trace, EVALUATION, WEBSITE),
});
