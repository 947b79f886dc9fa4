// Source: zlwang-cs/OfficeBench tasks/3-8/subtasks/0.json (user Alice), judged by evaluation.py evaluate_output and utils/evaluate.py (evaluate_contain, evaluate_excel_cell_value, evaluate_file_exist; helpers.ts), commit 4434746ed44f03373031c89eb7677ffedd1ee6e4
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluateOutput, type EvalItem } from './helpers.ts';

const EVALUATION: readonly EvalItem[] = [
  {"function": "evaluate_file_exist", "args": {"file": "data/new.xlsx"}},
  {"function": "evaluate_file_exist", "args": {"file": "data/report.docx"}},
  {"function": "evaluate_excel_cell_value", "file": "./data/new.xlsx", "args": {"matches": [{"row": "4", "col": "2", "value": "2793265"}]}},
  {"function": "evaluate_contain", "args": {"doc_type": "docx", "file": "data/report.docx", "keywords": ["revenues"]}},
];

export default defineUserTask({
  id: 'revenues_above_2m',
  suite: 'officebench',
  version: '1.0.0',
  prompt: "read company revenues, delete years that revenues are lower than $2000000 and save in new.xlsx, generate reports report.docx",
  requiredTools: [],
  reference: [
    externalCall('excel_read_file', {"file_path": "/testbed/data/revenues.xlsx"}),
    externalCall('excel_create_new_file', {"file_path": "/testbed/data/new.xlsx"}),
    externalCall('word_create_new_file', {"file_path": "/testbed/data/report.docx"}),
    externalCall('word_write_to_file', {"file_path": "/testbed/data/report.docx", "contents": "Company revenues above $2000000."}),
  ],
  referenceAnswer: "None",
  tags: ['officebench'],
  utility: ({ output, pre, post }) => evaluateOutput('3-8', '0', EVALUATION, { output, pre, post }),
});
