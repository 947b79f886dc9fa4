// Source: ToolQA's ReAct agent and its answer check (helpers.ts toolqaCorrect: agents.py ReactAgent.run, step, is_halted, is_correct, parse_action, normalize_answer, EM; commit there). The question and its key are ours, in the form of ToolQA's agenda questions
import { defineUserTask, externalCall } from 'chokepoint';
import { toolqaCorrect } from './helpers.ts';

const QUESTION = "Where is the dentist appointment of Ravi on 2022/09/03?";
const KEY = "Bright Smile Clinic";

export default defineUserTask({
  id: 'tq_agenda_dentist',
  suite: 'toolqa',
  version: '1.0.0',
  prompt: QUESTION,
  requiredTools: [],
  reference: [
    externalCall('RetrieveAgenda', { argument: "Ravi dentist appointment on 2022/09/03" }),
    externalCall('Finish', { argument: KEY }),
  ],
  referenceAnswer: KEY,
  tags: ['toolqa', 'agenda'],
  utility: ({ trace }) => toolqaCorrect(trace, KEY),
});
