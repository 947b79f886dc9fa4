// Source: ACEBench evaluate.py normal_single_turn_eval (candidate answers) with model_eval/checker.py normal_checker and simple_function_checker (helpers.ts normalTurnCorrect; commits there); the calls the agent proposed are the model's decoded calls. The question, function and ground truth are ours, in ACEBench's data_{category} form
import { defineUserTask, externalCall } from 'chokepoint';
import { normalTurnCorrect, type FuncDescription, type PyDict } from './helpers.ts';

const TEST_CATEGORY = "normal_single_turn_single_function";

const FUNCTIONS: FuncDescription[] = [
  {
    name: 'get_weather_forecast',
    description: 'Get the weather forecast of a city for a number of days.',
    parameters: {
      type: 'dict',
      properties: {
        city: { type: 'string', description: 'The city name' },
        days: { type: 'integer', description: 'Number of days to forecast' },
      },
      required: ['city', 'days'],
    },
  },
];

const GROUND_TRUTH: PyDict = { get_weather_forecast: { city: 'Paris', days: 3 } };

export default defineUserTask({
  id: "ace_weather_forecast",
  suite: 'acebench',
  version: '1.0.0',
  prompt: "What will the weather be like in Paris over the next 3 days?",
  requiredTools: [],
  reference: [
    externalCall('get_weather_forecast', { city: 'Paris', days: 3 }),
  ],
  referenceAnswer: '',
  tags: ['acebench', TEST_CATEGORY],
  utility: ({ trace }) => normalTurnCorrect(FUNCTIONS, trace, GROUND_TRUTH, TEST_CATEGORY),
});
