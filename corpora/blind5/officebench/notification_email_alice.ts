// Source: zlwang-cs/OfficeBench tasks/2-38/subtasks/0.json (user Jack), judged by evaluation.py evaluate_output and utils/evaluate.py (evaluate_contain; helpers.ts), commit 4434746ed44f03373031c89eb7677ffedd1ee6e4
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluateOutput, type EvalItem } from './helpers.ts';

const EVALUATION: readonly EvalItem[] = [
  {"function": "evaluate_contain", "args": {"doc_type": "email", "username": "Alice", "keywords": ["notification", "July", "15", "2024", "Conference", "Room 1"]}},
];

export default defineUserTask({
  id: 'notification_email_alice',
  suite: 'officebench',
  version: '1.0.0',
  prompt: "read notification pdf file and send email notification.eml to Alice",
  requiredTools: [],
  reference: [
    externalCall('pdf_read_file', {"file_path": "/testbed/data/notification.pdf"}),
    externalCall('email_send_email', {"sender": "Jack", "recipient": "Alice", "subject": "notification", "content": "Conference on July 15, 2024 in Conference Room 1"}),
  ],
  referenceAnswer: "None",
  tags: ['officebench'],
  utility: ({ output, pre, post }) => evaluateOutput('2-38', '0', EVALUATION, { output, pre, post }),
});
