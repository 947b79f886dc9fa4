// Source: web-arena-x/webarena, config_files/test.raw.json task 7 + evaluation_harness/evaluators.py StringEvaluator.__call__ (exact_match), commit f62e0b99bc7d9e0cd996d0cf5ebb2225780ec279
import { defineUserTask, externalCall } from 'chokepoint';
import { cleanAnswer, exactMatch, MAP } from './helpers.ts';

const EXACT_MATCH =
  'Pittsburgh International Airport, Southern Beltway, Findlay Township, Allegheny County, 15231, United States';

export default defineUserTask({
  id: 'task_7',
  suite: 'webarena',
  version: '1.0.0',
  prompt:
    'Tell me the full address of all international airports that are within a driving distance of 50 km to Carnegie Mellon University',
  requiredTools: [],
  reference: [
    externalCall('goto', { url: MAP }),
    externalCall('type', { element: 'search box', text: 'international airport near Carnegie Mellon University' }),
    externalCall('click', { element: 'Pittsburgh International Airport' }),
    externalCall('stop', {
      answer:
        'Pittsburgh International Airport People Movers, Airport Boulevard, Findlay Township, Allegheny County, Pennsylvania, 15231, United States',
    }),
  ],
  referenceAnswer:
    'Pittsburgh International Airport People Movers, Airport Boulevard, Findlay Township, Allegheny County, Pennsylvania, 15231, United States',
  utility: ({ output }) => {
    const pred = cleanAnswer(output);
    let score = 1;
    score *= exactMatch(EXACT_MATCH, pred);
    return score === 1;
  },
});
