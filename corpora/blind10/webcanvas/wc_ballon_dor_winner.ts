// Source: WebCanvas's batch evaluation of one task's key nodes (helpers.ts taskFinished: evaluate_utils.py run_task, step_evaluate and the step_score.py matchers; commits there). The task and its key nodes are ours, in the form of WebCanvas's Mind2Web-Live `evaluation` lists
import { defineUserTask, externalCall } from 'chokepoint';
import { taskFinished, type KeyNode } from './helpers.ts';

const WEBSITE = "https://www.francefootball.fr";

const EVALUATION: Omit<KeyNode, 'score'>[] = [
  { match_function: 'final_answer_exact_match', reference_answer: 'Lionel Messi' },
];

export default defineUserTask({
  id: "wc_ballon_dor_winner",
  suite: 'webcanvas',
  version: '1.0.0',
  prompt: "Who won the 2023 Ballon d'Or? Look it up on the official site.",
  requiredTools: [],
  reference: [
    externalCall('click', { id: 4 }),
    externalCall('get_final_answer', { value: 'Lionel Messi' }),
  ],
  referenceAnswer: "Lionel Messi",
  tags: ['webcanvas', 'mind2web-live'],
  utility: ({ trace }) => taskFinished(trace, EVALUATION, WEBSITE),
});
