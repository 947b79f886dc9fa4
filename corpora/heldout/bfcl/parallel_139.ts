// Source: ShishirPatil/gorilla, berkeley-function-call-leaderboard/bfcl_eval/data/BFCL_v4_parallel.json and possible_answer/BFCL_v4_parallel.json task parallel_139, judged by bfcl_eval/eval_checker/ast_eval/ast_checker.py ast_checker (parallel: parallel_function_checker_no_order), commit 6ea57973c7a6097fd7c5915698c54c17c5b1b6c8
import { defineUserTask, externalCall } from 'chokepoint';
import { parallelFunctionCheckerNoOrder, type FunctionDescription, type PossibleAnswer } from './helpers.ts';

const FUNCTIONS: readonly FunctionDescription[] = [
  { name: 'employee.fetch_data', parameters: { properties: { company_name: { type: 'string' }, employee_id: { type: 'integer' }, data_field: { type: 'array', items: { type: 'string' } } }, required: ['company_name', 'employee_id'] } },
];

const POSSIBLE_ANSWER: readonly PossibleAnswer[] = [
  { 'employee.fetch_data': { company_name: ['Tech Solutions'], employee_id: [12345], data_field: [['Personal Info', 'Job History', 'Payroll', 'Attendance']] } },
  { 'employee.fetch_data': { company_name: ['Tech Solutions'], employee_id: [67890], data_field: [['Personal Info', 'Job History', 'Payroll', 'Attendance']] } },
];

export default defineUserTask({
  id: 'parallel_139',
  suite: 'bfcl',
  version: '1.0.0',
  prompt: 'Can you use the function \'employee.fetch_data\' to fetch the \'Personal Info\', \'Job History\', \'Payroll\', and \'Attendance\' data fields for an employee with the unique ID of 12345 from the company named \'Tech Solutions\'? And then, can you repeat the same process for another employee with the unique ID of 67890 from the same company?',
  requiredTools: [],
  referenceAnswer: '',
  reference: [
    externalCall('employee.fetch_data', { company_name: 'Tech Solutions', employee_id: 12345, data_field: ['Personal Info', 'Job History', 'Payroll', 'Attendance'] }),
    externalCall('employee.fetch_data', { company_name: 'Tech Solutions', employee_id: 67890, data_field: ['Personal Info', 'Job History', 'Payroll', 'Attendance'] }),
  ],
  utility: ({ trace }) => parallelFunctionCheckerNoOrder(FUNCTIONS, trace, POSSIBLE_ANSWER),
});
