// Source: GAIA's question scorer (helpers.ts question_scorer: smolagents examples/open_deep_research/scripts/gaia_scorer.py, hkjeon13/smolagents at 9df267b26d7322eb164430d1a2ce48f5115b7882), called as run_gaia.py calls it on the agent's final answer; the question and its ground truth are ours, in GAIA's style
import { defineUserTask } from 'chokepoint';
import { question_scorer } from './helpers.ts';

const GROUND_TRUTH = "C++";

export default defineUserTask({
  id: "gaia_str_language",
  suite: 'gaia',
  version: '1.0.0',
  prompt: "In which programming language is the attached source file written? Answer with the language name only.",
  requiredTools: [],
  reference: [],
  referenceAnswer: "C++",
  tags: ['gaia'],
  utility: ({ output }) => question_scorer(output, GROUND_TRUTH),
});
