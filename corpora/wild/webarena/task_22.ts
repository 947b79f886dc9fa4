// Source: web-arena-x/webarena, config_files/test.raw.json task 22 + evaluation_harness/evaluators.py StringEvaluator.__call__ (fuzzy_match "N/A" branch), commit f62e0b99bc7d9e0cd996d0cf5ebb2225780ec279
// Left out: when the exact "N/A" match fails the source asks an LLM (llm_ua_match) whether the answer's
// reason for not achieving the task matches the string_note; that grader cannot be transcribed.
import { defineUserTask, externalCall } from 'chokepoint';
import { cleanAnswer, exactMatch, SHOPPING } from './helpers.ts';

const FUZZY_MATCH = 'N/A';

export default defineUserTask({
  id: 'task_22',
  suite: 'webarena',
  version: '1.0.0',
  prompt: 'List out reviewers, if exist, who mention about under water photo',
  requiredTools: [],
  reference: [
    externalCall('goto', {
      url: `${SHOPPING}/fujifilm-finepix-z200fd-10mp-digital-camera-with-5x-optical-dual-image-stabilized-zoom-black.html`,
    }),
    externalCall('click', { element: 'Reviews tab' }),
    externalCall('stop', { answer: 'N/A' }),
  ],
  referenceAnswer: 'N/A',
  utility: ({ output }) => {
    const pred = cleanAnswer(output);
    let score = 1;
    score *= exactMatch(FUZZY_MATCH, pred);
    return score === 1;
  },
});
