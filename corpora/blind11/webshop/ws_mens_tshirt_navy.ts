// Source: WebShop's reward of a purchase (helpers.ts purchaseReward: web_agent_text_env.py SimServer.done, goal.py get_reward; commit there). The goal and the catalogue are ours, in the form of WebShop's human goals (items_human_ins) and product file
import { defineUserTask, externalCall } from 'chokepoint';
import { purchaseReward, type Goal } from './helpers.ts';
import { PRICES, PRODUCTS } from './products.ts';

const GOAL: Goal = {
  asin: 'B09TSHIRT1',
  query: 'mens t-shirts',
  name: "Men's Crew Neck T-Shirt",
  product_category: 'Clothing, Shoes & Jewelry › Men › Clothing › Shirts › T-Shirts',
  instruction_text: "i'm looking for a short sleeve men's t-shirt i can machine wash, in navy and x-large, and price lower than 30.00 dollars",
  attributes: ['machine wash', 'short sleeve'],
  price_upper: 30.0,
  goal_options: ['Navy', 'X-Large'],
};

export default defineUserTask({
  id: 'ws_mens_tshirt_navy',
  suite: 'webshop',
  version: '1.0.0',
  prompt: GOAL.instruction_text,
  requiredTools: [],
  reference: [
    externalCall('search', { keywords: GOAL.query }),
    externalCall('click', { value: 'B09TSHIRT1' }),
    externalCall('click', { value: "Navy" }),
    externalCall('click', { value: "X-Large" }),
    externalCall('click', { value: 'Buy Now' }),
  ],
  referenceAnswer: '',
  tags: ['webshop', 'human-goal'],
  utility: ({ post }) => purchaseReward(post, GOAL, PRODUCTS, PRICES),
});
