// Source: web-arena-x/webarena, config_files/test.raw.json task 178 + evaluation_harness/evaluators.py EvaluatorComb over StringEvaluator (exact_match) and URLEvaluator, commit f62e0b99bc7d9e0cd996d0cf5ebb2225780ec279
import { defineUserTask, externalCall } from 'chokepoint';
import { cleanAnswer, exactMatch, GITLAB, urlMatch } from './helpers.ts';

const EXACT_MATCH = 'Yes';
const REFERENCE_URL = `${GITLAB}/a11yproject/a11yproject.com/-/issues/566`;

export default defineUserTask({
  id: 'task_178',
  suite: 'webarena',
  version: '1.0.0',
  prompt: 'Open my latest created issue that has better in its title to check if it is closed',
  requiredTools: [],
  reference: [
    externalCall('goto', { url: `${GITLAB}/dashboard/issues?scope=all&state=all&author_username=byteblaze&search=better` }),
    externalCall('click', { element: 'issue #566' }),
    externalCall('stop', { answer: 'Closed' }),
  ],
  referenceAnswer: 'Closed',
  utility: ({ output, post }) => {
    let score = 1;
    const pred = cleanAnswer(output);
    score *= exactMatch(EXACT_MATCH, pred);
    score *= urlMatch(post, REFERENCE_URL);
    return score === 1;
  },
});
