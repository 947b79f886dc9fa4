// Source: zlwang-cs/OfficeBench tasks/2-48/subtasks/0.json (user Alice), judged by evaluation.py evaluate_output and utils/evaluate.py (evaluate_excel_cell_value, evaluate_file_exist; helpers.ts), commit 4434746ed44f03373031c89eb7677ffedd1ee6e4
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluateOutput, type EvalItem } from './helpers.ts';

const EVALUATION: readonly EvalItem[] = [
  {"function": "evaluate_file_exist", "args": {"file": "data/events.xlsx"}},
  {"function": "evaluate_excel_cell_value", "file": "data/events.xlsx", "args": {"matches": [{"row": "1", "col": "2", "value": "4"}, {"row": "2", "col": "2", "value": "0"}]}},
];

export default defineUserTask({
  id: 'sleeping_time',
  suite: 'officebench',
  version: '1.0.0',
  prompt: "extract Bob's and Tom's calendar and count their sleeping time, saved to excel file named events.xlsx, first row is Bob, second row is Tom",
  requiredTools: [],
  reference: [
    externalCall('calendar_list_events', {"username": "Bob"}),
    externalCall('excel_create_new_file', {"file_path": "/testbed/data/events.xlsx"}),
    externalCall('excel_set_cell', {"file_path": "/testbed/data/events.xlsx", "row": 1, "column": 2, "text": "4"}),
    externalCall('excel_set_cell', {"file_path": "/testbed/data/events.xlsx", "row": 2, "column": 2, "text": "0"}),
  ],
  referenceAnswer: "None",
  tags: ['officebench'],
  utility: ({ output, pre, post }) => evaluateOutput('2-48', '0', EVALUATION, { output, pre, post }),
});
