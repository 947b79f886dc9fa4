// Source: web-arena-x/webarena, config_files/test.raw.json task 590 + evaluation_harness/evaluators.py EvaluatorComb over URLEvaluator and HTMLContentEvaluator, commit f62e0b99bc7d9e0cd996d0cf5ebb2225780ec279
import { defineUserTask, externalCall } from 'chokepoint';
import { currentUrl, evaluateLocator, GITLAB, mustInclude, unescapeHtml, urlMatch } from './helpers.ts';

const REFERENCE_URL = `${GITLAB}/primer/design/-/milestones`;

const TARGETS = [
  { url: 'last', locator: 'document.querySelector("#content-body").outerText', mustInclude: ['product launch'] },
  { url: 'last', locator: "document.querySelector('.block.start_date').outerText", mustInclude: ['Jan 16, 2030'] },
  { url: 'last', locator: "document.querySelector('.block.due_date').outerText", mustInclude: ['Jan 30, 2030'] },
];

export default defineUserTask({
  id: 'task_590',
  suite: 'webarena',
  version: '1.0.0',
  prompt: 'Create a milestone for the upcoming event of product launch starting on 1/16/2023 and ending on 1/30/2023',
  requiredTools: [],
  reference: [
    externalCall('goto', { url: `${GITLAB}/primer/design/-/milestones/new` }),
    externalCall('type', { element: 'Title', text: 'product launch' }),
    externalCall('type', { element: 'Start Date', text: '2023-01-16' }),
    externalCall('type', { element: 'Due Date', text: '2023-01-30' }),
    externalCall('click', { element: 'Create milestone' }),
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
      for (const content of target.mustInclude) {
        const contentOr = content.split(' |OR| ');
        score *= contentOr.map((c) => mustInclude(c, selectedElement)).some(Boolean) ? 1 : 0;
      }
    }
    return score === 1;
  },
});
