// Source: ShishirPatil/gorilla, berkeley-function-call-leaderboard/bfcl_eval/data/BFCL_v4_parallel.json and possible_answer/BFCL_v4_parallel.json task parallel_142, judged by bfcl_eval/eval_checker/ast_eval/ast_checker.py ast_checker (parallel: parallel_function_checker_no_order), commit 6ea57973c7a6097fd7c5915698c54c17c5b1b6c8
import { defineUserTask, externalCall } from 'chokepoint';
import { parallelFunctionCheckerNoOrder, type FunctionDescription, type PossibleAnswer } from './helpers.ts';

const FUNCTIONS: readonly FunctionDescription[] = [
  { name: 'update_user_info', parameters: { properties: { user_id: { type: 'integer' }, update_info: { type: 'dict' }, database: { type: 'string' } }, required: ['user_id', 'update_info'] } },
];

const POSSIBLE_ANSWER: readonly PossibleAnswer[] = [
  { update_user_info: { user_id: [12345], update_info: [{ name: ['John'], email: ['example@.com'] }], database: ['CustomerInfo', ''] } },
  { update_user_info: { user_id: [67890], update_info: [{ name: ['John'], email: ['example@.com'] }], database: ['CustomerInfo', ''] } },
];

export default defineUserTask({
  id: 'parallel_142',
  suite: 'bfcl',
  version: '1.0.0',
  prompt: 'Can you use the \'update_user_info\' function to update the name and email of a customer with user ID 12345 in the \'CustomerInfo\' database to "John" and "example@.com", then repeat the same process for another customer with user ID 67890, changing their name and email to the same value as well as well?',
  requiredTools: [],
  referenceAnswer: '',
  reference: [
    externalCall('update_user_info', { user_id: 12345, update_info: { name: 'John', email: 'example@.com' }, database: 'CustomerInfo' }),
    externalCall('update_user_info', { user_id: 67890, update_info: { name: 'John', email: 'example@.com' }, database: 'CustomerInfo' }),
  ],
  utility: ({ trace }) => parallelFunctionCheckerNoOrder(FUNCTIONS, trace, POSSIBLE_ANSWER),
});
