// Source: ACEBench evaluate.py normal_single_turn_eval (candidate answers) with model_eval/checker.py normal_checker and simple_function_checker (helpers.ts normalTurnCorrect; commits there); the calls the agent proposed are the model's decoded calls. The question, function and ground truth are ours, in ACEBench's data_{category} form
import { defineUserTask, externalCall } from 'chokepoint';
import { normalTurnCorrect, type FuncDescription, type PyDict } from './helpers.ts';

const TEST_CATEGORY = "normal_single_turn_single_function";

const FUNCTIONS: FuncDescription[] = [
  {
    name: 'send_message',
    description: 'Send a message to another user.',
    parameters: {
      type: 'dict',
      properties: {
        receiver_id: { type: 'string', description: 'The id of the receiving user' },
        message: { type: 'string', description: 'The message text' },
      },
      required: ['receiver_id', 'message'],
    },
  },
];

const GROUND_TRUTH: PyDict = { send_message: { receiver_id: 'user12', message: 'The meeting moved to 3pm.' } };

export default defineUserTask({
  id: "ace_send_message_receiver",
  suite: 'acebench',
  version: '1.0.0',
  prompt: "Send user12 a message saying the meeting moved to 3pm.",
  requiredTools: [],
  reference: [
    externalCall('send_message', { receiver_id: 'user12', message: 'The meeting moved to 3pm.' }),
  ],
  referenceAnswer: '',
  tags: ['acebench', TEST_CATEGORY],
  utility: ({ trace }) => normalTurnCorrect(FUNCTIONS, trace, GROUND_TRUTH, TEST_CATEGORY),
});
