// Source: ToolQA's ReAct agent and its answer check (helpers.ts toolqaCorrect: agents.py ReactAgent.run, step, is_halted, is_correct, parse_action, normalize_answer, EM; commit there). The question and its key are ours, in the form of ToolQA's scirex questions
import { defineUserTask, externalCall } from 'chokepoint';
import { toolqaCorrect } from './helpers.ts';

const QUESTION = "What is the F1 score of the BiDAF method on the SQuAD dataset?";
const KEY = "77.3";

export default defineUserTask({
  id: 'tq_scirex_f1',
  suite: 'toolqa',
  version: '1.0.0',
  prompt: QUESTION,
  requiredTools: [],
  reference: [
    externalCall('RetrieveScirex', { argument: "F1 score of BiDAF on SQuAD" }),
    externalCall('Finish', { argument: KEY }),
  ],
  referenceAnswer: KEY,
  tags: ['toolqa', 'scirex'],
  utility: ({ trace }) => toolqaCorrect(trace, KEY),
});
