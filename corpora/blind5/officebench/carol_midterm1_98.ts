// Source: zlwang-cs/OfficeBench tasks/1-5/subtasks/0.json (user Alice), judged by evaluation.py evaluate_output and utils/evaluate.py (evaluate_excel_cell_value; helpers.ts), commit 4434746ed44f03373031c89eb7677ffedd1ee6e4
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluateOutput, type EvalItem } from './helpers.ts';

const EVALUATION: readonly EvalItem[] = [
  {"function": "evaluate_excel_cell_value", "args": {"file": "./data/score.xlsx", "matches": [{"row": "21", "col": "2", "value": "98"}]}},
];

export default defineUserTask({
  id: 'carol_midterm1_98',
  suite: 'officebench',
  version: '1.0.0',
  prompt: "change Carol's midterm1 score to 98 in score excel file",
  requiredTools: [],
  reference: [
    externalCall('excel_set_cell', {"file_path": "/testbed/data/score.xlsx", "row": 21, "column": 2, "text": "98"}),
  ],
  referenceAnswer: "None",
  tags: ['officebench'],
  utility: ({ output, pre, post }) => evaluateOutput('1-5', '0', EVALUATION, { output, pre, post }),
});
