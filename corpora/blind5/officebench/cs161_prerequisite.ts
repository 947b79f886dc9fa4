// Source: zlwang-cs/OfficeBench tasks/1-13/subtasks/0.json (user Alice), judged by evaluation.py evaluate_output and utils/evaluate.py (evaluate_contain; helpers.ts), commit 4434746ed44f03373031c89eb7677ffedd1ee6e4
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluateOutput, type EvalItem } from './helpers.ts';

const EVALUATION: readonly EvalItem[] = [
  {"function": "evaluate_contain", "args": {"doc_type": "txt", "file": "./data/answer.txt", "keywords": ["Yes"]}},
];

export default defineUserTask({
  id: 'cs161_prerequisite',
  suite: 'officebench',
  version: '1.0.0',
  prompt: "Given an Excel containing student's previous courses, does he/she satisfy the prerequiste of CS161 if prerequiste classes are CS101, CS 102, Math 151, and Math 152? Answer should be Yes or No.",
  requiredTools: [],
  reference: [
    externalCall('excel_read_file', {"file_path": "/testbed/data/courses.xlsx"}),
  ],
  referenceAnswer: "Yes",
  tags: ['officebench'],
  utility: ({ output, pre, post }) => evaluateOutput('1-13', '0', EVALUATION, { output, pre, post }),
});
