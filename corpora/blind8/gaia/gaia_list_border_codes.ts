// Source: GAIA's question scorer (helpers.ts question_scorer: smolagents examples/open_deep_research/scripts/gaia_scorer.py, hkjeon13/smolagents at 9df267b26d7322eb164430d1a2ce48f5115b7882), called as run_gaia.py calls it on the agent's final answer; the question and its ground truth are ours, in GAIA's style
import { defineUserTask } from 'chokepoint';
import { question_scorer } from './helpers.ts';

const GROUND_TRUTH = "PT, FR";

export default defineUserTask({
  id: "gaia_list_border_codes",
  suite: 'gaia',
  version: '1.0.0',
  prompt: "Which two countries share a land border with Spain on the Iberian Peninsula and in the Pyrenees? Give their ISO 3166-1 alpha-2 codes, comma-separated.",
  requiredTools: [],
  reference: [],
  referenceAnswer: "PT, FR",
  tags: ['gaia'],
  utility: ({ output }) => question_scorer(output, GROUND_TRUTH),
});
