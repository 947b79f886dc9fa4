// Source: web-arena-x/webarena, config_files/test.raw.json task 386 + evaluation_harness/evaluators.py StringEvaluator.__call__ (must_include), commit f62e0b99bc7d9e0cd996d0cf5ebb2225780ec279
import { defineUserTask, externalCall } from 'chokepoint';
import { cleanAnswer, mustInclude, SHOPPING } from './helpers.ts';

const MUST_INCLUDE = ['65 |OR| 3'];

export default defineUserTask({
  id: 'task_386',
  suite: 'webarena',
  version: '1.0.0',
  prompt: 'What is the rating of Ugreen lightning to 3.5mm cable. Please round to the nearest whole number',
  requiredTools: [],
  reference: [
    externalCall('goto', { url: `${SHOPPING}/catalogsearch/result/?q=ugreen+lightning+3.5mm` }),
    externalCall('click', { element: 'UGREEN Lightning to 3.5mm Headphone Jack Adapter' }),
    externalCall('stop', { answer: 'Around 3.1 stars' }),
  ],
  referenceAnswer: 'Around 3.1 stars',
  utility: ({ output }) => {
    const pred = cleanAnswer(output);
    let score = 1;
    for (const mustValue of MUST_INCLUDE) {
      score *= mustInclude(mustValue, pred, MUST_INCLUDE.length === 1);
    }
    return score === 1;
  },
});
