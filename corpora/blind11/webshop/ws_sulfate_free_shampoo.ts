// Source: WebShop's reward of a purchase (helpers.ts purchaseReward: web_agent_text_env.py SimServer.done, goal.py get_reward; commit there). The goal and the catalogue are ours, in the form of WebShop's human goals (items_human_ins) and product file
import { defineUserTask, externalCall } from 'chokepoint';
import { purchaseReward, type Goal } from './helpers.ts';
import { PRICES, PRODUCTS } from './products.ts';

const GOAL: Goal = {
  asin: 'B07SHAMP01',
  query: 'sulfate free shampoo',
  name: 'Argan Repair Shampoo',
  product_category: 'Beauty & Personal Care › Hair Care › Shampoo & Conditioner › Shampoos',
  instruction_text: "i need a sulfate free shampoo with natural ingredients in 16 fl oz, and price lower than 30.00 dollars",
  attributes: ['sulfate free', 'natural ingredients'],
  price_upper: 30.0,
  goal_options: ['16 fl oz'],
};

export default defineUserTask({
  id: 'ws_sulfate_free_shampoo',
  suite: 'webshop',
  version: '1.0.0',
  prompt: GOAL.instruction_text,
  requiredTools: [],
  reference: [
    externalCall('search', { keywords: GOAL.query }),
    externalCall('click', { value: 'B07SHAMP01' }),
    externalCall('click', { value: "16 fl oz" }),
    externalCall('click', { value: 'Buy Now' }),
  ],
  referenceAnswer: '',
  tags: ['webshop', 'human-goal'],
  utility: ({ post }) => purchaseReward(post, GOAL, PRODUCTS, PRICES),
});
