// Source: AgentBoard's tool task "movie" (helpers.ts evaluate_env: agentboard/tasks/tool.py EvalTool.evaluate_env; agentboard/environment/movie_env.py MovieEnv.step, update; agentboard/utils/movie/movie_tools.py log_path, clean_observation, finish; commit there). The goal, ground truth and subgoals are ours, in the form of AgentBoard's movie data (goal type 0).
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluate_env, type ToolDataset } from './helpers.ts';

const DATASET: ToolDataset = {
  goal: 'How many keywords does the movie "Paddington 2" have?',
  ground_truth: 3,
  ground_truth_subgoals: [
    [
      {
        title: 'Paddington 2',
        original_title: 'Paddington 2',
        popularity: 15.1,
        original_language: 'en',
      },
    ],
    [
      {
        name: 'bear',
      },
      {
        name: 'prison',
      },
      {
        name: 'pop-up book',
      },
    ],
    3,
  ],
};
const GOAL_TYPE = 0;

export default defineUserTask({
  id: 'ab_movie_keywords_count',
  suite: 'agentboard',
  version: '1.0.0',
  prompt: DATASET.goal,
  requiredTools: [],
  reference: [
    externalCall('get_search_movie', { movie_name: 'Paddington 2' }),
    externalCall('get_movie_keywords', { movie_id: '346648' }),
    externalCall('finish', { answer: 3 }),
  ],
  referenceAnswer: '3',
  tags: ['agentboard', 'movie'],
  utility: ({ trace, post }) => evaluate_env('movie', DATASET, GOAL_TYPE, trace, post),
});
