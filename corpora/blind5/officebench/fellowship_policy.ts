// Source: zlwang-cs/OfficeBench tasks/2-5/subtasks/0.json (user Alice), judged by evaluation.py evaluate_output and utils/evaluate.py (evaluate_contain; helpers.ts), commit 4434746ed44f03373031c89eb7677ffedd1ee6e4
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluateOutput, type EvalItem } from './helpers.ts';

const EVALUATION: readonly EvalItem[] = [
  {"function": "evaluate_contain", "args": {"file": "data/answer.txt", "doc_type": "txt", "keywords": ["yes"]}},
];

export default defineUserTask({
  id: 'fellowship_policy',
  suite: 'officebench',
  version: '1.0.0',
  prompt: "Does the submitted fellowship application PDF material satisfie the school policy?",
  requiredTools: [],
  reference: [
    externalCall('pdf_read_file', {"file_path": "/testbed/data/application.pdf"}),
  ],
  referenceAnswer: "yes",
  tags: ['officebench'],
  utility: ({ output, pre, post }) => evaluateOutput('2-5', '0', EVALUATION, { output, pre, post }),
});
