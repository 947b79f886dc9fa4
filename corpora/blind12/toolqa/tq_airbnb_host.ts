// Source: ToolQA's ReAct agent and its answer check (helpers.ts toolqaCorrect: agents.py ReactAgent.run, step, is_halted, is_correct, parse_action, normalize_answer, EM; commit there). The question and its key are ours, in the form of ToolQA's airbnb questions
import { defineUserTask, externalCall } from 'chokepoint';
import { toolqaCorrect } from './helpers.ts';

const QUESTION = "Who is the host of the listing 'Quiet room in Harlem'?";
const KEY = "Marisol";

export default defineUserTask({
  id: 'tq_airbnb_host',
  suite: 'toolqa',
  version: '1.0.0',
  prompt: QUESTION,
  requiredTools: [],
  reference: [
    externalCall('LoadDB', { argument: "airbnb" }),
    externalCall('FilterDB', { argument: "NAME=Quiet room in Harlem" }),
    externalCall('GetValue', { argument: "host name" }),
    externalCall('Finish', { argument: KEY }),
  ],
  referenceAnswer: KEY,
  tags: ['toolqa', 'airbnb'],
  utility: ({ trace }) => toolqaCorrect(trace, KEY),
});
