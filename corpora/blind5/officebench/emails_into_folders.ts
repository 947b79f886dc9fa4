// Source: zlwang-cs/OfficeBench tasks/3-10/subtasks/0.json (user Alice), judged by evaluation.py evaluate_output and utils/evaluate.py (evaluate_file_exist; helpers.ts), commit 4434746ed44f03373031c89eb7677ffedd1ee6e4
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluateOutput, type EvalItem } from './helpers.ts';

const EVALUATION: readonly EvalItem[] = [
  {"function": "evaluate_file_exist", "args": {"file": "data/Alice/coupon.pdf"}},
  {"function": "evaluate_file_exist", "args": {"file": "data/Alice/mobile_bill.pdf"}},
  {"function": "evaluate_file_exist", "args": {"file": "data/Bob/gradescope.pdf"}},
  {"function": "evaluate_file_exist", "args": {"file": "data/Bob/meeting.pdf"}},
  {"function": "evaluate_file_exist", "args": {"file": "data/Bob/rental.pdf"}},
  {"function": "evaluate_file_exist", "args": {"file": "data/Bob/scholarship.pdf"}},
];

export default defineUserTask({
  id: 'emails_into_folders',
  suite: 'officebench',
  version: '1.0.0',
  prompt: "read all emails, create folders for each recipients using their names and save their emails in pdf file using original names into their own folders",
  requiredTools: [],
  reference: [
    externalCall('email_list_emails', {"username": "Alice"}),
    externalCall('shell_command', {"command": "mkdir -p /testbed/data/Alice /testbed/data/Bob"}),
    ...[['Alice', 'coupon'], ['Alice', 'mobile_bill'], ['Bob', 'gradescope'], ['Bob', 'meeting'], ['Bob', 'rental'], ['Bob', 'scholarship']].map(([who, name]) =>
      externalCall('word_convert_to_pdf', { "word_file_path": `/testbed/emails/Alice/${name}.eml`, "pdf_file_path": `/testbed/data/${who}/${name}.pdf` }),
    ),
  ],
  referenceAnswer: "None",
  tags: ['officebench'],
  utility: ({ output, pre, post }) => evaluateOutput('3-10', '0', EVALUATION, { output, pre, post }),
});
