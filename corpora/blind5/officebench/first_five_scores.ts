// Source: zlwang-cs/OfficeBench tasks/2-10/subtasks/0.json (user Alice), judged by evaluation.py evaluate_output and utils/evaluate.py (evaluate_contain, evaluate_not_contain; helpers.ts), commit 4434746ed44f03373031c89eb7677ffedd1ee6e4
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluateOutput, type EvalItem } from './helpers.ts';

const EVALUATION: readonly EvalItem[] = [
  {"function": "evaluate_contain", "args": {"file": "data/score.xlsx", "doc_type": "xlsx", "keywords": ["Alice", "100", "Bob", "222", "Carol", "333", "David", "250", "Eva", "180"]}},
  {"function": "evaluate_not_contain", "args": {"file": "data/score.xlsx", "doc_type": "xlsx", "keywords": ["Frank", "Grace", "Hank", "Ivy", "Jack"]}},
];

export default defineUserTask({
  id: 'first_five_scores',
  suite: 'officebench',
  version: '1.0.0',
  prompt: "Put first 5 student scores from scanned PDF file to score.xlsx",
  requiredTools: [],
  reference: [
    externalCall('ocr_recognize_file', {"file_path": "/testbed/data/scores.pdf"}),
    externalCall('excel_create_new_file', {"file_path": "/testbed/data/score.xlsx"}),
  ],
  referenceAnswer: "None",
  tags: ['officebench'],
  utility: ({ output, pre, post }) => evaluateOutput('2-10', '0', EVALUATION, { output, pre, post }),
});
