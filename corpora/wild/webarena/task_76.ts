// Source: web-arena-x/webarena, config_files/test.raw.json task 76 + evaluation_harness/evaluators.py StringEvaluator.__call__ (must_include), commit f62e0b99bc7d9e0cd996d0cf5ebb2225780ec279
import { defineUserTask, externalCall } from 'chokepoint';
import { cleanAnswer, MAP, mustInclude } from './helpers.ts';

const MUST_INCLUDE = ['The order is Princeton University, Yale University, Harvard University'];

export default defineUserTask({
  id: 'task_76',
  suite: 'webarena',
  version: '1.0.0',
  prompt:
    "Given the following locations, ['Princeton University', 'Yale University', 'Harvard University'], what would be the optimal route to travel through them all in order to minimize total travel time? Please note the journey begins at the first place listed.",
  requiredTools: [],
  reference: [
    externalCall('goto', { url: `${MAP}/directions` }),
    externalCall('type', { element: 'From', text: 'Princeton University' }),
    externalCall('type', { element: 'To', text: 'Yale University' }),
    externalCall('stop', { answer: 'Princeton University, Yale University, Harvard University' }),
  ],
  referenceAnswer: 'Princeton University, Yale University, Harvard University',
  utility: ({ output }) => {
    const pred = cleanAnswer(output);
    let score = 1;
    for (const mustValue of MUST_INCLUDE) {
      score *= mustInclude(mustValue, pred, MUST_INCLUDE.length === 1);
    }
    return score === 1;
  },
});
