// Source: WebShop's reward of a purchase (helpers.ts purchaseReward: web_agent_text_env.py SimServer.done, goal.py get_reward; commit there). The goal and the catalogue are ours, in the form of WebShop's human goals (items_human_ins) and product file
import { defineUserTask, externalCall } from 'chokepoint';
import { purchaseReward, type Goal } from './helpers.ts';
import { PRICES, PRODUCTS } from './products.ts';

const GOAL: Goal = {
  asin: 'B09JEANS01',
  query: 'mens jeans',
  name: "Men's Slim Fit Jeans",
  product_category: 'Clothing, Shoes & Jewelry › Men › Clothing › Jeans',
  instruction_text: "i need machine washable slim fit jeans for men in dark wash, 32w x 30l, and price lower than 50.00 dollars",
  attributes: ['slim fit', 'machine washable'],
  price_upper: 50.0,
  goal_options: ['32W x 30L', 'Dark Wash'],
};

export default defineUserTask({
  id: 'ws_slim_jeans_dark_wash',
  suite: 'webshop',
  version: '1.0.0',
  prompt: GOAL.instruction_text,
  requiredTools: [],
  reference: [
    externalCall('search', { keywords: GOAL.query }),
    externalCall('click', { value: 'B09JEANS01' }),
    externalCall('click', { value: "32W x 30L" }),
    externalCall('click', { value: "Dark Wash" }),
    externalCall('click', { value: 'Buy Now' }),
  ],
  referenceAnswer: '',
  tags: ['webshop', 'human-goal'],
  utility: ({ post }) => purchaseReward(post, GOAL, PRODUCTS, PRICES),
});
