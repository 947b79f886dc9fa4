// Source: web-arena-x/webarena, config_files/test.raw.json task 699 + evaluation_harness/evaluators.py EvaluatorComb over URLEvaluator and HTMLContentEvaluator (targets with prep_actions), commit f62e0b99bc7d9e0cd996d0cf5ebb2225780ec279
// The prep_actions (a click that expands the Actions section before two of the reads) run page JavaScript;
// their effect is part of the element values the environment records, see README.
import { defineUserTask, externalCall } from 'chokepoint';
import { currentUrl, evaluateLocator, exactMatch, mustInclude, SHOPPING_ADMIN, unescapeHtml, urlMatch } from './helpers.ts';

const REFERENCE_URL = `${SHOPPING_ADMIN}/sales_rule/promo_quote`;

export default defineUserTask({
  id: 'task_699',
  suite: 'webarena',
  version: '1.0.0',
  prompt: 'Draft a new marketing price rule for spring sale that offers a 20 percent discount site-wide for all customers',
  requiredTools: [],
  reference: [
    externalCall('goto', { url: `${SHOPPING_ADMIN}/sales_rule/promo_quote/new/` }),
    externalCall('type', { element: 'Rule Name', text: 'spring sale' }),
    externalCall('select_option', { element: 'Websites', option: 'Main Website' }),
    externalCall('select_option', { element: 'Customer Groups', options: ['NOT LOGGED IN', 'General', 'Wholesale', 'Retailer'] }),
    externalCall('click', { element: 'Actions' }),
    externalCall('select_option', { element: 'Apply', option: 'Percent of product price discount' }),
    externalCall('type', { element: 'Discount Amount', text: '20' }),
    externalCall('stop', { answer: '' }),
  ],
  referenceAnswer: '',
  utility: ({ post }) => {
    let score = 1;
    score *= urlMatch(post, REFERENCE_URL);
    const pageUrl = currentUrl(post);
    const read = (locator: string) => unescapeHtml(evaluateLocator(post, pageUrl, locator));
    score *= ['spring sale'].map((c) => mustInclude(c, read('document.querySelector("[name=\'name\'").value'))).some(Boolean)
      ? 1
      : 0;
    score *= exactMatch('0', read('document.querySelector(\'[name="website_ids"\').selectedIndex'));
    score *= exactMatch('1', read('document.querySelector(\'[name="customer_group_ids"\').selectedIndex'));
    score *= exactMatch('by_percent', read('document.querySelector(\'[name="simple_action"\').value'));
    score *= exactMatch('20', read('document.querySelector(\'[name="discount_amount"\').value'));
    return score === 1;
  },
});
