// Source: WebShop's reward of a purchase (helpers.ts purchaseReward: web_agent_text_env.py SimServer.done, goal.py get_reward; commit there). The goal and the catalogue are ours, in the form of WebShop's human goals (items_human_ins) and product file
import { defineUserTask, externalCall } from 'chokepoint';
import { purchaseReward, type Goal } from './helpers.ts';
import { PRICES, PRODUCTS } from './products.ts';

const GOAL: Goal = {
  asin: 'B08CURTAIN',
  query: 'blackout curtains',
  name: 'Blackout Curtains',
  product_category: 'Home & Kitchen › Home Décor › Window Treatments › Curtains & Drapes › Panels',
  instruction_text: "i am looking for thermal insulated blackout curtains in grey, 52\"w x 84\"l, and price lower than 40.00 dollars",
  attributes: ['thermal insulated', 'blackout'],
  price_upper: 40.0,
  goal_options: ['Grey', '52"W x 84"L'],
};

export default defineUserTask({
  id: 'ws_blackout_curtains',
  suite: 'webshop',
  version: '1.0.0',
  prompt: GOAL.instruction_text,
  requiredTools: [],
  reference: [
    externalCall('search', { keywords: GOAL.query }),
    externalCall('click', { value: 'B08CURTAIN' }),
    externalCall('click', { value: "Grey" }),
    externalCall('click', { value: "52\"W x 84\"L" }),
    externalCall('click', { value: 'Buy Now' }),
  ],
  referenceAnswer: '',
  tags: ['webshop', 'human-goal'],
  utility: ({ post }) => purchaseReward(post, GOAL, PRODUCTS, PRICES),
});
