// Source: ACEBench evaluate.py special_eval (helpers.ts specialCorrect; commits there): the model's answer text judged by the needles of its category (incomplete, error, irrelevant). The question and ground truth are ours, in ACEBench's data_special_* form
import { defineUserTask } from 'chokepoint';
import { specialCorrect } from './helpers.ts';

const CATEGORY = "special_error_param";

const GROUND_TRUTH: Record<string, string[]> = { book_train: ['2024-02-30'] };

export default defineUserTask({
  id: "ace_special_error_date",
  suite: 'acebench',
  version: '1.0.0',
  prompt: "Book the train to Munich for February 30, 2024 with book_train.",
  requiredTools: [],
  reference: [],
  referenceAnswer: "There is incorrect value (2024-02-30) for the parameters (date) in the conversation history.",
  tags: ['acebench', CATEGORY],
  utility: ({ output }) => specialCorrect(CATEGORY, output, GROUND_TRUTH),
});
