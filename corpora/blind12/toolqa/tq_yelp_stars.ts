// Source: ToolQA's ReAct agent and its answer check (helpers.ts toolqaCorrect: agents.py ReactAgent.run, step, is_halted, is_correct, parse_action, normalize_answer, EM; commit there). The question and its key are ours, in the form of ToolQA's yelp questions
import { defineUserTask, externalCall } from 'chokepoint';
import { toolqaCorrect } from './helpers.ts';

const QUESTION = "What is the star rating of Tony's Pizza in Reno, NV?";
const KEY = "4.5";

export default defineUserTask({
  id: 'tq_yelp_stars',
  suite: 'toolqa',
  version: '1.0.0',
  prompt: QUESTION,
  requiredTools: [],
  reference: [
    externalCall('LoadDB', { argument: "yelp" }),
    externalCall('FilterDB', { argument: "name=Tony's Pizza, city=Reno, state=NV" }),
    externalCall('GetValue', { argument: "stars" }),
    externalCall('Finish', { argument: KEY }),
  ],
  referenceAnswer: KEY,
  tags: ['toolqa', 'yelp'],
  utility: ({ trace }) => toolqaCorrect(trace, KEY),
});
