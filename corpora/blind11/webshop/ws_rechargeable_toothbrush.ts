// Source: WebShop's reward of a purchase (helpers.ts purchaseReward: web_agent_text_env.py SimServer.done, goal.py get_reward; commit there). The goal and the catalogue are ours, in the form of WebShop's human goals (items_human_ins) and product file
import { defineUserTask, externalCall } from 'chokepoint';
import { purchaseReward, type Goal } from './helpers.ts';
import { PRICES, PRODUCTS } from './products.ts';

const GOAL: Goal = {
  asin: 'B08TBRUSH1',
  query: 'electric toothbrush',
  name: 'Electric Toothbrush',
  product_category: 'Beauty & Personal Care › Oral Care › Toothbrushes & Accessories › Powered Toothbrushes',
  instruction_text: "i want a rechargeable electric toothbrush in white, and price lower than 40.00 dollars",
  attributes: ['rechargeable'],
  price_upper: 40.0,
  goal_options: ['White'],
};

export default defineUserTask({
  id: 'ws_rechargeable_toothbrush',
  suite: 'webshop',
  version: '1.0.0',
  prompt: GOAL.instruction_text,
  requiredTools: [],
  reference: [
    externalCall('search', { keywords: GOAL.query }),
    externalCall('click', { value: 'B08TBRUSH1' }),
    externalCall('click', { value: "White" }),
    externalCall('click', { value: 'Buy Now' }),
  ],
  referenceAnswer: '',
  tags: ['webshop', 'human-goal'],
  utility: ({ post }) => purchaseReward(post, GOAL, PRODUCTS, PRICES),
});
