// Source: camel-ai/crab crab-benchmark-v0/dataset/ubuntu_subtasks.py SubTask 017102b6-d2c3-466b-96f7-37c8bcddc41a (its evaluator_generator's path graph), run by crab/core/benchmark.py Benchmark.step with crab/core/graph_evaluator.py GraphEvaluator (helpers.ts), commit 0fdb6a10709dfa16873200a57634b60bd2581fa0; the keyword is ours
import { defineUserTask, externalCall } from 'chokepoint';
import { runTask, check_contain_input_text, check_text_in_current_window_name, is_img_url_in_clipboard } from './helpers.ts';

const KEYWORD = "red panda";

/** Use Firefox to search for an image using the keyword "{keyword}" and copy the URL of the image to the clipboard. */
const GRAPH = [
  check_text_in_current_window_name('Mozilla Firefox'),
  check_contain_input_text(KEYWORD),
  is_img_url_in_clipboard(),
];

export default defineUserTask({
  id: 'firefox_image_panda',
  suite: 'crab',
  version: '1.0.0',
  prompt: "Use Firefox to search for an image using the keyword \"red panda\" and copy the URL of the image to the clipboard.",
  requiredTools: [],
  reference: [
    externalCall('search_application', { name: 'firefox' }),
    externalCall('write_text', { text: 'red panda\n' }),
    externalCall('click', { element: 8 }),
    externalCall('right_click', { element: 23 }),
    externalCall('click', { element: 5 }),
  ],
  referenceAnswer: '',
  tags: ['crab', 'ubuntu', '017102b6-d2c3-466b-96f7-37c8bcddc41a'],
  utility: ({ trace, steps }) => runTask(GRAPH, { trace, steps }),
});
