// Source: web-arena-x/webarena, config_files/test.raw.json task 595 + evaluation_harness/evaluators.py EvaluatorComb over URLEvaluator and HTMLContentEvaluator, commit f62e0b99bc7d9e0cd996d0cf5ebb2225780ec279
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluateLocator, mustInclude, REDDIT, unescapeHtml, urlMatch } from './helpers.ts';

const REFERENCE_URL = `${REDDIT}/f/space`;
const HOME_URL = `${REDDIT}/`;
const SUBSCRIPTIONS = 'document.querySelector("#sidebar > section").outerText';

export default defineUserTask({
  id: 'task_595',
  suite: 'webarena',
  version: '1.0.0',
  prompt: 'Open the thread of a trending post on the forum "space" and subscribe.',
  requiredTools: [],
  reference: [
    externalCall('goto', { url: `${REDDIT}/f/space/hot` }),
    externalCall('click', { element: 'first post in the hot listing' }),
    externalCall('click', { element: 'Subscribe' }),
    externalCall('stop', { answer: '' }),
  ],
  referenceAnswer: '',
  utility: ({ post }) => {
    let score = 1;
    score *= urlMatch(post, REFERENCE_URL);
    const selectedElement = unescapeHtml(evaluateLocator(post, HOME_URL, SUBSCRIPTIONS));
    score *= ['space'].map((c) => mustInclude(c, selectedElement)).some(Boolean) ? 1 : 0;
    return score === 1;
  },
});
