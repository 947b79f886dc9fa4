// Source: ShishirPatil/gorilla, berkeley-function-call-leaderboard/bfcl_eval/data/BFCL_v4_live_simple.json and possible_answer/BFCL_v4_live_simple.json task live_simple_114-70-0, judged by bfcl_eval/eval_checker/ast_eval/ast_checker.py ast_checker (simple: one call, simple_function_checker), commit 6ea57973c7a6097fd7c5915698c54c17c5b1b6c8
import { defineUserTask, externalCall } from 'chokepoint';
import { simpleFunctionChecker, type FunctionDescription, type PossibleAnswer } from './helpers.ts';

const FUNCTIONS: readonly FunctionDescription[] = [
  { name: 'update_user_profile', parameters: { properties: { user_id: { type: 'integer' }, profile_data: { type: 'dict' }, notify: { type: 'boolean' } }, required: ['user_id', 'profile_data'] } },
];

const POSSIBLE_ANSWER: readonly PossibleAnswer[] = [
  { update_user_profile: { user_id: [12345], profile_data: [{ email: ['john.doe@example.com'], age: [30], bio: [''] }], notify: ['', true] } },
];

export default defineUserTask({
  id: 'live_simple_114_70_0',
  suite: 'bfcl',
  version: '1.0.0',
  prompt: 'I need to update my profile with my new email, john.doe@example.com, and my new age, 30. My user ID is 12345.',
  requiredTools: [],
  referenceAnswer: '',
  reference: [
    externalCall('update_user_profile', { user_id: 12345, profile_data: { email: 'john.doe@example.com', age: 30 }, notify: true }),
  ],
  utility: ({ trace }) => {
    if (trace.length !== 1) return false;
    return simpleFunctionChecker(FUNCTIONS[0], trace[0], POSSIBLE_ANSWER[0]);
  },
});
