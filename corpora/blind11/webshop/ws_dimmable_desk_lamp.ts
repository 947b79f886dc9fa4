// Source: WebShop's reward of a purchase (helpers.ts purchaseReward: web_agent_text_env.py SimServer.done, goal.py get_reward; commit there). The goal and the catalogue are ours, in the form of WebShop's human goals (items_human_ins) and product file
import { defineUserTask, externalCall } from 'chokepoint';
import { purchaseReward, type Goal } from './helpers.ts';
import { PRICES, PRODUCTS } from './products.ts';

const GOAL: Goal = {
  asin: 'B08DESKLMP',
  query: 'desk lamp',
  name: 'LED Desk Lamp',
  product_category: 'Tools & Home Improvement › Lighting & Ceiling Fans › Lamps & Shades › Desk Lamps',
  instruction_text: "i'm looking for a dimmable led desk lamp with a usb port",
  attributes: ['dimmable', 'usb port'],
  price_upper: 1000000,
  goal_options: [],
};

export default defineUserTask({
  id: 'ws_dimmable_desk_lamp',
  suite: 'webshop',
  version: '1.0.0',
  prompt: GOAL.instruction_text,
  requiredTools: [],
  reference: [
    externalCall('search', { keywords: GOAL.query }),
    externalCall('click', { value: 'B08DESKLMP' }),
    externalCall('click', { value: 'Buy Now' }),
  ],
  referenceAnswer: '',
  tags: ['webshop', 'human-goal'],
  utility: ({ post }) => purchaseReward(post, GOAL, PRODUCTS, PRICES),
});
