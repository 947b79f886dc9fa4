// Source: ShishirPatil/gorilla, berkeley-function-call-leaderboard/bfcl_eval/data/BFCL_v4_live_multiple.json and possible_answer/BFCL_v4_live_multiple.json task live_multiple_624-160-4, judged by bfcl_eval/eval_checker/ast_eval/ast_checker.py ast_checker (multiple: multiple_function_checker), commit 6ea57973c7a6097fd7c5915698c54c17c5b1b6c8
import { defineUserTask, externalCall } from 'chokepoint';
import { multipleFunctionChecker, type FunctionDescription, type PossibleAnswer } from './helpers.ts';

const FUNCTIONS: readonly FunctionDescription[] = [
  { name: 'Payment_1_RequestPayment', parameters: { properties: { receiver: { type: 'string' }, amount: { type: 'float' }, private_visibility: { type: 'boolean' } }, required: ['receiver', 'amount'] } },
];

const POSSIBLE_ANSWER: readonly PossibleAnswer[] = [
  { Payment_1_RequestPayment: { receiver: ['JohnDoe@example.com'], amount: [150.25], private_visibility: [true] } },
];

export default defineUserTask({
  id: 'live_multiple_624_160_4',
  suite: 'bfcl',
  version: '1.0.0',
  prompt: 'Could you initiate a payment request to JohnDoe@example.com for $150.25, and ensure that the transaction remains private?',
  requiredTools: [],
  referenceAnswer: '',
  reference: [
    externalCall('Payment_1_RequestPayment', { receiver: 'JohnDoe@example.com', amount: 150.25, private_visibility: true }),
  ],
  utility: ({ trace }) => multipleFunctionChecker(FUNCTIONS, trace, POSSIBLE_ANSWER),
});
