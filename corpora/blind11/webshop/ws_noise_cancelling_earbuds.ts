// Source: WebShop's reward of a purchase (helpers.ts purchaseReward: web_agent_text_env.py SimServer.done, goal.py get_reward; commit there). The goal and the catalogue are ours, in the form of WebShop's human goals (items_human_ins) and product file
import { defineUserTask, externalCall } from 'chokepoint';
import { purchaseReward, type Goal } from './helpers.ts';
import { PRICES, PRODUCTS } from './products.ts';

const GOAL: Goal = {
  asin: 'B09EARBUD1',
  query: 'wireless earbuds',
  name: 'Wireless Earbuds',
  product_category: 'Electronics › Headphones, Earbuds & Accessories › Earbud Headphones',
  instruction_text: "i want wireless earbuds with noise cancelling and long lasting battery, and price lower than 60.00 dollars",
  attributes: ['noise cancelling', 'long lasting'],
  price_upper: 60.0,
  goal_options: [],
};

export default defineUserTask({
  id: 'ws_noise_cancelling_earbuds',
  suite: 'webshop',
  version: '1.0.0',
  prompt: GOAL.instruction_text,
  requiredTools: [],
  reference: [
    externalCall('search', { keywords: GOAL.query }),
    externalCall('click', { value: 'B09EARBUD1' }),
    externalCall('click', { value: 'Buy Now' }),
  ],
  referenceAnswer: '',
  tags: ['webshop', 'human-goal'],
  utility: ({ post }) => purchaseReward(post, GOAL, PRODUCTS, PRICES),
});
