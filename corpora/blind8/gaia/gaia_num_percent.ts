// Source: GAIA's question scorer (helpers.ts question_scorer: smolagents examples/open_deep_research/scripts/gaia_scorer.py, hkjeon13/smolagents at 9df267b26d7322eb164430d1a2ce48f5115b7882), called as run_gaia.py calls it on the agent's final answer; the question and its ground truth are ours, in GAIA's style
import { defineUserTask } from 'chokepoint';
import { question_scorer } from './helpers.ts';

const GROUND_TRUTH = "17";

export default defineUserTask({
  id: "gaia_num_percent",
  suite: 'gaia',
  version: '1.0.0',
  prompt: "By what percentage did the museum's visitor count grow from 2021 to 2022? Answer with an integer.",
  requiredTools: [],
  reference: [],
  referenceAnswer: "17",
  tags: ['gaia'],
  utility: ({ output }) => question_scorer(output, GROUND_TRUTH),
});
