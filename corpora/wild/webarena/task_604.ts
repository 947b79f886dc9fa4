// Source: web-arena-x/webarena, config_files/test.raw.json task 604 + evaluation_harness/evaluators.py EvaluatorComb over URLEvaluator and HTMLContentEvaluator with the func: url reddit_get_post_url('__last_url__'), commit f62e0b99bc7d9e0cd996d0cf5ebb2225780ec279
import { defineUserTask, externalCall } from 'chokepoint';
import { currentUrl, evaluateLocator, mustInclude, REDDIT, redditGetPostUrl, unescapeHtml, urlMatch } from './helpers.ts';

const REFERENCE_URL = `${REDDIT}/f/deeplearning |OR| ${REDDIT}/f/MachineLearning |OR| ${REDDIT}/f/singularity`;
const LOCATOR = "document.querySelector('.submission__inner').outerText";
const QUESTION = 'what is the SOTA web navigation agent repo';

export default defineUserTask({
  id: 'task_604',
  suite: 'webarena',
  version: '1.0.0',
  prompt: `Post my question, "${QUESTION}", in a subreddit where I'm likely to get an answer`,
  requiredTools: [],
  reference: [
    externalCall('goto', { url: `${REDDIT}/submit/MachineLearning` }),
    externalCall('type', { element: 'Title', text: QUESTION }),
    externalCall('click', { element: 'Create submission' }),
    externalCall('stop', { answer: '' }),
  ],
  referenceAnswer: '',
  utility: ({ post }) => {
    let score = 1;
    score *= urlMatch(post, REFERENCE_URL);
    const targetUrl = redditGetPostUrl(currentUrl(post));
    const selectedElement = unescapeHtml(evaluateLocator(post, targetUrl, LOCATOR));
    for (const content of [QUESTION]) {
      const contentOr = content.split(' |OR| ');
      score *= contentOr.map((c) => mustInclude(c, selectedElement)).some(Boolean) ? 1 : 0;
    }
    return score === 1;
  },
});
