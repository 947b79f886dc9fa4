// Source: ACEBench evaluate.py special_eval (helpers.ts specialCorrect; commits there): the model's answer text judged by the needles of its category (incomplete, error, irrelevant). The question and ground truth are ours, in ACEBench's data_special_* form
import { defineUserTask } from 'chokepoint';
import { specialCorrect } from './helpers.ts';

const CATEGORY = "special_incomplete";

const GROUND_TRUTH: Record<string, string[]> = { search_hotels: ['check_in'], book_taxi: ['pickup_time'] };

export default defineUserTask({
  id: "ace_special_incomplete_two_apis",
  suite: 'acebench',
  version: '1.0.0',
  prompt: "Find a hotel with search_hotels and order a taxi there with book_taxi.",
  requiredTools: [],
  reference: [],
  referenceAnswer: "Missing necessary parameters (check_in) for the api (search_hotels); Missing necessary parameters (pickup_time) for the api (book_taxi)",
  tags: ['acebench', CATEGORY],
  utility: ({ output }) => specialCorrect(CATEGORY, output, GROUND_TRUTH),
});
