// Source: ToolQA's ReAct agent and its answer check (helpers.ts toolqaCorrect: agents.py ReactAgent.run, step, is_halted, is_correct, parse_action, normalize_answer, EM; commit there). The question and its key are ours, in the form of ToolQA's coffee questions
import { defineUserTask, externalCall } from 'chokepoint';
import { toolqaCorrect } from './helpers.ts';

const QUESTION = "What was the price range of coffee on 2010-11-09?";
const KEY = "5.4 USD";

export default defineUserTask({
  id: 'tq_coffee_range',
  suite: 'toolqa',
  version: '1.0.0',
  prompt: QUESTION,
  requiredTools: [],
  reference: [
    externalCall('LoadDB', { argument: "coffee" }),
    externalCall('FilterDB', { argument: "Date=2010-11-09" }),
    externalCall('GetValue', { argument: "High, Low" }),
    externalCall('Calculate', { argument: "206.25-200.85" }),
    externalCall('Finish', { argument: KEY }),
  ],
  referenceAnswer: KEY,
  tags: ['toolqa', 'coffee'],
  utility: ({ trace }) => toolqaCorrect(trace, KEY),
});
