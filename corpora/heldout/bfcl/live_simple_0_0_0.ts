// Source: ShishirPatil/gorilla, berkeley-function-call-leaderboard/bfcl_eval/data/BFCL_v4_live_simple.json and possible_answer/BFCL_v4_live_simple.json task live_simple_0-0-0, judged by bfcl_eval/eval_checker/ast_eval/ast_checker.py ast_checker (simple: one call, simple_function_checker), commit 6ea57973c7a6097fd7c5915698c54c17c5b1b6c8
import { defineUserTask, externalCall } from 'chokepoint';
import { simpleFunctionChecker, type FunctionDescription, type PossibleAnswer } from './helpers.ts';

const FUNCTIONS: readonly FunctionDescription[] = [
  { name: 'get_user_info', parameters: { properties: { user_id: { type: 'integer' }, special: { type: 'string' } }, required: ['user_id'] } },
];

const POSSIBLE_ANSWER: readonly PossibleAnswer[] = [
  { get_user_info: { user_id: [7890], special: ['black'] } },
];

export default defineUserTask({
  id: 'live_simple_0_0_0',
  suite: 'bfcl',
  version: '1.0.0',
  prompt: 'Can you retrieve the details for the user with the ID 7890, who has black as their special request?',
  requiredTools: [],
  referenceAnswer: '',
  reference: [
    externalCall('get_user_info', { user_id: 7890, special: 'black' }),
  ],
  utility: ({ trace }) => {
    if (trace.length !== 1) return false;
    return simpleFunctionChecker(FUNCTIONS[0], trace[0], POSSIBLE_ANSWER[0]);
  },
});
