// Source: AgentBoard's tool task "weather" (helpers.ts evaluate_env: agentboard/tasks/tool.py EvalTool.evaluate_env; agentboard/environment/weather_env.py WeatherEnv (check_equality; helpers.py is_same_location).step, update; agentboard/utils/weather/weather_tools.py log_path, clean_observation, finish; commit there). The goal, ground truth and subgoals are ours, in the form of AgentBoard's weather data (goal type 0).
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluate_env, type ToolDataset } from './helpers.ts';

const DATASET: ToolDataset = {
  goal: 'Will it rain in my current city tomorrow? Answer with the forecast rain sum in mm.',
  ground_truth: 2.4,
  ground_truth_subgoals: [
    '2023-06-02',
    'Bergen',
    {
      name: 'Bergen',
      latitude: 60.39,
      longitude: 5.32,
      country: 'Norway',
    },
    {
      latitude: 60.39,
      longitude: 5.32,
      daily: {
        time: ['2023-06-03'],
        rain_sum: [2.4],
      },
    },
    2.4,
  ],
};
const GOAL_TYPE = 0;

export default defineUserTask({
  id: 'ab_weather_rain_tomorrow',
  suite: 'agentboard',
  version: '1.0.0',
  prompt: DATASET.goal,
  requiredTools: [],
  reference: [
    externalCall('get_user_current_date', {}),
    externalCall('get_user_current_location', {}),
    externalCall('get_latitude_longitude', { name: 'Bergen' }),
    externalCall('get_rain_forecast', { latitude: 60.39, longitude: 5.32, start_date: '2023-06-03', end_date: '2023-06-03' }),
    externalCall('finish', { answer: 2.4 }),
  ],
  referenceAnswer: '2.4',
  tags: ['agentboard', 'weather'],
  utility: ({ trace, post }) => evaluate_env('weather', DATASET, GOAL_TYPE, trace, post),
});
