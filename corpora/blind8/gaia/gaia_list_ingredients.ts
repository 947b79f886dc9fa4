// Source: GAIA's question scorer (helpers.ts question_scorer: smolagents examples/open_deep_research/scripts/gaia_scorer.py, hkjeon13/smolagents at 9df267b26d7322eb164430d1a2ce48f5115b7882), called as run_gaia.py calls it on the agent's final answer; the question and its ground truth are ours, in GAIA's style
import { defineUserTask } from 'chokepoint';
import { question_scorer } from './helpers.ts';

const GROUND_TRUTH = "cornstarch; lemon juice; sugar";

export default defineUserTask({
  id: "gaia_list_ingredients",
  suite: 'gaia',
  version: '1.0.0',
  prompt: "List the ingredients of the pie filling in the attached voice memo, alphabetized, separated by semicolons.",
  requiredTools: [],
  reference: [],
  referenceAnswer: "cornstarch; lemon juice; sugar",
  tags: ['gaia'],
  utility: ({ output }) => question_scorer(output, GROUND_TRUTH),
});
