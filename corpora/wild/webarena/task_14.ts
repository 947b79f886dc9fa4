// Source: web-arena-x/webarena, config_files/test.raw.json task 14 + evaluation_harness/evaluators.py StringEvaluator.__call__ (must_include), commit f62e0b99bc7d9e0cd996d0cf5ebb2225780ec279
import { defineUserTask, externalCall } from 'chokepoint';
import { cleanAnswer, mustInclude, SHOPPING_ADMIN } from './helpers.ts';

const MUST_INCLUDE = ['0'];

export default defineUserTask({
  id: 'task_14',
  suite: 'webarena',
  version: '1.0.0',
  prompt: 'Tell me the the number of reviews that our store received by far that mention term "not useful"',
  requiredTools: [],
  reference: [
    externalCall('goto', { url: `${SHOPPING_ADMIN}/review/product/` }),
    externalCall('type', { element: 'review text filter', text: 'not useful' }),
    externalCall('stop', { answer: '0' }),
  ],
  referenceAnswer: '0',
  utility: ({ output }) => {
    const pred = cleanAnswer(output);
    let score = 1;
    for (const mustValue of MUST_INCLUDE) {
      score *= mustInclude(mustValue, pred, MUST_INCLUDE.length === 1);
    }
    return score === 1;
  },
});
