// Source: camel-ai/crab crab-benchmark-v0/dataset/ubuntu_subtasks.py SubTask a207ef38-b3b2-4c6c-a1e3-75c38162f5ba (its evaluator_generator's path graph), run by crab/core/benchmark.py Benchmark.step with crab/core/graph_evaluator.py GraphEvaluator (helpers.ts), commit 0fdb6a10709dfa16873200a57634b60bd2581fa0; the photo path is ours
import { defineUserTask, externalCall } from 'chokepoint';
import { runTask, verify_background } from './helpers.ts';

const PHOTO_PATH = "/home/crab/Pictures/mountain.jpg";

/** Set "{photo_path}" as the screen background of the system */
const GRAPH = [
  verify_background(PHOTO_PATH),
];

export default defineUserTask({
  id: 'wallpaper_mountain',
  suite: 'crab',
  version: '1.0.0',
  prompt: "Set \"/home/crab/Pictures/mountain.jpg\" as the screen background of the system",
  requiredTools: [],
  reference: [
    externalCall('search_application', { name: 'files' }),
    externalCall('right_click', { element: 17 }),
    externalCall('click', { element: 9 }),
  ],
  referenceAnswer: '',
  tags: ['crab', 'ubuntu', 'a207ef38-b3b2-4c6c-a1e3-75c38162f5ba'],
  utility: ({ trace, steps }) => runTask(GRAPH, { trace, steps }),
});
