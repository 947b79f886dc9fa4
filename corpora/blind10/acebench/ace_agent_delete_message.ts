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
        '3': { sender_id: 'USR102', receiver_id: 'USR100', message: 'Call me back.' },
      },
    },
  },
];

export default defineUserTask({
  id: "ace_agent_delete_message",
  suite: 'acebench',
  version: '1.0.0',
  prompt: "Delete the message with id 2 from my inbox.",
  requiredTools: [],
  reference: [
    externalCall('delete_message', { message_id: 2 }),
  ],
  referenceAnswer: '',
  tags: ['acebench', 'agent_multi_step'],
  utility: ({ post }) => agentEndStateCorrect(savedClassStates(post), GROUND_TRUTH),
});
