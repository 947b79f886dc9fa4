// Source: zlwang-cs/OfficeBench tasks/2-42/subtasks/0.json (user Alice), judged by evaluation.py evaluate_output and utils/evaluate.py (evaluate_excel_cell_value, evaluate_file_exist; helpers.ts), commit 4434746ed44f03373031c89eb7677ffedd1ee6e4
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluateOutput, type EvalItem } from './helpers.ts';

const EVALUATION: readonly EvalItem[] = [
  {"function": "evaluate_file_exist", "args": {"file": "data/email_counting.xlsx"}},
  {"function": "evaluate_excel_cell_value", "args": {"file": "data/email_counting.xlsx", "matches": [{"row": "1", "col": "2", "value": "2"}, {"row": "2", "col": "2", "value": "4"}]}},
];

export default defineUserTask({
  id: 'email_counting',
  suite: 'officebench',
  version: '1.0.0',
  prompt: "make a table email_counting.xlsx to show how many emails for each people in the email list, first row is Alice, second row is Bob",
  requiredTools: [],
  reference: [
    externalCall('email_list_emails', {"username": "Alice"}),
    externalCall('excel_create_new_file', {"file_path": "/testbed/data/email_counting.xlsx"}),
    externalCall('excel_set_cell', {"file_path": "/testbed/data/email_counting.xlsx", "row": 1, "column": 2, "text": "2"}),
    externalCall('excel_set_cell', {"file_path": "/testbed/data/email_counting.xlsx", "row": 2, "column": 2, "text": "4"}),
  ],
  referenceAnswer: "None",
  tags: ['officebench'],
  utility: ({ output, pre, post }) => evaluateOutput('2-42', '0', EVALUATION, { output, pre, post }),
});
