// Source: web-arena-x/webarena, config_files/test.raw.json task 521 + evaluation_harness/evaluators.py HTMLContentEvaluator.__call__ (exact_match), commit f62e0b99bc7d9e0cd996d0cf5ebb2225780ec279
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluateLocator, exactMatch, SHOPPING, unescapeHtml } from './helpers.ts';

const TARGET_URL = `${SHOPPING}/newsletter/manage/`;
const LOCATOR = 'document.querySelector(\'[title="General Subscription"\').checked.toString()';

export default defineUserTask({
  id: 'task_521',
  suite: 'webarena',
  version: '1.0.0',
  prompt: 'Subscribe to the newsletter of OneStopMarket',
  requiredTools: [],
  reference: [
    externalCall('goto', { url: TARGET_URL }),
    externalCall('click', { element: 'General Subscription' }),
    externalCall('click', { element: 'Save' }),
    externalCall('stop', { answer: '' }),
  ],
  referenceAnswer: '',
  utility: ({ post }) => {
    let score = 1;
    const selectedElement = unescapeHtml(evaluateLocator(post, TARGET_URL, LOCATOR));
    score *= exactMatch('true', selectedElement);
    return score === 1;
  },
});
