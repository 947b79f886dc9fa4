// Source: web-arena-x/webarena, config_files/test.raw.json task 66 + evaluation_harness/evaluators.py StringEvaluator.__call__ (must_include), commit f62e0b99bc7d9e0cd996d0cf5ebb2225780ec279
import { defineUserTask, externalCall } from 'chokepoint';
import { cleanAnswer, mustInclude, REDDIT } from './helpers.ts';

const MUST_INCLUDE = [
  'http://www.reddit.com/f/books/59396/apple-books-has-a-free-audiobook-of-a-christmas-carol',
  'http://www.reddit.com/f/books/17445/i-just-finished-reading-the-hobbit-to-my-6-year-old-daughter',
];

const ANSWER = `${REDDIT}/f/books/59396/apple-books-has-a-free-audiobook-of-a-christmas-carol, ${REDDIT}/f/books/17445/i-just-finished-reading-the-hobbit-to-my-6-year-old-daughter`;

export default defineUserTask({
  id: 'task_66',
  suite: 'webarena',
  version: '1.0.0',
  prompt: 'Among the top 10 post in "books" forum, show me the post URLs that recommand a single book',
  requiredTools: [],
  reference: [externalCall('goto', { url: `${REDDIT}/f/books/top` }), externalCall('stop', { answer: ANSWER })],
  referenceAnswer: ANSWER,
  utility: ({ output }) => {
    const pred = cleanAnswer(output);
    let score = 1;
    for (const mustValue of MUST_INCLUDE) {
      score *= mustInclude(mustValue, pred, MUST_INCLUDE.length === 1);
    }
    return score === 1;
  },
});
