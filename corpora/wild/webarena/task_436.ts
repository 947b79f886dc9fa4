// Source: web-arena-x/webarena, config_files/test.raw.json task 436 + evaluation_harness/evaluators.py HTMLContentEvaluator.__call__ with the func: url shopping_get_latest_order_url, commit f62e0b99bc7d9e0cd996d0cf5ebb2225780ec279
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluateLocator, mustInclude, SHOPPING, shoppingLatestOrderUrl, unescapeHtml } from './helpers.ts';

const LOCATOR = 'document.querySelector(".order-details-items.ordered").outerText';
const MUST_INCLUDE = ['B07DFJ5XKH'];

export default defineUserTask({
  id: 'task_436',
  suite: 'webarena',
  version: '1.0.0',
  prompt: 'I previously ordered some a mattress foundation around Feb or March 2023 and later cancelled. Can you reorder it for me?',
  requiredTools: [],
  reference: [
    externalCall('goto', { url: `${SHOPPING}/sales/order/history/` }),
    externalCall('click', { element: 'Reorder (canceled order with the mattress foundation)' }),
    externalCall('click', { element: 'Proceed to Checkout' }),
    externalCall('click', { element: 'Place Order' }),
    externalCall('stop', { answer: '' }),
  ],
  referenceAnswer: '',
  utility: ({ post }) => {
    let score = 1;
    const targetUrl = shoppingLatestOrderUrl(post);
    const selectedElement = unescapeHtml(evaluateLocator(post, targetUrl, LOCATOR));
    for (const content of MUST_INCLUDE) {
      const contentOr = content.split(' |OR| ');
      score *= contentOr.map((c) => mustInclude(c, selectedElement)).some(Boolean) ? 1 : 0;
    }
    return score === 1;
  },
});
