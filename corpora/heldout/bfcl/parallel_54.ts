// Source: ShishirPatil/gorilla, berkeley-function-call-leaderboard/bfcl_eval/data/BFCL_v4_parallel.json and possible_answer/BFCL_v4_parallel.json task parallel_54, judged by bfcl_eval/eval_checker/ast_eval/ast_checker.py ast_checker (parallel: parallel_function_checker_no_order), commit 6ea57973c7a6097fd7c5915698c54c17c5b1b6c8
import { defineUserTask, externalCall } from 'chokepoint';
import { parallelFunctionCheckerNoOrder, type FunctionDescription, type PossibleAnswer } from './helpers.ts';

const FUNCTIONS: readonly FunctionDescription[] = [
  { name: 'whole_foods.order', parameters: { properties: { location: { type: 'string' }, items: { type: 'array', items: { type: 'string' } }, size: { type: 'string' } }, required: ['location', 'items', 'size'] } },
];

const POSSIBLE_ANSWER: readonly PossibleAnswer[] = [
  { 'whole_foods.order': { location: ['downtown', 'Downtown'], items: [['pepperoni pizza', 'chicken Caesar salad'], ['chicken Caesar salad', 'pepperoni pizza']], size: ['large'] } },
  { 'whole_foods.order': { location: ['uptown', 'Uptown'], items: [['pepperoni pizza', 'chicken Caesar salad'], ['chicken Caesar salad', 'pepperoni pizza']], size: ['large'] } },
];

export default defineUserTask({
  id: 'parallel_54',
  suite: 'bfcl',
  version: '1.0.0',
  prompt: 'I want to order a large pepperoni pizza and a chicken Caesar salad from Whole Foods at the downtown location and then another order of the same items from the uptown location.',
  requiredTools: [],
  referenceAnswer: '',
  reference: [
    externalCall('whole_foods.order', { location: 'downtown', items: ['pepperoni pizza', 'chicken Caesar salad'], size: 'large' }),
    externalCall('whole_foods.order', { location: 'uptown', items: ['pepperoni pizza', 'chicken Caesar salad'], size: 'large' }),
  ],
  utility: ({ trace }) => parallelFunctionCheckerNoOrder(FUNCTIONS, trace, POSSIBLE_ANSWER),
});
