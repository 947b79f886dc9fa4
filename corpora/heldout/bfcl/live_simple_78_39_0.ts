// Source: ShishirPatil/gorilla, berkeley-function-call-leaderboard/bfcl_eval/data/BFCL_v4_live_simple.json and possible_answer/BFCL_v4_live_simple.json task live_simple_78-39-0, judged by bfcl_eval/eval_checker/ast_eval/ast_checker.py ast_checker (simple: one call, simple_function_checker), commit 6ea57973c7a6097fd7c5915698c54c17c5b1b6c8
import { defineUserTask, externalCall } from 'chokepoint';
import { simpleFunctionChecker, type FunctionDescription, type PossibleAnswer } from './helpers.ts';

const FUNCTIONS: readonly FunctionDescription[] = [
  { name: 'send_email', parameters: { properties: { to_address: { type: 'string' }, subject: { type: 'string' }, body: { type: 'string' }, cc_address: { type: 'string' }, bcc_address: { type: 'string' }, attachments: { type: 'array', items: { type: 'string' } } }, required: ['to_address', 'subject'] } },
];

const POSSIBLE_ANSWER: readonly PossibleAnswer[] = [
  { send_email: { to_address: ['andy@gorilla.ai'], subject: ['Sales Forecast Request'], body: ['where is the latest sales forecast spreadsheet?'], cc_address: [''], bcc_address: [''], attachments: ['', []] } },
];

export default defineUserTask({
  id: 'live_simple_78_39_0',
  suite: 'bfcl',
  version: '1.0.0',
  prompt: 'Could you draft an email to Andy at andy@gorilla.ai with the subject \'Sales Forecast Request\' and include a message "where is the latest sales forecast spreadsheet?"',
  requiredTools: [],
  referenceAnswer: '',
  reference: [
    externalCall('send_email', { to_address: 'andy@gorilla.ai', subject: 'Sales Forecast Request', body: 'where is the latest sales forecast spreadsheet?', attachments: [] }),
  ],
  utility: ({ trace }) => {
    if (trace.length !== 1) return false;
    return simpleFunctionChecker(FUNCTIONS[0], trace[0], POSSIBLE_ANSWER[0]);
  },
});
