// Source: zlwang-cs/OfficeBench tasks/3-22/subtasks/0.json (user Bob), judged by evaluation.py evaluate_output and utils/evaluate.py (evaluate_file_exist; helpers.ts), commit 4434746ed44f03373031c89eb7677ffedd1ee6e4
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluateOutput, type EvalItem } from './helpers.ts';

const EVALUATION: readonly EvalItem[] = [
  {"function": "evaluate_file_exist", "args": {"file": "data/homework.docx"}},
  {"function": "evaluate_file_exist", "args": {"file": "data/homework/homework.docx"}},
];

export default defineUserTask({
  id: 'homework_folder',
  suite: 'officebench',
  version: '1.0.0',
  prompt: "Scan PDF homework and save as homework.docx for editing, save homework file into folder named homework",
  requiredTools: [],
  reference: [
    externalCall('ocr_recognize_file', {"file_path": "/testbed/data/homework.pdf"}),
    externalCall('word_create_new_file', {"file_path": "/testbed/data/homework.docx"}),
    externalCall('system_copy', {"source": "/testbed/data/homework.docx", "target": "/testbed/data/homework/homework.docx"}),
  ],
  referenceAnswer: "None",
  tags: ['officebench'],
  utility: ({ output, pre, post }) => evaluateOutput('3-22', '0', EVALUATION, { output, pre, post }),
});
