// Source: AgentBoard's tool task "movie" (helpers.ts evaluate_env: agentboard/tasks/tool.py EvalTool.evaluate_env; agentboard/environment/movie_env.py MovieEnv.step, update; agentboard/utils/movie/movie_tools.py log_path, clean_observation, finish; commit there). The goal, ground truth and subgoals are ours, in the form of AgentBoard's movie data (goal type 0).
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluate_env, type ToolDataset } from './helpers.ts';

const DATASET: ToolDataset = {
  goal: 'When was the lead actress of "Lady Bird" born? Answer with the date as YYYY-MM-DD.',
  ground_truth: '1994-04-12',
  ground_truth_subgoals: [
    [
      {
        title: 'Lady Bird',
        original_title: 'Lady Bird',
        popularity: 18.4,
        original_language: 'en',
      },
    ],
    {
      cast: [
        {
          name: 'Saoirse Ronan',
          character: 'Christine "Lady Bird" McPherson',
          order: 0,
        },
      ],
      crew: [],
    },
    {
      name: 'Saoirse Ronan',
      birthday: '1994-04-12',
      place_of_birth: 'The Bronx, New York City, New York, USA',
    },
    '1994-04-12',
  ],
};
const GOAL_TYPE = 0;

export default defineUserTask({
  id: 'ab_movie_actor_birthday',
  suite: 'agentboard',
  version: '1.0.0',
  prompt: DATASET.goal,
  requiredTools: [],
  reference: [
    externalCall('get_search_movie', { movie_name: 'Lady Bird' }),
    externalCall('get_movie_cast', { movie_id: '391713' }),
    externalCall('get_person_details', { person_id: '36592' }),
    externalCall('finish', { answer: '1994-04-12' }),
  ],
  referenceAnswer: '1994-04-12',
  tags: ['agentboard', 'movie'],
  utility: ({ trace, post }) => evaluate_env('movie', DATASET, GOAL_TYPE, trace, post),
});
