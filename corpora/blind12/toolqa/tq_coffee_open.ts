// Source: ToolQA's ReAct agent and its answer check (helpers.ts toolqaCorrect: agents.py ReactAgent.run, step, is_halted, is_correct, parse_action, normalize_answer, EM; commit there). The question and its key are ours, in the form of ToolQA's coffee questions
import { defineUserTask, externalCall } from 'chokepoint';
import { toolqaCorrect } from './helpers.ts';

const QUESTION = "What was the opening price of coffee on 2003-05-20?";
const KEY = "61.35 USD";

export default defineUserTask({
  id: 'tq_coffee_open',
  suite: 'toolqa',
  version: '1.0.0',
  prompt: QUESTION,
  requiredTools: [],
  reference: [
    externalCall('LoadDB', { argument: "coffee" }),
    externalCall('FilterDB', { argument: "Date=2003-05-20" }),
    externalCall('GetValue', { argument: "Open" }),
    externalCall('Finish', { argument: KEY }),
  ],
  referenceAnswer: KEY,
  tags: ['toolqa', 'coffee'],
  utility: ({ trace }) => toolqaCorrect(trace, KEY),
});
