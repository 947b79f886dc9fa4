// Source: camel-ai/crab crab-benchmark-v0/dataset/ubuntu_subtasks.py SubTask 1c3bedc3-ea5a-453c-a15b-223d72ab756d (its evaluator_generator's path graph), run by crab/core/benchmark.py Benchmark.step with crab/core/graph_evaluator.py GraphEvaluator (helpers.ts), commit 0fdb6a10709dfa16873200a57634b60bd2581fa0; the content is ours; check_submit is crab/actions/crab_actions.py's
import { defineUserTask, externalCall } from 'chokepoint';
import { runTask, check_submit } from './helpers.ts';

const CONTENT = "17";

/** Submit content "{content}" */
const GRAPH = [
  check_submit(CONTENT),
];

export default defineUserTask({
  id: 'submit_count',
  suite: 'crab',
  version: '1.0.0',
  prompt: "Submit content \"17\"",
  requiredTools: [],
  reference: [
    externalCall('submit', { content: "17" }),
  ],
  referenceAnswer: '',
  tags: ['crab', 'ubuntu', '1c3bedc3-ea5a-453c-a15b-223d72ab756d'],
  utility: ({ trace, steps }) => runTask(GRAPH, { trace, steps }),
});
