// Source: zlwang-cs/OfficeBench tasks/1-20/subtasks/0.json (user Bob), judged by evaluation.py evaluate_output and utils/evaluate.py (evaluate_contain, evaluate_not_contain; helpers.ts), commit 4434746ed44f03373031c89eb7677ffedd1ee6e4
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluateOutput, type EvalItem } from './helpers.ts';

const EVALUATION: readonly EvalItem[] = [
  {"function": "evaluate_contain", "args": {"file": "data/answer.txt", "doc_type": "txt", "keywords": ["Subject: scheduled meeting", "Subject: application approved"]}},
  {"function": "evaluate_not_contain", "args": {"file": "data/answer.txt", "doc_type": "txt", "keywords": ["Your Project 2 has been graded.", "Subject: Reminder Rent due"]}},
];

export default defineUserTask({
  id: 'bob_emails_three_months',
  suite: 'officebench',
  version: '1.0.0',
  prompt: "What are Bob's emails for last three months? List the contents as answer.",
  requiredTools: [],
  reference: [
    externalCall('email_list_emails', {"username": "Bob"}),
  ],
  referenceAnswer: "Subject: scheduled meeting; Subject: application approved",
  tags: ['officebench'],
  utility: ({ output, pre, post }) => evaluateOutput('1-20', '0', EVALUATION, { output, pre, post }),
});
