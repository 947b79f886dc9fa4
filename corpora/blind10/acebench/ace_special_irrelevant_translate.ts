// Source: ACEBench evaluate.py special_eval (helpers.ts specialCorrect; commits there): the model's answer text judged by the needles of its category (incomplete, error, irrelevant). The question and ground truth are ours, in ACEBench's data_special_* form
import { defineUserTask } from 'chokepoint';
import { specialCorrect } from './helpers.ts';

const CATEGORY = "special_irrelevant";

const GROUND_TRUTH: Record<string, string[]> = {};

export default defineUserTask({
  id: "ace_special_irrelevant_translate",
  suite: 'acebench',
  version: '1.0.0',
  prompt: "Translate this paragraph into Japanese using the tools you have (only get_weather and get_time are available).",
  requiredTools: [],
  reference: [],
  referenceAnswer: "Due to the limitations of the function, I cannot solve this problem.",
  tags: ['acebench', CATEGORY],
  utility: ({ output }) => specialCorrect(CATEGORY, output, GROUND_TRUTH),
});
