// Source: AgentBoard's tool task "movie" (helpers.ts evaluate_env: agentboard/tasks/tool.py EvalTool.evaluate_env; agentboard/environment/movie_env.py MovieEnv.step, update; agentboard/utils/movie/movie_tools.py log_path, clean_observation, finish; commit there). The goal, ground truth and subgoals are ours, in the form of AgentBoard's movie data (goal type 0).
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluate_env, type ToolDataset } from './helpers.ts';

const DATASET: ToolDataset = {
  goal: 'Which companies produced the movie "Moonlight" (2016)? Give them as a list.',
  ground_truth: ['A24', 'PASTEL', 'Plan B Entertainment'],
  ground_truth_subgoals: [
    [
      {
        title: 'Moonlight',
        original_title: 'Moonlight',
        popularity: 22.9,
        original_language: 'en',
      },
    ],
    [
      {
        name: 'A24',
        origin_country: 'US',
      },
      {
        name: 'PASTEL',
        origin_country: 'US',
      },
      {
        name: 'Plan B Entertainment',
        origin_country: 'US',
      },
    ],
    ['A24', 'PASTEL', 'Plan B Entertainment'],
  ],
};
const GOAL_TYPE = 0;

export default defineUserTask({
  id: 'ab_movie_companies',
  suite: 'agentboard',
  version: '1.0.0',
  prompt: DATASET.goal,
  requiredTools: [],
  reference: [
    externalCall('get_search_movie', { movie_name: 'Moonlight' }),
    externalCall('get_movie_production_companies', { movie_id: '376867' }),
    externalCall('finish', { answer: ['Plan B Entertainment', 'A24', 'PASTEL'] }),
  ],
  referenceAnswer: '["Plan B Entertainment","A24","PASTEL"]',
  tags: ['agentboard', 'movie'],
  utility: ({ trace, post }) => evaluate_env('movie', DATASET, GOAL_TYPE, trace, post),
});
