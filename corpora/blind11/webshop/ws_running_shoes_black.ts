// Source: WebShop's reward of a purchase (helpers.ts purchaseReward: web_agent_text_env.py SimServer.done, goal.py get_reward; commit there). The goal and the catalogue are ours, in the form of WebShop's human goals (items_human_ins) and product file
import { defineUserTask, externalCall } from 'chokepoint';
import { purchaseReward, type Goal } from './helpers.ts';
import { PRICES, PRODUCTS } from './products.ts';

const GOAL: Goal = {
  asin: 'B09SHOES01',
  query: 'running shoes',
  name: "Women's Running Shoes",
  product_category: 'Clothing, Shoes & Jewelry › Women › Shoes › Athletic › Running',
  instruction_text: "find me women's running shoes with a non slip rubber sole, black in size 9.5, and price lower than 50.00 dollars",
  attributes: ['non slip', 'rubber sole'],
  price_upper: 50.0,
  goal_options: ['Black', '9.5'],
};

export default defineUserTask({
  id: 'ws_running_shoes_black',
  suite: 'webshop',
  version: '1.0.0',
  prompt: GOAL.instruction_text,
  requiredTools: [],
  reference: [
    externalCall('search', { keywords: GOAL.query }),
    externalCall('click', { value: 'B09SHOES01' }),
    externalCall('click', { value: "Black" }),
    externalCall('click', { value: "9.5" }),
    externalCall('click', { value: 'Buy Now' }),
  ],
  referenceAnswer: '',
  tags: ['webshop', 'human-goal'],
  utility: ({ post }) => purchaseReward(post, GOAL, PRODUCTS, PRICES),
});
