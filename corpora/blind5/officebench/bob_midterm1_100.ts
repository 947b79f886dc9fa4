// Source: zlwang-cs/OfficeBench tasks/1-4/subtasks/0.json (user Alice), judged by evaluation.py evaluate_output and utils/evaluate.py (evaluate_excel_cell_value; helpers.ts), commit 4434746ed44f03373031c89eb7677ffedd1ee6e4
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluateOutput, type EvalItem } from './helpers.ts';

const EVALUATION: readonly EvalItem[] = [
  {"function": "evaluate_excel_cell_value", "args": {"file": "./data/score.xlsx", "matches": [{"row": "12", "col": "2", "value": "100"}]}},
];

export default defineUserTask({
  id: 'bob_midterm1_100',
  suite: 'officebench',
  version: '1.0.0',
  prompt: "change Bob's midterm1 score 100 to score.xlsx excel file",
  requiredTools: [],
  reference: [
    externalCall('excel_set_cell', {"file_path": "/testbed/data/score.xlsx", "row": 12, "column": 2, "text": "100"}),
  ],
  referenceAnswer: "None",
  tags: ['officebench'],
  utility: ({ output, pre, post }) => evaluateOutput('1-4', '0', EVALUATION, { output, pre, post }),
});
