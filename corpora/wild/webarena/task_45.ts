// Source: web-arena-x/webarena, config_files/test.raw.json task 45 + evaluation_harness/evaluators.py URLEvaluator.__call__, commit f62e0b99bc7d9e0cd996d0cf5ebb2225780ec279
import { defineUserTask, externalCall } from 'chokepoint';
import { GITLAB, urlMatch } from './helpers.ts';

const REFERENCE_URL = `${GITLAB}/a11yproject/a11yproject.com/-/issues/?sort=created_asc&state=opened`;

export default defineUserTask({
  id: 'task_45',
  suite: 'webarena',
  version: '1.0.0',
  prompt: 'Check out the most recent open issues',
  requiredTools: [],
  reference: [
    externalCall('goto', { url: `${GITLAB}/a11yproject/a11yproject.com/-/issues` }),
    externalCall('select_option', { element: 'sort', option: 'Created date' }),
    externalCall('stop', { answer: '' }),
  ],
  referenceAnswer: '',
  utility: ({ post }) => {
    const score = urlMatch(post, REFERENCE_URL);
    return score === 1;
  },
});
