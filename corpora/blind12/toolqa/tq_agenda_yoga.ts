// Source: ToolQA's ReAct agent and its answer check (helpers.ts toolqaCorrect: agents.py ReactAgent.run, step, is_halted, is_correct, parse_action, normalize_answer, EM; commit there). The question and its key are ours, in the form of ToolQA's agenda questions
import { defineUserTask, externalCall } from 'chokepoint';
import { toolqaCorrect } from './helpers.ts';

const QUESTION = "What time does Amelia's yoga class start on 2022/05/12?";
const KEY = "6:00 PM";

export default defineUserTask({
  id: 'tq_agenda_yoga',
  suite: 'toolqa',
  version: '1.0.0',
  prompt: QUESTION,
  requiredTools: [],
  reference: [
    externalCall('RetrieveAgenda', { argument: "Amelia's yoga class on 2022/05/12" }),
    externalCall('Finish', { argument: KEY }),
  ],
  referenceAnswer: KEY,
  tags: ['toolqa', 'agenda'],
  utility: ({ trace }) => toolqaCorrect(trace, KEY),
});
