// Source: ACEBench evaluate.py normal_single_turn_eval (candidate answers) with model_eval/checker.py normal_checker and simple_function_checker (helpers.ts normalTurnCorrect; commits there); the calls the agent proposed are the model's decoded calls. The question, function and ground truth are ours, in ACEBench's data_{category} form
import { defineUserTask, externalCall } from 'chokepoint';
import { normalTurnCorrect, type FuncDescription, type PyDict } from './helpers.ts';

const TEST_CATEGORY = "normal_single_turn_single_function";

const FUNCTIONS: FuncDescription[] = [
  {
    name: 'create_meeting',
    description: 'Create a meeting and invite attendees.',
    parameters: {
      type: 'dict',
      properties: {
        title: { type: 'string', description: 'Meeting title' },
        attendees: { type: 'list(string)', description: 'E-mail addresses of the invitees' },
      },
      required: ['title', 'attendees'],
    },
  },
];

const GROUND_TRUTH: PyDict = { create_meeting: { title: 'Budget review', attendees: ['priya@corp.test', 'tom@corp.test'] } };

export default defineUserTask({
  id: "ace_invite_attendees",
  suite: 'acebench',
  version: '1.0.0',
  prompt: "Create a meeting called Budget review and invite priya@corp.test and tom@corp.test.",
  requiredTools: [],
  reference: [
    externalCall('create_meeting', { title: 'Budget review', attendees: ['priya@corp.test', 'tom@corp.test'] }),
  ],
  referenceAnswer: '',
  tags: ['acebench', TEST_CATEGORY],
  utility: ({ trace }) => normalTurnCorrect(FUNCTIONS, trace, GROUND_TRUTH, TEST_CATEGORY),
});
