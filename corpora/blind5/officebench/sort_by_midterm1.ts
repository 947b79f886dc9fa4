// Source: zlwang-cs/OfficeBench tasks/1-11/subtasks/0.json (user Alice), judged by evaluation.py evaluate_output and utils/evaluate.py (evaluate_exact_match; helpers.ts), commit 4434746ed44f03373031c89eb7677ffedd1ee6e4
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluateOutput, type EvalItem } from './helpers.ts';

/** tasks/<task>/reference/sorted_score.xlsx (its active sheet; the values are ours, the repository's workbook is binary). */
const REFERENCE = { 'sorted_score.xlsx': JSON.stringify([["Name", "Midterm1", "Midterm2"], ["Tina", 100, 92], ["Bob", 95, 71], ["Alice", 78, 75], ["Carol", 60, 88]]) };

const EVALUATION: readonly EvalItem[] = [
  {"function": "evaluate_exact_match", "args": {"doc_type": "xlsx", "result_file": "./data/sorted_score.xlsx", "expected_file": "../../../../reference/sorted_score.xlsx"}},
];

export default defineUserTask({
  id: 'sort_by_midterm1',
  suite: 'officebench',
  version: '1.0.0',
  prompt: "sort students score descently by midterm1, save as a new excel file as sorted_score.xlsx",
  requiredTools: [],
  reference: [
    externalCall('excel_read_file', {"file_path": "/testbed/data/score.xlsx"}),
    externalCall('excel_create_new_file', {"file_path": "/testbed/data/sorted_score.xlsx"}),
  ],
  referenceAnswer: "None",
  tags: ['officebench'],
  utility: ({ output, pre, post }) => evaluateOutput('1-11', '0', EVALUATION, { output, pre, post }, REFERENCE),
});
