// Source: zlwang-cs/OfficeBench tasks/1-9/subtasks/0.json (user Alice), judged by evaluation.py evaluate_output and utils/evaluate.py (evaluate_excel_cell_value; helpers.ts), commit 4434746ed44f03373031c89eb7677ffedd1ee6e4
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluateOutput, type EvalItem } from './helpers.ts';

const EVALUATION: readonly EvalItem[] = [
  {"function": "evaluate_excel_cell_value", "args": {"file": "./data/score.xlsx", "matches": [{"row": "22", "col": "1", "value": "Average"}, {"row": "22", "col": "2", "value": "80.5"}, {"row": "22", "col": "3", "value": "78.3"}]}},
];

export default defineUserTask({
  id: 'average_row',
  suite: 'officebench',
  version: '1.0.0',
  prompt: "calculate the average of two midterm scores, write in the bottom row of the score excel file with header 'Average'",
  requiredTools: [],
  reference: [
    externalCall('excel_set_cell', {"file_path": "/testbed/data/score.xlsx", "row": 22, "column": 1, "text": "Average"}),
    externalCall('excel_set_cell', {"file_path": "/testbed/data/score.xlsx", "row": 22, "column": 2, "text": "80.5"}),
    externalCall('excel_set_cell', {"file_path": "/testbed/data/score.xlsx", "row": 22, "column": 3, "text": "78.3"}),
  ],
  referenceAnswer: "None",
  tags: ['officebench'],
  utility: ({ output, pre, post }) => evaluateOutput('1-9', '0', EVALUATION, { output, pre, post }),
});
