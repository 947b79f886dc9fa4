// Source: WebShop's reward of a purchase (helpers.ts purchaseReward: web_agent_text_env.py SimServer.done, goal.py get_reward; commit there). The goal and the catalogue are ours, in the form of WebShop's human goals (items_human_ins) and product file
import { defineUserTask, externalCall } from 'chokepoint';
import { purchaseReward, type Goal } from './helpers.ts';
import { PRICES, PRODUCTS } from './products.ts';

const GOAL: Goal = {
  asin: 'B07COFFEE1',
  query: 'coffee beans',
  name: 'Dark Roast Whole Bean Coffee',
  product_category: 'Grocery & Gourmet Food › Beverages › Coffee, Tea & Cocoa › Coffee › Whole Coffee Beans',
  instruction_text: "i want dark roast whole bean coffee, size: 2 pound, and price lower than 25.00 dollars",
  attributes: ['dark roast', 'whole bean'],
  price_upper: 25.0,
  goal_options: { size: '2 Pound' },
};

export default defineUserTask({
  id: 'ws_dark_roast_coffee',
  suite: 'webshop',
  version: '1.0.0',
  prompt: GOAL.instruction_text,
  requiredTools: [],
  reference: [
    externalCall('search', { keywords: GOAL.query }),
    externalCall('click', { value: 'B07COFFEE1' }),
    externalCall('click', { value: "2 Pound" }),
    externalCall('click', { value: 'Buy Now' }),
  ],
  referenceAnswer: '',
  tags: ['webshop', 'human-goal'],
  utility: ({ post }) => purchaseReward(post, GOAL, PRODUCTS, PRICES),
});
