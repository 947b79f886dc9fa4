// Source: zlwang-cs/OfficeBench tasks/2-14/subtasks/0.json (user Alice), judged by evaluation.py evaluate_output and utils/evaluate.py (evaluate_file_exist; helpers.ts), commit 4434746ed44f03373031c89eb7677ffedd1ee6e4
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluateOutput, type EvalItem } from './helpers.ts';

const EVALUATION: readonly EvalItem[] = [
  {"function": "evaluate_file_exist", "args": {"file": "calendar/Tina.ics"}},
  {"function": "evaluate_file_exist", "args": {"file": "calendar/Rachel.ics"}},
  {"function": "evaluate_file_exist", "args": {"file": "calendar/Sam.ics"}},
];

export default defineUserTask({
  id: 'top_three_reward',
  suite: 'officebench',
  version: '1.0.0',
  prompt: "schedule a reward meeting for the top-three students in score excel file and create calendar events for each of them.",
  requiredTools: [],
  reference: [
    externalCall('calendar_create_event', {"user": "Tina", "summary": "reward meeting", "time_start": "2020-05-08 10:00:00", "time_end": "2020-05-08 11:00:00"}),
    externalCall('calendar_create_event', {"user": "Rachel", "summary": "reward meeting", "time_start": "2020-05-08 10:00:00", "time_end": "2020-05-08 11:00:00"}),
    externalCall('calendar_create_event', {"user": "Sam", "summary": "reward meeting", "time_start": "2020-05-08 10:00:00", "time_end": "2020-05-08 11:00:00"}),
  ],
  referenceAnswer: "None",
  tags: ['officebench'],
  utility: ({ output, pre, post }) => evaluateOutput('2-14', '0', EVALUATION, { output, pre, post }),
});
