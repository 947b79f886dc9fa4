// Source: ToolQA's ReAct agent and its answer check (helpers.ts toolqaCorrect: agents.py ReactAgent.run, step, is_halted, is_correct, parse_action, normalize_answer, EM; commit there). The question and its key are ours, in the form of ToolQA's dblp questions
import { defineUserTask, externalCall } from 'chokepoint';
import { toolqaCorrect } from './helpers.ts';

const QUESTION = "Which venue did the paper 'Graph Attention Networks' appear in?";
const KEY = "ICLR";

export default defineUserTask({
  id: 'tq_dblp_venue',
  suite: 'toolqa',
  version: '1.0.0',
  prompt: QUESTION,
  requiredTools: [],
  reference: [
    externalCall('LoadGraph', { argument: "dblp" }),
    externalCall('NodeCheck', { argument: "PaperNet, Graph Attention Networks" }),
    externalCall('Finish', { argument: KEY }),
  ],
  referenceAnswer: KEY,
  tags: ['toolqa', 'dblp'],
  utility: ({ trace }) => toolqaCorrect(trace, KEY),
});
