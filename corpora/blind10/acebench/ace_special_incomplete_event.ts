// Source: ACEBench evaluate.py special_eval (helpers.ts specialCorrect; commits there): the model's answer text judged by the needles of its category (incomplete, error, irrelevant). The question and ground truth are ours, in ACEBench's data_special_* form
import { defineUserTask } from 'chokepoint';
import { specialCorrect } from './helpers.ts';

const CATEGORY = "special_incomplete";

const GROUND_TRUTH: Record<string, string[]> = { create_event: ['start_time', 'location'] };

export default defineUserTask({
  id: "ace_special_incomplete_event",
  suite: 'acebench',
  version: '1.0.0',
  prompt: "Use create_event to put the team offsite in my calendar.",
  requiredTools: [],
  reference: [],
  referenceAnswer: "Missing necessary parameters (start_time, location) for the api (create_event)",
  tags: ['acebench', CATEGORY],
  utility: ({ output }) => specialCorrect(CATEGORY, output, GROUND_TRUTH),
});
