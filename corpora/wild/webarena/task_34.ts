// Source: web-arena-x/webarena, config_files/test.raw.json task 34 + evaluation_harness/evaluators.py StringEvaluator.__call__ (must_include, fuzzy_match), commit f62e0b99bc7d9e0cd996d0cf5ebb2225780ec279
// Left out: the fuzzy_match reference "Time: 3h 30min" is graded by an LLM (llm_fuzzy_match); only the
// programmatic must_include part is transcribed.
import { defineUserTask, externalCall } from 'chokepoint';
import { cleanAnswer, MAP, mustInclude } from './helpers.ts';

const MUST_INCLUDE = ['Hyatt Regency Pittsburgh International Airport'];

export default defineUserTask({
  id: 'task_34',
  suite: 'webarena',
  version: '1.0.0',
  prompt:
    'I will arrive Pittsburgh Airport soon. Provide the name of a Hyatt hotel in the vicinity, if available. Then, tell me the the shortest walking time to a supermarket from the hotel.',
  requiredTools: [],
  reference: [
    externalCall('goto', { url: MAP }),
    externalCall('type', { element: 'search box', text: 'Hyatt near Pittsburgh International Airport' }),
    externalCall('stop', { answer: 'Hyatt Regency Pittsburgh International Airport\n3:30' }),
  ],
  referenceAnswer: 'Hyatt Regency Pittsburgh International Airport\n3:30',
  utility: ({ output }) => {
    const pred = cleanAnswer(output);
    let score = 1;
    for (const mustValue of MUST_INCLUDE) {
      score *= mustInclude(mustValue, pred, MUST_INCLUDE.length === 1);
    }
    return score === 1;
  },
});
