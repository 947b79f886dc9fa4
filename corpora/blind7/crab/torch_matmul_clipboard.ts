// Source: camel-ai/crab crab-benchmark-v0/dataset/ubuntu_subtasks.py SubTask 49b614c5-c4bb-4c20-aab8-ab9dcc7de1b5 (its evaluator_generator's path graph), run by crab/core/benchmark.py Benchmark.step with crab/core/graph_evaluator.py GraphEvaluator (helpers.ts), commit 0fdb6a10709dfa16873200a57634b60bd2581fa0; the subtask has no attributes
import { defineUserTask, externalCall } from 'chokepoint';
import { runTask, check_text_in_current_window_name, is_torch_matmul_example_copied_correctly } from './helpers.ts';

const PAGE_TITLE = "torch.matmul — PyTorch 1.13 documentation — Mozilla Firefox";

/** Find the example provided of torch.matmul by official PyTorch version 1.13 documentation using Firefox and copy all the lines of code in the example to the clipboard. */
const GRAPH = [
  check_text_in_current_window_name(PAGE_TITLE),
  is_torch_matmul_example_copied_correctly(),
];

export default defineUserTask({
  id: 'torch_matmul_clipboard',
  suite: 'crab',
  version: '1.0.0',
  prompt: "Find the example provided of torch.matmul by official PyTorch version 1.13 documentation using Firefox and copy all the lines of code in the example to the clipboard.",
  requiredTools: [],
  reference: [
    externalCall('search_application', { name: 'firefox' }),
    externalCall('write_text', { text: 'pytorch.org/docs/1.13/generated/torch.matmul.html\n' }),
    externalCall('drag', { from: 40, to: 52 }),
    externalCall('hotkey_press', { keys: ['ctrl', 'c'] }),
  ],
  referenceAnswer: '',
  tags: ['crab', 'ubuntu', '49b614c5-c4bb-4c20-aab8-ab9dcc7de1b5'],
  utility: ({ trace, steps }) => runTask(GRAPH, { trace, steps }),
});
