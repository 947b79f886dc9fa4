// Source: ACEBench evaluate.py agent_eval (end-to-end accuracy) with model_eval/checker.py agent_checker (helpers.ts agentEndStateCorrect; commits there): the scenario classes' attributes after the run against the expected ones. The scenario and ground truth are ours, in ACEBench's data_agent_* form (phone platform classes)
import { defineUserTask, externalCall } from 'chokepoint';
import { agentEndStateCorrect, savedClassStates, type PyDict } from './helpers.ts';

const GROUND_TRUTH: PyDict[] = [
  {
    ReminderApi: {
      reminder_list: {
        '1': { reminder_id: 1001, title: 'Doctor', description: 'Annual check-up', time: '2024-06-20 15:00', notified: false },
        '2': { reminder_id: 1002, title: 'Pay rent', description: 'Monthly rent', time: '2024-07-01 09:00', notified: false },
      },
    },
  },
  {
    MessageApi: {
      wifi: true,
      logged_in: true,
      inbox: {
        '1': { sender_id: 'USR100', receiver_id: 'USR101', message: 'See you tomorrow.' },
        '2': { sender_id: 'USR100', receiver_id: 'USR102', message: 'Rent reminder set' },
      },
    },
  },
];

export default defineUserTask({
  id: "ace_agent_two_classes",
  suite: 'acebench',
  version: '1.0.0',
  prompt: "Add a reminder 'Pay rent' for 2024-07-01 09:00 and text Frank 'Rent reminder set'.",
  requiredTools: [],
  reference: [
    externalCall('add_reminder', { title: 'Pay rent', description: 'Monthly rent', time: '2024-07-01 09:00' }),
    externalCall('send_message', { sender_name: 'Eve', receiver_name: 'Frank', message: 'Rent reminder set' }),
  ],
  referenceAnswer: '',
  tags: ['acebench', 'agent_multi_step'],
  utility: ({ post }) => agentEndStateCorrect(savedClassStates(post), GROUND_TRUTH),
});
