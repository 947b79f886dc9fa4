// Source: ACEBench evaluate.py normal_single_turn_eval (candidate answers) with model_eval/checker.py normal_checker and simple_function_checker (helpers.ts normalTurnCorrect; commits there); the calls the agent proposed are the model's decoded calls. The question, function and ground truth are ours, in ACEBench's data_{category} form
import { defineUserTask, externalCall } from 'chokepoint';
import { normalTurnCorrect, type FuncDescription, type PyDict } from './helpers.ts';

const TEST_CATEGORY = "normal_single_turn_parallel_function";

const FUNCTIONS: FuncDescription[] = [
  {
    name: 'add_reminder',
    description: 'Add a reminder.',
    parameters: {
      type: 'dict',
      properties: {
        title: { type: 'string', description: 'What to be reminded of' },
        time: { type: 'string', description: 'When, as YYYY-MM-DD HH:MM' },
      },
      required: ['title', 'time'],
    },
  },
];

const GROUND_TRUTH: PyDict = {
  add_reminder_1: { title: 'Call mom', time: '2024-06-02 10:00' },
  add_reminder_2: { title: 'Call mom and dad', time: '2024-06-02 10:00' },
};

export default defineUserTask({
  id: "ace_two_reminders",
  suite: 'acebench',
  version: '1.0.0',
  prompt: "Remind me to call mom and to call mom and dad on Sunday at 10:00, as two reminders.",
  requiredTools: [],
  reference: [
    externalCall('add_reminder', { title: 'Call mom', time: '2024-06-02 10:00' }),
    externalCall('add_reminder', { title: 'Call mom and dad', time: '2024-06-02 10:00' }),
  ],
  referenceAnswer: '',
  tags: ['acebench', TEST_CATEGORY],
  utility: ({ trace }) => normalTurnCorrect(FUNCTIONS, trace, GROUND_TRUTH, TEST_CATEGORY),
});
