// Source: WebShop's reward of a purchase (helpers.ts purchaseReward: web_agent_text_env.py SimServer.done, goal.py get_reward; commit there). The goal and the catalogue are ours, in the form of WebShop's human goals (items_human_ins) and product file
import { defineUserTask, externalCall } from 'chokepoint';
import { purchaseReward, type Goal } from './helpers.ts';
import { PRICES, PRODUCTS } from './products.ts';

const GOAL: Goal = {
  asin: 'B08PILLOW1',
  query: 'memory foam pillow',
  name: 'Memory Foam Bed Pillow',
  product_category: 'Home & Kitchen › Bedding › Bed Pillows & Positioners › Bed Pillows',
  instruction_text: "i need a queen memory foam pillow that is machine washable, and price lower than 50.00 dollars",
  attributes: ['memory foam', 'machine washable'],
  price_upper: 50.0,
  goal_options: ['Queen'],
};

export default defineUserTask({
  id: 'ws_memory_foam_pillow',
  suite: 'webshop',
  version: '1.0.0',
  prompt: GOAL.instruction_text,
  requiredTools: [],
  reference: [
    externalCall('search', { keywords: GOAL.query }),
    externalCall('click', { value: 'B08PILLOW1' }),
    externalCall('click', { value: "Queen" }),
    externalCall('click', { value: 'Buy Now' }),
  ],
  referenceAnswer: '',
  tags: ['webshop', 'human-goal'],
  utility: ({ post }) => purchaseReward(post, GOAL, PRODUCTS, PRICES),
});
