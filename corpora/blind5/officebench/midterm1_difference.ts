// Source: zlwang-cs/OfficeBench tasks/1-10/subtasks/0.json (user Alice), judged by evaluation.py evaluate_output and utils/evaluate.py (evaluate_contain; helpers.ts), commit 4434746ed44f03373031c89eb7677ffedd1ee6e4
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluateOutput, type EvalItem } from './helpers.ts';

const EVALUATION: readonly EvalItem[] = [
  {"function": "evaluate_contain", "args": {"doc_type": "txt", "file": "./data/answer.txt", "keywords": ["40"]}},
];

export default defineUserTask({
  id: 'midterm1_difference',
  suite: 'officebench',
  version: '1.0.0',
  prompt: "find the lowest score and highest score of midterm 1, what is their difference?",
  requiredTools: [],
  reference: [
    externalCall('excel_read_file', {"file_path": "/testbed/data/score.xlsx"}),
  ],
  referenceAnswer: "The difference between the highest and the lowest midterm 1 score is 40.",
  tags: ['officebench'],
  utility: ({ output, pre, post }) => evaluateOutput('1-10', '0', EVALUATION, { output, pre, post }),
});
