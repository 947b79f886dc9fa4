// Source: AgentBoard's tool task "weather" (helpers.ts evaluate_env: agentboard/tasks/tool.py EvalTool.evaluate_env; agentboard/environment/weather_env.py WeatherEnv (check_equality; helpers.py is_same_location).step, update; agentboard/utils/weather/weather_tools.py log_path, clean_observation, finish; commit there). The goal, ground truth and subgoals are ours, in the form of AgentBoard's weather data (goal type 0).
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluate_env, type ToolDataset } from './helpers.ts';

const DATASET: ToolDataset = {
  goal: 'On how many days of the first week of January 2023 did it snow in Sapporo?',
  ground_truth: 5,
  ground_truth_subgoals: [
    {
      name: 'Sapporo',
      latitude: 43.06,
      longitude: 141.35,
      country: 'Japan',
    },
    {
      latitude: 43.06,
      longitude: 141.35,
      daily: {
        time: ['2023-01-01', '2023-01-02', '2023-01-03', '2023-01-04', '2023-01-05', '2023-01-06', '2023-01-07'],
        snowfall_sum: [1.2, 0, 3.4, 2.2, 0.7, 0, 4.1],
      },
    },
    5,
  ],
};
const GOAL_TYPE = 0;

export default defineUserTask({
  id: 'ab_weather_snow_days',
  suite: 'agentboard',
  version: '1.0.0',
  prompt: DATASET.goal,
  requiredTools: [],
  reference: [
    externalCall('get_latitude_longitude', { name: 'Sapporo' }),
    externalCall('get_historical_snow', { latitude: 43.06, longitude: 141.35, start_date: '2023-01-01', end_date: '2023-01-07' }),
    externalCall('finish', { answer: 5 }),
  ],
  referenceAnswer: '5',
  tags: ['agentboard', 'weather'],
  utility: ({ trace, post }) => evaluate_env('weather', DATASET, GOAL_TYPE, trace, post),
});
