// Source: ShishirPatil/gorilla, berkeley-function-call-leaderboard/bfcl_eval/data/BFCL_v4_parallel.json and possible_answer/BFCL_v4_parallel.json task parallel_182, judged by bfcl_eval/eval_checker/ast_eval/ast_checker.py ast_checker (parallel: parallel_function_checker_no_order), commit 6ea57973c7a6097fd7c5915698c54c17c5b1b6c8
import { defineUserTask, externalCall } from 'chokepoint';
import { parallelFunctionCheckerNoOrder, type FunctionDescription, type PossibleAnswer } from './helpers.ts';

const FUNCTIONS: readonly FunctionDescription[] = [
  { name: 'finance.calculate_future_value', parameters: { properties: { initial_investment: { type: 'integer' }, rate_of_return: { type: 'float' }, years: { type: 'integer' }, contribution: { type: 'integer' } }, required: ['initial_investment', 'rate_of_return', 'years'] } },
];

const POSSIBLE_ANSWER: readonly PossibleAnswer[] = [
  { 'finance.calculate_future_value': { initial_investment: [5000], rate_of_return: [0.07], years: [10], contribution: ['', 0] } },
  { 'finance.calculate_future_value': { initial_investment: [3000], rate_of_return: [0.06], years: [10], contribution: [200] } },
];

export default defineUserTask({
  id: 'parallel_182',
  suite: 'bfcl',
  version: '1.0.0',
  prompt: '"John is planning to invest in a mutual fund. He is considering two scenarios. In the first scenario, he will make an initial investment of $5000 with an annual rate of return of 7% and he will not make any additional contributions. In the second scenario, he will make an initial investment of $3000 with an annual rate of return of 6% and he will make additional regular contributions of $200 every year. He wants to compare the future value of his investment after 10 years in both scenarios. Can you help him calculate the future value of his investment in both scenarios?"',
  requiredTools: [],
  referenceAnswer: '',
  reference: [
    externalCall('finance.calculate_future_value', { initial_investment: 5000, rate_of_return: 0.07, years: 10, contribution: 0 }),
    externalCall('finance.calculate_future_value', { initial_investment: 3000, rate_of_return: 0.06, years: 10, contribution: 200 }),
  ],
  utility: ({ trace }) => parallelFunctionCheckerNoOrder(FUNCTIONS, trace, POSSIBLE_ANSWER),
});
