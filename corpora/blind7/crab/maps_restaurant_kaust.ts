// Source: camel-ai/crab crab-benchmark-v0/dataset/ubuntu_subtasks.py SubTask 2b189dc2-c77f-4fa3-8432-ba4355cc294c (its evaluator_generator's path graph), run by crab/core/benchmark.py Benchmark.step with crab/core/graph_evaluator.py GraphEvaluator (helpers.ts), commit 0fdb6a10709dfa16873200a57634b60bd2581fa0; the attributes are quoted from crab-benchmark-v0/dataset/ubuntu/0d178388-8166-4b66-93c1-278861f9897c.json (commit ae257cd45f8924910ac6639292729b9ba0071f04)
import { defineUserTask, externalCall } from 'chokepoint';
import { runTask, check_contain_input_text_list, check_text_in_current_window_name, is_google_maps_url_in_clipboard } from './helpers.ts';

const PLACE_TYPE = "restaurant";
const PLACE_NAME = "kaust";

/** Use Firefox to find out a "{place_type}" around "{place_name}" on Google Maps and copy the Google Maps sharing URL of that "{place_type}" to the clipboard */
const GRAPH = [
  check_text_in_current_window_name('Google Maps — Mozilla Firefox'),
  check_contain_input_text_list([PLACE_NAME, PLACE_TYPE]),
  is_google_maps_url_in_clipboard(),
];

export default defineUserTask({
  id: 'maps_restaurant_kaust',
  suite: 'crab',
  version: '1.0.0',
  prompt: "Use Firefox to find out a \"restaurant\" around \"kaust\" on Google Maps and copy the Google Maps sharing URL of that \"restaurant\" to the clipboard",
  requiredTools: [],
  reference: [
    externalCall('search_application', { name: 'firefox' }),
    externalCall('write_text', { text: 'maps.google.com\n' }),
    externalCall('write_text', { text: "restaurant near kaust\n" }),
    externalCall('click', { element: 31 }),
    externalCall('click', { element: 44 }),
    externalCall('click', { element: 47 }),
  ],
  referenceAnswer: '',
  tags: ['crab', 'ubuntu', '2b189dc2-c77f-4fa3-8432-ba4355cc294c'],
  utility: ({ trace, steps }) => runTask(GRAPH, { trace, steps }),
});
