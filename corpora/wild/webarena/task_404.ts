// Source: web-arena-x/webarena, config_files/test.raw.json task 404 + evaluation_harness/evaluators.py HTMLContentEvaluator.__call__, commit f62e0b99bc7d9e0cd996d0cf5ebb2225780ec279
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluateLocator, mustInclude, REDDIT, unescapeHtml } from './helpers.ts';

const TARGET_URL = `${REDDIT}/f/books/124260/adults-reading-to-each-other-out-loud`;
const LOCATOR = "document.querySelector('div.submission__vote').querySelector('form').getAttribute('class')";
const MUST_INCLUDE = ['vote vote--user-upvoted'];

export default defineUserTask({
  id: 'task_404',
  suite: 'webarena',
  version: '1.0.0',
  prompt: 'Upvote the newest post in books subreddit',
  requiredTools: [],
  reference: [
    externalCall('goto', { url: `${REDDIT}/f/books/new` }),
    externalCall('click', { element: 'Upvote on "Adults reading to each other out loud?"' }),
    externalCall('stop', { answer: '' }),
  ],
  referenceAnswer: '',
  utility: ({ post }) => {
    let score = 1;
    const selectedElement = unescapeHtml(evaluateLocator(post, TARGET_URL, LOCATOR));
    for (const content of MUST_INCLUDE) {
      const contentOr = content.split(' |OR| ');
      score *= contentOr.map((c) => mustInclude(c, selectedElement)).some(Boolean) ? 1 : 0;
    }
    return score === 1;
  },
});
