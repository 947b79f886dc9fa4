// Source: web-arena-x/webarena, config_files/test.raw.json task 118 + evaluation_harness/evaluators.py HTMLContentEvaluator.__call__ (url "last", empty locator), commit f62e0b99bc7d9e0cd996d0cf5ebb2225780ec279
import { defineUserTask, externalCall } from 'chokepoint';
import { currentUrl, mustInclude, pageContent, SHOPPING, unescapeHtml } from './helpers.ts';

const MUST_INCLUDE = ['jaw bruxism', 'mouth guard'];

export default defineUserTask({
  id: 'task_118',
  suite: 'webarena',
  version: '1.0.0',
  prompt: 'I have jaw bruxism problem, show me something that could alleviate the problem.',
  requiredTools: [],
  reference: [
    externalCall('goto', { url: SHOPPING }),
    externalCall('type', { element: 'search box', text: 'mouth guard jaw bruxism', press_enter_after: true }),
    externalCall('click', { element: 'first mouth guard result' }),
    externalCall('stop', { answer: '' }),
  ],
  referenceAnswer: '',
  utility: ({ post }) => {
    let score = 1;
    const selectedElement = unescapeHtml(pageContent(post, currentUrl(post)));
    for (const content of MUST_INCLUDE) {
      const contentOr = content.split(' |OR| ');
      score *= contentOr.map((c) => mustInclude(c, selectedElement)).some(Boolean) ? 1 : 0;
    }
    return score === 1;
  },
});
