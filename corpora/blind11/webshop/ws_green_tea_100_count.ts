// Source: WebShop's reward of a purchase (helpers.ts purchaseReward: web_agent_text_env.py SimServer.done, goal.py get_reward; commit there). The goal and the catalogue are ours, in the form of WebShop's human goals (items_human_ins) and product file
import { defineUserTask, externalCall } from 'chokepoint';
import { purchaseReward, type Goal } from './helpers.ts';
import { PRICES, PRODUCTS } from './products.ts';

const GOAL: Goal = {
  asin: 'B08GTEA001',
  query: 'green tea',
  name: 'Organic Green Tea Bags',
  product_category: 'Grocery & Gourmet Food › Beverages › Tea › Green',
  instruction_text: "i want organic green tea bags that are individually wrapped, size: 100 count, and price lower than 20.00 dollars",
  attributes: ['organic', 'individually wrapped'],
  price_upper: 20.0,
  goal_options: { size: '100 count' },
};

export default defineUserTask({
  id: 'ws_green_tea_100_count',
  suite: 'webshop',
  version: '1.0.0',
  prompt: GOAL.instruction_text,
  requiredTools: [],
  reference: [
    externalCall('search', { keywords: GOAL.query }),
    externalCall('click', { value: 'B08GTEA001' }),
    externalCall('click', { value: "100 count" }),
    externalCall('click', { value: 'Buy Now' }),
  ],
  referenceAnswer: '',
  tags: ['webshop', 'human-goal'],
  utility: ({ post }) => purchaseReward(post, GOAL, PRODUCTS, PRICES),
});
