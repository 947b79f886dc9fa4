// Source: zlwang-cs/OfficeBench tasks/1-16/subtasks/0.json (user Alice), judged by evaluation.py evaluate_output and utils/evaluate.py (evaluate_contain, evaluate_file_exist; helpers.ts), commit 4434746ed44f03373031c89eb7677ffedd1ee6e4
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluateOutput, type EvalItem } from './helpers.ts';

const EVALUATION: readonly EvalItem[] = [
  {"function": "evaluate_file_exist", "args": {"file": "data/random_paragraph.docx"}},
  {"function": "evaluate_contain", "args": {"doc_type": "docx", "file": "./data/random_paragraph.docx", "keywords": ["In the heart of the bustling city, a small café stood as a tranquil oasis amidst the chaos."]}},
];

export default defineUserTask({
  id: 'paragraph_to_docx',
  suite: 'officebench',
  version: '1.0.0',
  prompt: "Create a new word file called random_paragraph.docx and add the content in random_paragraph.txt to it.",
  requiredTools: [],
  reference: [
    externalCall('word_create_new_file', {"file_path": "/testbed/data/random_paragraph.docx"}),
    externalCall('word_write_to_file', {"file_path": "/testbed/data/random_paragraph.docx", "contents": "In the heart of the bustling city, a small café stood as a tranquil oasis amidst the chaos."}),
  ],
  referenceAnswer: "None",
  tags: ['officebench'],
  utility: ({ output, pre, post }) => evaluateOutput('1-16', '0', EVALUATION, { output, pre, post }),
});
