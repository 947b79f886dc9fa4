// Source: ToolQA's ReAct agent and its answer check (helpers.ts toolqaCorrect: agents.py ReactAgent.run, step, is_halted, is_correct, parse_action, normalize_answer, EM; commit there). The question and its key are ours, in the form of ToolQA's dblp questions
import { defineUserTask, externalCall } from 'chokepoint';
import { toolqaCorrect } from './helpers.ts';

const QUESTION = "How many collaborators does Wei Zhang have in the DBLP citation network?";
const KEY = "14";

export default defineUserTask({
  id: 'tq_dblp_collaborators',
  suite: 'toolqa',
  version: '1.0.0',
  prompt: QUESTION,
  requiredTools: [],
  reference: [
    externalCall('LoadGraph', { argument: "dblp" }),
    externalCall('NeighbourCheck', { argument: "AuthorNet, Wei Zhang" }),
    externalCall('Finish', { argument: KEY }),
  ],
  referenceAnswer: KEY,
  tags: ['toolqa', 'dblp'],
  utility: ({ trace }) => toolqaCorrect(trace, KEY),
});
