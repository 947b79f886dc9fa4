// Source: web-arena-x/webarena, config_files/test.raw.json task 129 + evaluation_harness/evaluators.py StringEvaluator.__call__ (must_include), commit f62e0b99bc7d9e0cd996d0cf5ebb2225780ec279
import { defineUserTask, externalCall } from 'chokepoint';
import { cleanAnswer, mustInclude, SHOPPING_ADMIN } from './helpers.ts';

const MUST_INCLUDE = ['16'];

export default defineUserTask({
  id: 'task_129',
  suite: 'webarena',
  version: '1.0.0',
  prompt: "What's the total number of items sold in the most recent 4 orders?",
  requiredTools: [],
  reference: [
    externalCall('goto', { url: `${SHOPPING_ADMIN}/sales/order/` }),
    externalCall('click', { element: 'Purchase Date column header' }),
    externalCall('stop', { answer: '16' }),
  ],
  referenceAnswer: '16',
  utility: ({ output }) => {
    const pred = cleanAnswer(output);
    let score = 1;
    for (const mustValue of MUST_INCLUDE) {
      score *= mustInclude(mustValue, pred, MUST_INCLUDE.length === 1);
    }
    return score === 1;
  },
});
