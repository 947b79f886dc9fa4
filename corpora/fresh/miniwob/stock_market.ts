// Source: Farama-Foundation/miniwob-plusplus, miniwob/html/miniwob/stock-market.html, commit 3f461ffcca7cecd2e84f603c6908ea16a0dfbc0c: genProblem, the #buy click handler (one draw: symbol ZQRT, threshold $57.63)
import { defineUserTask, externalCall } from 'chokepoint';
import { field, pageAtClick } from './helpers.ts';

const thresholdPrice = 57.63;

export default defineUserTask({
  id: 'stock_market',
  suite: 'miniwob',
  version: '1.0.0',
  prompt: 'Buy ZQRT stock when the price is less than $57.63.',
  requiredTools: [],
  reference: [externalCall('click', { element: '#buy' })],
  referenceAnswer: '',
  tags: ['miniwob'],
  utility: ({ trace, steps }) => {
    const page = pageAtClick(trace, steps, '#buy');
    if (page === undefined) return false;
    const priceText = field(page, '#stock-price');
    const currentPrice = parseFloat(priceText.split('$')[1]);
    if (currentPrice <= thresholdPrice) return true;
    else return false;
  },
});
