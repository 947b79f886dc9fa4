// Source: ACEBench evaluate.py agent_eval (end-to-end accuracy) with model_eval/checker.py agent_checker (helpers.ts agentEndStateCorrect; commits there): the scenario classes' attributes after the run against the expected ones. The scenario and ground truth are ours, in ACEBench's data_agent_* form (phone platform classes)
import { defineUserTask, externalCall } from 'chokepoint';
import { agentEndStateCorrect, savedClassStates, type PyDict } from './helpers.ts';

const GROUND_TRUTH: PyDict[] = [
  {
    FoodPlatform: {
      logged_in_users: ['Eve'],
      orders: [{ user_name: 'Eve', merchant_name: "Luigi's", items: [{ product: 'Margherita', quantity: 2, price_per_unit: 9.5 }], total_price: 19 }],
      users: { Eve: { user_id: 'U100', password: 'eve-pass', balance: 81 } },
    },
  },
];

export default defineUserTask({
  id: "ace_agent_food_order",
  suite: 'acebench',
  version: '1.0.0',
  prompt: "Log in to the food platform as Eve and order two margherita pizzas from Luigi's.",
  requiredTools: [],
  reference: [
    externalCall('login_food_platform', { username: 'Eve', password: 'eve-pass' }),
    externalCall('add_food_delivery_order', { username: 'Eve', merchant_name: "Luigi's", items: [{ product: 'Margherita', quantity: 2 }] }),
  ],
  referenceAnswer: '',
  tags: ['acebench', 'agent_multi_step'],
  utility: ({ post }) => agentEndStateCorrect(savedClassStates(post), GROUND_TRUTH),
});
