// Source: zlwang-cs/OfficeBench tasks/3-4/subtasks/0.json (user Alice), judged by evaluation.py evaluate_output and utils/evaluate.py (evaluate_contain, evaluate_file_exist; helpers.ts), commit 4434746ed44f03373031c89eb7677ffedd1ee6e4
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluateOutput, type EvalItem } from './helpers.ts';

const EVALUATION: readonly EvalItem[] = [
  {"function": "evaluate_file_exist", "args": {"file": "data/report.pdf"}},
  {"function": "evaluate_file_exist", "args": {"file": "data/financial/report.pdf"}},
  {"function": "evaluate_contain", "args": {"doc_type": "pdf", "file": "data/report.pdf", "keywords": ["Quadrex", "investment", "benefits", "costs", "totals", "190000.00", "140000.00", "130833.33"]}},
];

export default defineUserTask({
  id: 'financial_report_pdf',
  suite: 'officebench',
  version: '1.0.0',
  prompt: "Convert Excel spreadsheet containing financial data to report.pdf for archival purposes, and save pdf file under folder financial",
  requiredTools: [],
  reference: [
    externalCall('excel_convert_to_pdf', {"excel_file_path": "/testbed/data/financial.xlsx", "pdf_file_path": "/testbed/data/report.pdf"}),
    externalCall('system_copy', {"source": "/testbed/data/report.pdf", "target": "/testbed/data/financial/report.pdf"}),
  ],
  referenceAnswer: "None",
  tags: ['officebench'],
  utility: ({ output, pre, post }) => evaluateOutput('3-4', '0', EVALUATION, { output, pre, post }),
});
