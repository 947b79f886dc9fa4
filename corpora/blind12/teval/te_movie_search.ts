// Source: T-Eval's instruct step, JSON format (helpers.ts instructArgsEm: instruct_evaluator.py InstructEvaluator._evaluate, json_format_parse, compute_args_em_metric; format_load.py format_load; commit there). The query, the tool and the ground truth are ours, in the form of T-Eval's instruct samples
import { defineUserTask } from 'chokepoint';
import { instructArgsEm, type InstructGroundTruth, type JsonTemplate } from './helpers.ts';

const TEMPLATE: JsonTemplate = { thought: 'thought', action: 'name', args: 'args' };

const GROUND_TRUTH: InstructGroundTruth = {
  action: 'TMDB.search_movie',
  args: {
    query: 'Spirited Away',
    year: 2001,
  },
};

export default defineUserTask({
  id: 'te_movie_search',
  suite: 'teval',
  version: '1.0.0',
  prompt: "Look up the film Spirited Away from 2001.",
  requiredTools: [],
  reference: [],
  referenceAnswer: "{\"thought\": \"I need to call TMDB.\", \"name\": \"TMDB.search_movie\", \"args\": {\"query\": \"Spirited Away\", \"year\": 2001}}",
  tags: ['teval', 'instruct', 'json'],
  utility: ({ output }) => instructArgsEm(output, TEMPLATE, GROUND_TRUTH),
});
