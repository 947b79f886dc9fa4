// Source: zlwang-cs/OfficeBench tasks/3-36/subtasks/0.json (user Bob), judged by evaluation.py evaluate_output and utils/evaluate.py (evaluate_contain, evaluate_exact_match, evaluate_file_exist; helpers.ts), commit 4434746ed44f03373031c89eb7677ffedd1ee6e4
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluateOutput, type EvalItem } from './helpers.ts';

/** tasks/<task>/reference/scores.xlsx (its active sheet; the values are ours, the repository's workbook is binary). */
const REFERENCE = { 'scores.xlsx': JSON.stringify([["Name", "Score"], ["Alice", 62], ["Tom", 91], ["Carol", 85]]) };

const EVALUATION: readonly EvalItem[] = [
  {"function": "evaluate_file_exist", "args": {"file": "data/scores.xlsx"}},
  {"function": "evaluate_exact_match", "args": {"doc_type": "xlsx", "result_file": "./data/scores/scores.xlsx", "expected_file": "../../../../reference/scores.xlsx"}},
  {"function": "evaluate_contain", "args": {"doc_type": "ics", "file": "calendar/Alice.ics", "keywords": ["DTSTART:20240601T103000"]}},
];

export default defineUserTask({
  id: 'lowest_score_meeting',
  suite: 'officebench',
  version: '1.0.0',
  prompt: "Put student scores from scanned PDF file to scores.xlsx, schedule a meeting meeting.ics with student who has the lowest score at 6/1/2024 10:30 a.m",
  requiredTools: [],
  reference: [
    externalCall('ocr_recognize_file', {"file_path": "/testbed/data/scores.pdf"}),
    externalCall('excel_create_new_file', {"file_path": "/testbed/data/scores.xlsx"}),
    externalCall('calendar_create_event', {"user": "Alice", "summary": "meeting", "time_start": "2024-06-01 10:30:00", "time_end": "2024-06-01 11:00:00"}),
  ],
  referenceAnswer: "None",
  tags: ['officebench'],
  utility: ({ output, pre, post }) => evaluateOutput('3-36', '0', EVALUATION, { output, pre, post }, REFERENCE),
});
