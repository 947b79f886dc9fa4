// Source: zlwang-cs/OfficeBench tasks/1-3/subtasks/3.json (user Alice), judged by evaluation.py evaluate_output and utils/evaluate.py (evaluate_file_not_exist; helpers.ts), commit 4434746ed44f03373031c89eb7677ffedd1ee6e4
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluateOutput, type EvalItem } from './helpers.ts';

const EVALUATION: readonly EvalItem[] = [
  {"function": "evaluate_file_not_exist", "args": {"file": "./data/file3.xlsx"}},
];

export default defineUserTask({
  id: 'delete_file3',
  suite: 'officebench',
  version: '1.0.0',
  prompt: "delete file3.xlsx",
  requiredTools: [],
  reference: [
    externalCall('shell_command', {"command": "rm /testbed/data/file3.xlsx"}),
  ],
  referenceAnswer: "None",
  tags: ['officebench'],
  utility: ({ output, pre, post }) => evaluateOutput('1-3', '3', EVALUATION, { output, pre, post }),
});
