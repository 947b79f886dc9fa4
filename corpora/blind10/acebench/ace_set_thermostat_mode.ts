// Source: ACEBench evaluate.py normal_single_turn_eval (candidate answers) with model_eval/checker.py normal_checker and simple_function_checker (helpers.ts normalTurnCorrect; commits there); the calls the agent proposed are the model's decoded calls. The question, function and ground truth are ours, in ACEBench's data_{category} form
import { defineUserTask, externalCall } from 'chokepoint';
import { normalTurnCorrect, type FuncDescription, type PyDict } from './helpers.ts';

const TEST_CATEGORY = "normal_single_turn_single_function";

const FUNCTIONS: FuncDescription[] = [
  {
    name: 'set_thermostat',
    description: 'Change the mode of a thermostat.',
    parameters: {
      type: 'dict',
      properties: {
        room: { type: 'string', description: 'The room of the thermostat' },
        mode: { type: 'string', description: 'One of eco, comfort, off' },
        boost: { type: 'boolean', description: 'Whether to boost for an hour' },
      },
      required: ['room', 'mode'],
    },
  },
];

const GROUND_TRUTH: PyDict = { set_thermostat: { room: 'living room', mode: 'eco' } };

export default defineUserTask({
  id: "ace_set_thermostat_mode",
  suite: 'acebench',
  version: '1.0.0',
  prompt: "Set the living room thermostat to eco mode.",
  requiredTools: [],
  reference: [
    externalCall('set_thermostat', { room: 'living room', mode: 'eco' }),
  ],
  referenceAnswer: '',
  tags: ['acebench', TEST_CATEGORY],
  utility: ({ trace }) => normalTurnCorrect(FUNCTIONS, trace, GROUND_TRUTH, TEST_CATEGORY),
});
