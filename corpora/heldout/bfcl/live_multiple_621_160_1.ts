// Source: ShishirPatil/gorilla, berkeley-function-call-leaderboard/bfcl_eval/data/BFCL_v4_live_multiple.json and possible_answer/BFCL_v4_live_multiple.json task live_multiple_621-160-1, judged by bfcl_eval/eval_checker/ast_eval/ast_checker.py ast_checker (multiple: multiple_function_checker), commit 6ea57973c7a6097fd7c5915698c54c17c5b1b6c8
import { defineUserTask, externalCall } from 'chokepoint';
import { multipleFunctionChecker, type FunctionDescription, type PossibleAnswer } from './helpers.ts';

const FUNCTIONS: readonly FunctionDescription[] = [
  { name: 'Payment_1_MakePayment', parameters: { properties: { payment_method: { type: 'string' }, amount: { type: 'float' }, receiver: { type: 'string' }, private_visibility: { type: 'boolean' } }, required: ['payment_method', 'amount', 'receiver'] } },
];

const POSSIBLE_ANSWER: readonly PossibleAnswer[] = [
  { Payment_1_MakePayment: { payment_method: ['debit card'], amount: [154.0], receiver: ['landlord@email.com'], private_visibility: [true] } },
];

export default defineUserTask({
  id: 'live_multiple_621_160_1',
  suite: 'bfcl',
  version: '1.0.0',
  prompt: 'Could you initiate a private payment from my debit card to my landlord\'s email for $154?',
  requiredTools: [],
  referenceAnswer: '',
  reference: [
    externalCall('Payment_1_MakePayment', { payment_method: 'debit card', amount: 154.0, receiver: 'landlord@email.com', private_visibility: true }),
  ],
  utility: ({ trace }) => multipleFunctionChecker(FUNCTIONS, trace, POSSIBLE_ANSWER),
});
