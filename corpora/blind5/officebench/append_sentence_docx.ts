// Source: zlwang-cs/OfficeBench tasks/1-15/subtasks/0.json (user Alice), judged by evaluation.py evaluate_output and utils/evaluate.py (evaluate_contain; helpers.ts), commit 4434746ed44f03373031c89eb7677ffedd1ee6e4
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluateOutput, type EvalItem } from './helpers.ts';

const EVALUATION: readonly EvalItem[] = [
  {"function": "evaluate_contain", "args": {"doc_type": "docx", "file": "./data/house_creak.docx", "keywords": ["This is a test sentence for task 1-15-0."]}},
];

export default defineUserTask({
  id: 'append_sentence_docx',
  suite: 'officebench',
  version: '1.0.0',
  prompt: "Add the sentence \"This is a test sentence for task 1-15-0.\" to the end of house_creak.docx.",
  requiredTools: [],
  reference: [
    externalCall('word_write_to_file', {"file_path": "/testbed/data/house_creak.docx", "contents": "This is a test sentence for task 1-15-0."}),
  ],
  referenceAnswer: "None",
  tags: ['officebench'],
  utility: ({ output, pre, post }) => evaluateOutput('1-15', '0', EVALUATION, { output, pre, post }),
});
