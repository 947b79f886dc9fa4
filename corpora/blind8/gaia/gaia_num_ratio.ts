// Source: GAIA's question scorer (helpers.ts question_scorer: smolagents examples/open_deep_research/scripts/gaia_scorer.py, hkjeon13/smolagents at 9df267b26d7322eb164430d1a2ce48f5115b7882), called as run_gaia.py calls it on the agent's final answer; the question and its ground truth are ours, in GAIA's style
import { defineUserTask } from 'chokepoint';
import { question_scorer } from './helpers.ts';

const GROUND_TRUTH = "0.1777";

export default defineUserTask({
  id: "gaia_num_ratio",
  suite: 'gaia',
  version: '1.0.0',
  prompt: "What share of the 2019 survey respondents answered \"yes\" to question 4, as a decimal rounded to four places?",
  requiredTools: [],
  reference: [],
  referenceAnswer: "0.1777",
  tags: ['gaia'],
  utility: ({ output }) => question_scorer(output, GROUND_TRUTH),
});
