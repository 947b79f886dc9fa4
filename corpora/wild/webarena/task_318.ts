// Source: web-arena-x/webarena, config_files/test.raw.json task 318 + evaluation_harness/evaluators.py StringEvaluator.__call__ (must_include), commit f62e0b99bc7d9e0cd996d0cf5ebb2225780ec279
import { defineUserTask, externalCall } from 'chokepoint';
import { cleanAnswer, GITLAB, mustInclude } from './helpers.ts';

const MUST_INCLUDE = ['Lo', 'Chen', 'Chu'];

export default defineUserTask({
  id: 'task_318',
  suite: 'webarena',
  version: '1.0.0',
  prompt: 'List the last names of the top 3 contributors to 2019-nCov repo, ranked by the number of commits?',
  requiredTools: [],
  reference: [
    externalCall('goto', { url: `${GITLAB}/yjlou/2019-nCov/-/graphs/master` }),
    externalCall('stop', { answer: 'Lo, Chen, Chu' }),
  ],
  referenceAnswer: 'Lo, Chen, Chu',
  utility: ({ output }) => {
    const pred = cleanAnswer(output);
    let score = 1;
    for (const mustValue of MUST_INCLUDE) {
      score *= mustInclude(mustValue, pred, MUST_INCLUDE.length === 1);
    }
    return score === 1;
  },
});
