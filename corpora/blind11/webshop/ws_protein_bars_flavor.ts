// Source: WebShop's reward of a purchase (helpers.ts purchaseReward: web_agent_text_env.py SimServer.done, goal.py get_reward; commit there). The goal and the catalogue are ours, in the form of WebShop's human goals (items_human_ins) and product file
import { defineUserTask, externalCall } from 'chokepoint';
import { purchaseReward, type Goal } from './helpers.ts';
import { PRICES, PRODUCTS } from './products.ts';

const GOAL: Goal = {
  asin: 'B08PROBAR1',
  query: 'protein bars',
  name: 'Protein Snack Bars',
  product_category: 'Grocery & Gourmet Food › Snacks & Sweets › Snack Bars › Protein Bars',
  instruction_text: "i want gluten free low sugar protein bars, flavor name: chocolate peanut butter, size: 12 count, and price lower than 30.00 dollars",
  attributes: ['gluten free', 'low sugar'],
  price_upper: 30.0,
  goal_options: { 'flavor name': 'Chocolate Peanut Butter', size: '12 Count' },
};

export default defineUserTask({
  id: 'ws_protein_bars_flavor',
  suite: 'webshop',
  version: '1.0.0',
  prompt: GOAL.instruction_text,
  requiredTools: [],
  reference: [
    externalCall('search', { keywords: GOAL.query }),
    externalCall('click', { value: 'B08PROBAR1' }),
    externalCall('click', { value: "Chocolate Peanut Butter" }),
    externalCall('click', { value: "12 Count" }),
    externalCall('click', { value: 'Buy Now' }),
  ],
  referenceAnswer: '',
  tags: ['webshop', 'human-goal'],
  utility: ({ post }) => purchaseReward(post, GOAL, PRODUCTS, PRICES),
});
