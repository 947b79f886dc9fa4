// Source: ShishirPatil/gorilla, berkeley-function-call-leaderboard/bfcl_eval/data/BFCL_v4_live_multiple.json and possible_answer/BFCL_v4_live_multiple.json task live_multiple_226-100-0, judged by bfcl_eval/eval_checker/ast_eval/ast_checker.py ast_checker (multiple: multiple_function_checker), commit 6ea57973c7a6097fd7c5915698c54c17c5b1b6c8
import { defineUserTask, externalCall } from 'chokepoint';
import { multipleFunctionChecker, type FunctionDescription, type PossibleAnswer } from './helpers.ts';

const FUNCTIONS: readonly FunctionDescription[] = [
  { name: 'AclApi.add_mapping', parameters: { properties: { resource_id: { type: 'string' }, user_id: { type: 'string' }, permissions: { type: 'array', items: { type: 'string' } }, expiry_date: { type: 'string' } }, required: ['resource_id', 'user_id', 'permissions'] } },
];

const POSSIBLE_ANSWER: readonly PossibleAnswer[] = [
  { 'AclApi.add_mapping': { resource_id: ['123-resource'], user_id: ['user-456'], permissions: [['read', 'write']], expiry_date: ['', null] } },
];

export default defineUserTask({
  id: 'live_multiple_226_100_0',
  suite: 'bfcl',
  version: '1.0.0',
  prompt: 'I need to define permissions for a user on a certain resource. The resource ID is \'123-resource\', the user ID is \'user-456\', and the permissions to assign are \'read\' and \'write\'.',
  requiredTools: [],
  referenceAnswer: '',
  reference: [
    externalCall('AclApi.add_mapping', { resource_id: '123-resource', user_id: 'user-456', permissions: ['read', 'write'] }),
  ],
  utility: ({ trace }) => multipleFunctionChecker(FUNCTIONS, trace, POSSIBLE_ANSWER),
});
