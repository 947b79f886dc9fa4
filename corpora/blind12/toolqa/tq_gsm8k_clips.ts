// Source: ToolQA's ReAct agent and its answer check (helpers.ts toolqaCorrect: agents.py ReactAgent.run, step, is_halted, is_correct, parse_action, normalize_answer, EM; commit there). The question and its key are ours, in the form of ToolQA's gsm8k questions
import { defineUserTask, externalCall } from 'chokepoint';
import { toolqaCorrect } from './helpers.ts';

const QUESTION = "Natalia sold clips to 48 of her friends in April, and then she sold half as many clips in May. How many clips did Natalia sell altogether in April and May?";
const KEY = "72";

export default defineUserTask({
  id: 'tq_gsm8k_clips',
  suite: 'toolqa',
  version: '1.0.0',
  prompt: QUESTION,
  requiredTools: [],
  reference: [
    externalCall('Calculate', { argument: "48+48/2" }),
    externalCall('Finish', { argument: KEY }),
  ],
  referenceAnswer: KEY,
  tags: ['toolqa', 'gsm8k'],
  utility: ({ trace }) => toolqaCorrect(trace, KEY),
});
