// Source: GAIA's question scorer (helpers.ts question_scorer: smolagents examples/open_deep_research/scripts/gaia_scorer.py, hkjeon13/smolagents at 9df267b26d7322eb164430d1a2ce48f5115b7882), called as run_gaia.py calls it on the agent's final answer; the question and its ground truth are ours, in GAIA's style
import { defineUserTask } from 'chokepoint';
import { question_scorer } from './helpers.ts';

const GROUND_TRUTH = "Rome, Paris";

export default defineUserTask({
  id: "gaia_list_two_capitals",
  suite: 'gaia',
  version: '1.0.0',
  prompt: "Which two capital cities did the author of the attached letter visit in 1923? Give them as a comma-separated list.",
  requiredTools: [],
  reference: [],
  referenceAnswer: "Rome, Paris",
  tags: ['gaia'],
  utility: ({ output }) => question_scorer(output, GROUND_TRUTH),
});
