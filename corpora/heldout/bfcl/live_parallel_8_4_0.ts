// Source: ShishirPatil/gorilla, berkeley-function-call-leaderboard/bfcl_eval/data/BFCL_v4_live_parallel.json and possible_answer/BFCL_v4_live_parallel.json task live_parallel_8-4-0, judged by bfcl_eval/eval_checker/ast_eval/ast_checker.py ast_checker (parallel: parallel_function_checker_no_order), commit 6ea57973c7a6097fd7c5915698c54c17c5b1b6c8
import { defineUserTask, externalCall } from 'chokepoint';
import { parallelFunctionCheckerNoOrder, type FunctionDescription, type PossibleAnswer } from './helpers.ts';

const FUNCTIONS: readonly FunctionDescription[] = [
  { name: 'todo', parameters: { properties: { type: { type: 'string' }, content: { type: 'string' } }, required: ['type', 'content'] } },
];

const POSSIBLE_ANSWER: readonly PossibleAnswer[] = [
  { todo: { type: ['add'], content: ['Machine Learning Study Session'] } },
  { todo: { type: ['delete'], content: ['todo random'] } },
];

export default defineUserTask({
  id: 'live_parallel_8_4_0',
  suite: 'bfcl',
  version: '1.0.0',
  prompt: 'Hi there! Could you please help me manage my tasks? I need to add a task called \'Machine Learning Study Session\'. Also, I have completed one of my tasks named \'todo random\', and I would like to delete it from my list.',
  requiredTools: [],
  referenceAnswer: '',
  reference: [
    externalCall('todo', { type: 'add', content: 'Machine Learning Study Session' }),
    externalCall('todo', { type: 'delete', content: 'todo random' }),
  ],
  utility: ({ trace }) => parallelFunctionCheckerNoOrder(FUNCTIONS, trace, POSSIBLE_ANSWER),
});
