// Source: AgentBoard's tool task "weather" (helpers.ts evaluate_env: agentboard/tasks/tool.py EvalTool.evaluate_env; agentboard/environment/weather_env.py WeatherEnv (check_equality; helpers.py is_same_location).step, update; agentboard/utils/weather/weather_tools.py log_path, clean_observation, finish; commit there). The goal, ground truth and subgoals are ours, in the form of AgentBoard's weather data (goal type 0).
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluate_env, type ToolDataset } from './helpers.ts';

const DATASET: ToolDataset = {
  goal: 'What was the highest temperature in Lyon on 2023-07-14, in degrees Celsius?',
  ground_truth: 33.1,
  ground_truth_subgoals: [
    {
      name: 'Lyon',
      latitude: 45.75,
      longitude: 4.85,
      country: 'France',
    },
    {
      latitude: 45.75,
      longitude: 4.85,
      daily: {
        time: ['2023-07-14'],
      },
    },
    33.1,
  ],
};
const GOAL_TYPE = 0;

export default defineUserTask({
  id: 'ab_weather_max_temp',
  suite: 'agentboard',
  version: '1.0.0',
  prompt: DATASET.goal,
  requiredTools: [],
  reference: [
    externalCall('get_latitude_longitude', { name: 'Lyon' }),
    externalCall('get_historical_temp', { latitude: 45.75, longitude: 4.85, start_date: '2023-07-14', end_date: '2023-07-14' }),
    externalCall('finish', { answer: 33.1 }),
  ],
  referenceAnswer: '33.1',
  tags: ['agentboard', 'weather'],
  utility: ({ trace, post }) => evaluate_env('weather', DATASET, GOAL_TYPE, trace, post),
});
