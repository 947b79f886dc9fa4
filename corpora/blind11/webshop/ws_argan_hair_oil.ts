// Source: WebShop's reward of a purchase (helpers.ts purchaseReward: web_agent_text_env.py SimServer.done, goal.py get_reward; commit there). The goal and the catalogue are ours, in the form of WebShop's human goals (items_human_ins) and product file
import { defineUserTask, externalCall } from 'chokepoint';
import { purchaseReward, type Goal } from './helpers.ts';
import { PRICES, PRODUCTS } from './products.ts';

const GOAL: Goal = {
  asin: 'B07HAIROIL',
  query: 'hair oil',
  name: 'Argan Hair Oil',
  product_category: 'Beauty & Personal Care › Hair Care › Styling Products › Hair Oils',
  instruction_text: "i need argan hair oil in a BPA free bottle, and price lower than 25.00 dollars",
  attributes: ['argan oil', 'BPA free'],
  price_upper: 25.0,
  goal_options: [],
};

export default defineUserTask({
  id: 'ws_argan_hair_oil',
  suite: 'webshop',
  version: '1.0.0',
  prompt: GOAL.instruction_text,
  requiredTools: [],
  reference: [
    externalCall('search', { keywords: GOAL.query }),
    externalCall('click', { value: 'B07HAIROIL' }),
    externalCall('click', { value: 'Buy Now' }),
  ],
  referenceAnswer: '',
  tags: ['webshop', 'human-goal'],
  utility: ({ post }) => purchaseReward(post, GOAL, PRODUCTS, PRICES),
});
