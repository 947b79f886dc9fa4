// Source: web-arena-x/webarena, config_files/test.raw.json task 585 + evaluation_harness/evaluators.py HTMLContentEvaluator.__call__ with the func: locators shopping_get_sku_latest_review_rating/_author, commit f62e0b99bc7d9e0cd996d0cf5ebb2225780ec279
import { defineUserTask, externalCall } from 'chokepoint';
import { mustInclude, SHOPPING, shoppingSkuLatestReviewAuthor, shoppingSkuLatestReviewRating, unescapeHtml } from './helpers.ts';

const SKU = 'B00J8RZL7I';

export default defineUserTask({
  id: 'task_585',
  suite: 'webarena',
  version: '1.0.0',
  prompt: 'Rate my recent purchase of floor lamp with 5 stars, using my nickname Emma Lopez?',
  requiredTools: [],
  reference: [
    externalCall('goto', { url: `${SHOPPING}/sales/order/history/` }),
    externalCall('click', { element: 'floor lamp product link' }),
    externalCall('click', { element: 'Add Your Review' }),
    externalCall('click', { element: 'Rating: 5 stars' }),
    externalCall('type', { element: 'Nickname', text: 'Emma Lopez' }),
    externalCall('click', { element: 'Submit Review' }),
    externalCall('stop', { answer: '' }),
  ],
  referenceAnswer: '',
  utility: ({ post }) => {
    let score = 1;
    const rating = unescapeHtml(shoppingSkuLatestReviewRating(post, SKU));
    score *= ['100'].map((c) => mustInclude(c, rating)).some(Boolean) ? 1 : 0;
    const author = unescapeHtml(shoppingSkuLatestReviewAuthor(post, SKU));
    score *= ['Emma Lopez'].map((c) => mustInclude(c, author)).some(Boolean) ? 1 : 0;
    return score === 1;
  },
});
