// Source: ShishirPatil/gorilla, berkeley-function-call-leaderboard/bfcl_eval/data/BFCL_v4_live_parallel_multiple.json and possible_answer/BFCL_v4_live_parallel_multiple.json task live_parallel_multiple_21-18-0, judged by bfcl_eval/eval_checker/ast_eval/ast_checker.py ast_checker (parallel: parallel_function_checker_no_order), commit 6ea57973c7a6097fd7c5915698c54c17c5b1b6c8
import { defineUserTask, externalCall } from 'chokepoint';
import { parallelFunctionCheckerNoOrder, type FunctionDescription, type PossibleAnswer } from './helpers.ts';

const FUNCTIONS: readonly FunctionDescription[] = [
  { name: 'Services_1_BookAppointment', parameters: { properties: { stylist_name: { type: 'string' }, appointment_time: { type: 'string' }, appointment_date: { type: 'string' } }, required: ['stylist_name', 'appointment_time', 'appointment_date'] } },
  { name: 'Services_1_FindProvider', parameters: { properties: { city: { type: 'string' }, is_unisex: { type: 'boolean' } }, required: ['city'] } },
];

const POSSIBLE_ANSWER: readonly PossibleAnswer[] = [
  { Services_1_FindProvider: { city: ['Sunnyvale, CA'], is_unisex: ['', 'dontcare'] } },
  { Services_1_BookAppointment: { stylist_name: ['Elegant Styles'], appointment_time: ['15:00'], appointment_date: ['2023-05-10'] } },
];

export default defineUserTask({
  id: 'live_parallel_multiple_21_18_0',
  suite: 'bfcl',
  version: '1.0.0',
  prompt: 'Could you search for a hair stylist in Sunnyvale, CA, and also book an appointment with \'Elegant Styles\' salon for me at 15:00 on 2023-05-10?',
  requiredTools: [],
  referenceAnswer: '',
  reference: [
    externalCall('Services_1_FindProvider', { city: 'Sunnyvale, CA', is_unisex: 'dontcare' }),
    externalCall('Services_1_BookAppointment', { stylist_name: 'Elegant Styles', appointment_time: '15:00', appointment_date: '2023-05-10' }),
  ],
  utility: ({ trace }) => parallelFunctionCheckerNoOrder(FUNCTIONS, trace, POSSIBLE_ANSWER),
});
