// Source: zlwang-cs/OfficeBench tasks/1-1/subtasks/0.json (user Bob), judged by evaluation.py evaluate_output and utils/evaluate.py (evaluate_contain; helpers.ts), commit 4434746ed44f03373031c89eb7677ffedd1ee6e4
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluateOutput, type EvalItem } from './helpers.ts';

const EVALUATION: readonly EvalItem[] = [
  {"function": "evaluate_contain", "args": {"doc_type": "ics", "file": "./calendar/Bob.ics", "keywords": ["DTSTART:20240517T103000", "Meeting", "DTEND:20240517T110000"]}},
];

export default defineUserTask({
  id: 'add_meeting_bob',
  suite: 'officebench',
  version: '1.0.0',
  prompt: "Add a meeting to Bob's calendar at 5/17/2024 10:30 a.m to 11:00 a.m",
  requiredTools: [],
  reference: [
    externalCall('calendar_create_event', {"user": "Bob", "summary": "Meeting", "time_start": "2024-05-17 10:30:00", "time_end": "2024-05-17 11:00:00"}),
  ],
  referenceAnswer: "None",
  tags: ['officebench'],
  utility: ({ output, pre, post }) => evaluateOutput('1-1', '0', EVALUATION, { output, pre, post }),
});
