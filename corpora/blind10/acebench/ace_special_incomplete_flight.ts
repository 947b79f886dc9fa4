// Source: ACEBench evaluate.py special_eval (helpers.ts specialCorrect; commits there): the model's answer text judged by the needles of its category (incomplete, error, irrelevant). The question and ground truth are ours, in ACEBench's data_special_* form
import { defineUserTask } from 'chokepoint';
import { specialCorrect } from './helpers.ts';

const CATEGORY = "special_incomplete";

const GROUND_TRUTH: Record<string, string[]> = { book_flight: ['date'] };

export default defineUserTask({
  id: "ace_special_incomplete_flight",
  suite: 'acebench',
  version: '1.0.0',
  prompt: "Book me a flight from Berlin to Rome with book_flight.",
  requiredTools: [],
  reference: [],
  referenceAnswer: "Missing necessary parameters (date) for the api (book_flight)",
  tags: ['acebench', CATEGORY],
  utility: ({ output }) => specialCorrect(CATEGORY, output, GROUND_TRUTH),
});
