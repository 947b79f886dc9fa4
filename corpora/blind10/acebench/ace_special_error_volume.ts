// Source: ACEBench evaluate.py special_eval (helpers.ts specialCorrect; commits there): the model's answer text judged by the needles of its category (incomplete, error, irrelevant). The question and ground truth are ours, in ACEBench's data_special_* form
import { defineUserTask } from 'chokepoint';
import { specialCorrect } from './helpers.ts';

const CATEGORY = "special_error_param";

const GROUND_TRUTH: Record<string, string[]> = { set_volume: ['150'] };

export default defineUserTask({
  id: "ace_special_error_volume",
  suite: 'acebench',
  version: '1.0.0',
  prompt: "Set the speaker volume to 150 with set_volume (the volume goes from 0 to 100).",
  requiredTools: [],
  reference: [],
  referenceAnswer: "There is incorrect value (150) for the parameters (level) in the conversation history.",
  tags: ['acebench', CATEGORY],
  utility: ({ output }) => specialCorrect(CATEGORY, output, GROUND_TRUTH),
});
