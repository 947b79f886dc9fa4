// Source: zlwang-cs/OfficeBench tasks/1-8/subtasks/0.json (user Alice), judged by evaluation.py evaluate_output and utils/evaluate.py (evaluate_exact_match; helpers.ts), commit 4434746ed44f03373031c89eb7677ffedd1ee6e4
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluateOutput, type EvalItem } from './helpers.ts';

/** tasks/<task>/reference/score.xlsx (its active sheet; the values are ours, the repository's workbook is binary). */
const REFERENCE = { 'score.xlsx': JSON.stringify([["Alice"], ["Bob"], ["Carol"], ["Tina"]]) };

const EVALUATION: readonly EvalItem[] = [
  {"function": "evaluate_exact_match", "args": {"doc_type": "xlsx", "result_file": "./data/score.xlsx", "expected_file": "../../../../reference/score.xlsx"}},
];

export default defineUserTask({
  id: 'delete_scores_header',
  suite: 'officebench',
  version: '1.0.0',
  prompt: "delete all students' score and the header in score excel file",
  requiredTools: [],
  reference: [
    externalCall('excel_delete_cell', {"file_path": "/testbed/data/score.xlsx", "row": 1}),
  ],
  referenceAnswer: "None",
  tags: ['officebench'],
  utility: ({ output, pre, post }) => evaluateOutput('1-8', '0', EVALUATION, { output, pre, post }, REFERENCE),
});
