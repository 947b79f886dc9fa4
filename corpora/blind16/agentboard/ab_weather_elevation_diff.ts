// Source: AgentBoard's tool task "weather" (helpers.ts evaluate_env: agentboard/tasks/tool.py EvalTool.evaluate_env; agentboard/environment/weather_env.py WeatherEnv (check_equality; helpers.py is_same_location).step, update; agentboard/utils/weather/weather_tools.py log_path, clean_observation, finish; commit there). The goal, ground truth and subgoals are ours, in the form of AgentBoard's weather data (goal type 0).
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluate_env, type ToolDataset } from './helpers.ts';

const DATASET: ToolDataset = {
  goal: 'How much higher is Innsbruck than Munich, in metres?',
  ground_truth: 55,
  ground_truth_subgoals: [
    {
      name: 'Innsbruck',
      latitude: 47.26,
      longitude: 11.39,
      country: 'Austria',
    },
    {
      name: 'Munich',
      latitude: 48.14,
      longitude: 11.58,
      country: 'Germany',
    },
    {
      latitude: 47.26,
      longitude: 11.39,
      elevation: 574,
    },
    {
      latitude: 48.14,
      longitude: 11.58,
      elevation: 519,
    },
    55,
  ],
};
const GOAL_TYPE = 0;

export default defineUserTask({
  id: 'ab_weather_elevation_diff',
  suite: 'agentboard',
  version: '1.0.0',
  prompt: DATASET.goal,
  requiredTools: [],
  reference: [
    externalCall('get_latitude_longitude', { name: 'Innsbruck' }),
    externalCall('get_latitude_longitude', { name: 'Munich' }),
    externalCall('get_elevation', { latitude: 47.26, longitude: 11.39 }),
    externalCall('get_elevation', { latitude: 48.14, longitude: 11.58 }),
    externalCall('finish', { answer: 55 }),
  ],
  referenceAnswer: '55',
  tags: ['agentboard', 'weather'],
  utility: ({ trace, post }) => evaluate_env('weather', DATASET, GOAL_TYPE, trace, post),
});
