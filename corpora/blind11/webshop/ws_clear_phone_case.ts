// Source: WebShop's reward of a purchase (helpers.ts purchaseReward: web_agent_text_env.py SimServer.done, goal.py get_reward; commit there). The goal and the catalogue are ours, in the form of WebShop's human goals (items_human_ins) and product file
import { defineUserTask, externalCall } from 'chokepoint';
import { purchaseReward, type Goal } from './helpers.ts';
import { PRICES, PRODUCTS } from './products.ts';

const GOAL: Goal = {
  asin: 'B09PHCASE1',
  query: 'phone case',
  name: 'Shockproof Phone Case',
  product_category: 'Cell Phones & Accessories › Cases, Holsters & Sleeves › Basic Cases',
  instruction_text: "i want a clear shockproof phone case, and price lower than 15.00 dollars",
  attributes: ['shockproof'],
  price_upper: 15.0,
  goal_options: ['Clear'],
};

export default defineUserTask({
  id: 'ws_clear_phone_case',
  suite: 'webshop',
  version: '1.0.0',
  prompt: GOAL.instruction_text,
  requiredTools: [],
  reference: [
    externalCall('search', { keywords: GOAL.query }),
    externalCall('click', { value: 'B09PHCASE1' }),
    externalCall('click', { value: "Clear" }),
    externalCall('click', { value: 'Buy Now' }),
  ],
  referenceAnswer: '',
  tags: ['webshop', 'human-goal'],
  utility: ({ post }) => purchaseReward(post, GOAL, PRODUCTS, PRICES),
});
