// Source: zlwang-cs/OfficeBench tasks/1-7/subtasks/0.json (user Alice), judged by evaluation.py evaluate_output and utils/evaluate.py (evaluate_diff_contain_text; helpers.ts), commit 4434746ed44f03373031c89eb7677ffedd1ee6e4
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluateOutput, type EvalItem } from './helpers.ts';

const EVALUATION: readonly EvalItem[] = [
  {"function": "evaluate_diff_contain_text", "args": {"input_file": "../../../../cache/0/testbed/data/score.xlsx", "output_file": "./data/score.xlsx", "doc_type": "xlsx", "keywords": ["Alice", "78", "75"]}},
];

export default defineUserTask({
  id: 'delete_student_alice',
  suite: 'officebench',
  version: '1.0.0',
  prompt: "delete student Alice and her score in score excel file",
  requiredTools: [],
  reference: [
    externalCall('excel_delete_cell', {"file_path": "/testbed/data/score.xlsx", "row": 3}),
  ],
  referenceAnswer: "None",
  tags: ['officebench'],
  utility: ({ output, pre, post }) => evaluateOutput('1-7', '0', EVALUATION, { output, pre, post }),
});
