// Source: web-arena-x/webarena, config_files/test.raw.json task 325 + evaluation_harness/evaluators.py URLEvaluator.__call__, commit f62e0b99bc7d9e0cd996d0cf5ebb2225780ec279
import { defineUserTask, externalCall } from 'chokepoint';
import { SHOPPING, urlMatch } from './helpers.ts';

const REFERENCE_URL = `${SHOPPING}/catalogsearch/result/index/?q=mouth%20night%20guard%20&product_list_order=price`;

export default defineUserTask({
  id: 'task_325',
  suite: 'webarena',
  version: '1.0.0',
  prompt: 'Show me the "mouth night guard" listings by descending price.',
  requiredTools: [],
  reference: [
    externalCall('goto', { url: SHOPPING }),
    externalCall('type', { element: 'search box', text: 'mouth night guard', press_enter_after: true }),
    externalCall('select_option', { element: 'Sort By', option: 'Price' }),
    externalCall('click', { element: 'Set Descending Direction' }),
    externalCall('stop', { answer: '' }),
  ],
  referenceAnswer: '',
  utility: ({ post }) => urlMatch(post, REFERENCE_URL) === 1,
});
