// Source: ACEBench evaluate.py agent_eval (end-to-end accuracy) with model_eval/checker.py agent_checker (helpers.ts agentEndStateCorrect; commits there): the scenario classes' attributes after the run against the expected ones. The scenario and ground truth are ours, in ACEBench's data_agent_* form (phone platform classes)
import { defineUserTask, externalCall } from 'chokepoint';
import { agentEndStateCorrect, savedClassStates, type PyDict } from './helpers.ts';

const GROUND_TRUTH: PyDict[] = [
  {
    MessageApi: {
      wifi: true,
      logged_in: true,
      inbox: {
        '1': { sender_id: 'USR100', receiver_id: 'USR101', message: 'See you tomorrow.' },
        '2': { sender_id: 'USR101', receiver_id: 'USR100', message: 'Sure.' },
        '3': { sender_id: 'USR100', receiver_id: 'USR102', message: 'Lunch at noon?' },
      },
    },
  },
];

export default defineUserTask({
  id: "ace_agent_send_message",
  suite: 'acebench',
  version: '1.0.0',
  prompt: "Log in as Eve and send Frank the message 'Lunch at noon?'.",
  requiredTools: [],
  reference: [
    externalCall('login_device', {}),
    externalCall('send_message', { sender_name: 'Eve', receiver_name: 'Frank', message: 'Lunch at noon?' }),
  ],
  referenceAnswer: '',
  tags: ['acebench', 'agent_multi_step'],
  utility: ({ post }) => agentEndStateCorrect(savedClassStates(post), GROUND_TRUTH),
});
