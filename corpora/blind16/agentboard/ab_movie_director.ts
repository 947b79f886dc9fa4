// Source: AgentBoard's tool task "movie" (helpers.ts evaluate_env: agentboard/tasks/tool.py EvalTool.evaluate_env; agentboard/environment/movie_env.py MovieEnv.step, update; agentboard/utils/movie/movie_tools.py log_path, clean_observation, finish; commit there). The goal, ground truth and subgoals are ours, in the form of AgentBoard's movie data (goal type 0).
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluate_env, type ToolDataset } from './helpers.ts';

const DATASET: ToolDataset = {
  goal: 'Who directed the movie "Arrival" released in 2016?',
  ground_truth: 'Denis Villeneuve',
  ground_truth_subgoals: [
    [
      {
        title: 'Arrival',
        original_title: 'Arrival',
        popularity: 41.2,
        original_language: 'en',
      },
    ],
    {
      cast: [],
      crew: [
        {
          name: 'Denis Villeneuve',
          job: 'Director',
          department: 'Directing',
        },
      ],
    },
    'Denis Villeneuve',
  ],
};
const GOAL_TYPE = 0;

export default defineUserTask({
  id: 'ab_movie_director',
  suite: 'agentboard',
  version: '1.0.0',
  prompt: DATASET.goal,
  requiredTools: [],
  reference: [
    externalCall('get_search_movie', { movie_name: 'Arrival' }),
    externalCall('get_movie_crew', { movie_id: '329865' }),
    externalCall('finish', { answer: 'Denis Villeneuve' }),
  ],
  referenceAnswer: 'Denis Villeneuve',
  tags: ['agentboard', 'movie'],
  utility: ({ trace, post }) => evaluate_env('movie', DATASET, GOAL_TYPE, trace, post),
});
