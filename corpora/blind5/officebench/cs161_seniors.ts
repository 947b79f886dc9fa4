// Source: zlwang-cs/OfficeBench tasks/1-12/subtasks/0.json (user Alice), judged by evaluation.py evaluate_output and utils/evaluate.py (evaluate_contain; helpers.ts), commit 4434746ed44f03373031c89eb7677ffedd1ee6e4
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluateOutput, type EvalItem } from './helpers.ts';

const EVALUATION: readonly EvalItem[] = [
  {"function": "evaluate_contain", "args": {"doc_type": "txt", "file": "./data/answer.txt", "keywords": ["9", "2"]}},
];

export default defineUserTask({
  id: 'cs161_seniors',
  suite: 'officebench',
  version: '1.0.0',
  prompt: "what is total number of students in class CS161, and how many of them are senior?",
  requiredTools: [],
  reference: [
    externalCall('excel_read_file', {"file_path": "/testbed/data/class_member.xlsx"}),
  ],
  referenceAnswer: "There are 9 students in CS161, and 2 of them are seniors.",
  tags: ['officebench'],
  utility: ({ output, pre, post }) => evaluateOutput('1-12', '0', EVALUATION, { output, pre, post }),
});
