// Source: ShishirPatil/gorilla, berkeley-function-call-leaderboard/bfcl_eval/data/BFCL_v4_live_multiple.json and possible_answer/BFCL_v4_live_multiple.json task live_multiple_44-17-0, judged by bfcl_eval/eval_checker/ast_eval/ast_checker.py ast_checker (multiple: multiple_function_checker), commit 6ea57973c7a6097fd7c5915698c54c17c5b1b6c8
import { defineUserTask, externalCall } from 'chokepoint';
import { multipleFunctionChecker, type FunctionDescription, type PossibleAnswer } from './helpers.ts';

const FUNCTIONS: readonly FunctionDescription[] = [
  { name: 'BankStatementOverView', parameters: { properties: { bank_name: { type: 'string' }, account_number: { type: 'string' }, account_type: { type: 'string' }, full_name: { type: 'string' }, transaction_overview: { type: 'dict' } }, required: ['bank_name', 'account_number', 'account_type', 'full_name', 'transaction_overview'] } },
];

const POSSIBLE_ANSWER: readonly PossibleAnswer[] = [
  { BankStatementOverView: { bank_name: ['U.S. Bank'], account_number: ['1-523-1713-5704'], account_type: ['checking'], full_name: ['SILVER BUSINESS CHECKING'], transaction_overview: [{ total_deposits: [7132.76], total_withdrawals: [5927.4], start_date: ['2019-10-01'], end_date: ['2019-10-31'] }] } },
];

export default defineUserTask({
  id: 'live_multiple_44_17_0',
  suite: 'bfcl',
  version: '1.0.0',
  prompt: 'Can you provide an overview of my business checking account at U.S. Bank for the statement period from October 1, 2019, to October 31, 2019? The account number is 1-523-1713-5704, and it\'s under the name SILVER BUSINESS CHECKING. The beginning balance was $5,532.01, and the ending balance was $6,737.37. There were other deposits totaling $7,132.76 and withdrawals amounting to $5,927.40.',
  requiredTools: [],
  referenceAnswer: '',
  reference: [
    externalCall('BankStatementOverView', { bank_name: 'U.S. Bank', account_number: '1-523-1713-5704', account_type: 'checking', full_name: 'SILVER BUSINESS CHECKING', transaction_overview: { total_deposits: 7132.76, total_withdrawals: 5927.4, start_date: '2019-10-01', end_date: '2019-10-31' } }),
  ],
  utility: ({ trace }) => multipleFunctionChecker(FUNCTIONS, trace, POSSIBLE_ANSWER),
});
