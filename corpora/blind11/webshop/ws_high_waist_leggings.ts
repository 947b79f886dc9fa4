// Source: WebShop's reward of a purchase (helpers.ts purchaseReward: web_agent_text_env.py SimServer.done, goal.py get_reward; commit there). The goal and the catalogue are ours, in the form of WebShop's human goals (items_human_ins) and product file
import { defineUserTask, externalCall } from 'chokepoint';
import { purchaseReward, type Goal } from './helpers.ts';
import { PRICES, PRODUCTS } from './products.ts';

const GOAL: Goal = {
  asin: 'B09LEGGING',
  query: 'yoga leggings',
  name: "Women's Yoga Leggings",
  product_category: 'Clothing, Shoes & Jewelry › Women › Clothing › Leggings',
  instruction_text: "i need high waist yoga leggings with tummy control in black, medium, and price lower than 30.00 dollars",
  attributes: ['high waist', 'tummy control'],
  price_upper: 30.0,
  goal_options: ['Black', 'Medium'],
};

export default defineUserTask({
  id: 'ws_high_waist_leggings',
  suite: 'webshop',
  version: '1.0.0',
  prompt: GOAL.instruction_text,
  requiredTools: [],
  reference: [
    externalCall('search', { keywords: GOAL.query }),
    externalCall('click', { value: 'B09LEGGING' }),
    externalCall('click', { value: "Black" }),
    externalCall('click', { value: "Medium" }),
    externalCall('click', { value: 'Buy Now' }),
  ],
  referenceAnswer: '',
  tags: ['webshop', 'human-goal'],
  utility: ({ post }) => purchaseReward(post, GOAL, PRODUCTS, PRICES),
});
