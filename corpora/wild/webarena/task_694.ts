// Source: web-arena-x/webarena, config_files/test.raw.json task 694 + evaluation_harness/evaluators.py EvaluatorComb over URLEvaluator and HTMLContentEvaluator, commit f62e0b99bc7d9e0cd996d0cf5ebb2225780ec279
import { defineUserTask, externalCall } from 'chokepoint';
import { currentUrl, evaluateLocator, exactMatch, mustInclude, SHOPPING_ADMIN, unescapeHtml, urlMatch } from './helpers.ts';

const REFERENCE_URL = `${SHOPPING_ADMIN}/catalog/product`;

interface Target {
  readonly url: string;
  readonly locator: string;
  readonly exactMatch?: string;
  readonly mustInclude?: readonly string[];
}

const TARGETS: readonly Target[] = [
  { url: 'last', locator: 'document.querySelector(\'[name="product[price]"\').value', exactMatch: '60.00' },
  { url: 'last', locator: 'document.querySelector(\'[name="product[name]"\').value', mustInclude: ['Energy-Bulk Women Shirt'] },
  { url: 'last', locator: 'document.querySelector(\'[name="product[quantity_and_stock_status][qty]"\').value', exactMatch: '50' },
  { url: 'last', locator: 'document.querySelector(\'[data-role="selected-option"\').outerText', mustInclude: ['top'] },
  { url: 'last', locator: 'document.querySelector(\'[name="product[size]"\').value', exactMatch: '167' },
  { url: 'last', locator: 'document.querySelector(\'[name="product[color]"\').value', exactMatch: '50' },
  { url: 'last', locator: 'document.querySelector(\'[data-index="category_ids"\').outerText', mustInclude: ['tops'] },
];

export default defineUserTask({
  id: 'task_694',
  suite: 'webarena',
  version: '1.0.0',
  prompt: 'Add a simple product named Energy-Bulk Women Shirt with 50 in stock, available in size S and color blue, priced at $60',
  requiredTools: [],
  reference: [
    externalCall('goto', { url: `${SHOPPING_ADMIN}/catalog/product/new/set/4/type/simple/` }),
    externalCall('type', { element: 'Product Name', text: 'Energy-Bulk Women Shirt' }),
    externalCall('type', { element: 'Price', text: '60' }),
    externalCall('type', { element: 'Quantity', text: '50' }),
    externalCall('select_option', { element: 'Size', option: 'S' }),
    externalCall('select_option', { element: 'Color', option: 'Blue' }),
    externalCall('click', { element: 'Save' }),
    externalCall('stop', { answer: '' }),
  ],
  referenceAnswer: '',
  utility: ({ post }) => {
    let score = 1;
    score *= urlMatch(post, REFERENCE_URL);
    let pageUrl = currentUrl(post);
    for (const target of TARGETS) {
      if (target.url !== 'last') pageUrl = target.url;
      const selectedElement = unescapeHtml(evaluateLocator(post, pageUrl, target.locator));
      if (target.exactMatch !== undefined) {
        score *= exactMatch(target.exactMatch, selectedElement);
      } else if (target.mustInclude !== undefined) {
        for (const content of target.mustInclude) {
          const contentOr = content.split(' |OR| ');
          score *= contentOr.map((c) => mustInclude(c, selectedElement)).some(Boolean) ? 1 : 0;
        }
      }
    }
    return score === 1;
  },
});
