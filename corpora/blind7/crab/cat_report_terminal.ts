// Source: camel-ai/crab crab-benchmark-v0/dataset/ubuntu_subtasks.py SubTask 5b527839-0e58-426d-bab6-7160200b0d24 (its evaluator_generator's path graph), run by crab/core/benchmark.py Benchmark.step with crab/core/graph_evaluator.py GraphEvaluator (helpers.ts), commit 0fdb6a10709dfa16873200a57634b60bd2581fa0; the file path is ours
import { defineUserTask, externalCall } from 'chokepoint';
import { runTask, check_contain_input_text, check_current_window_process } from './helpers.ts';

const FILE_PATH = "/home/crab/Documents/report.txt";

/** Get the content of "{file_path}" by printing it to the command line interface through a terminal */
const GRAPH = [
  check_current_window_process('gnome-terminal-server'),
  check_contain_input_text('cat ' + FILE_PATH),
];

export default defineUserTask({
  id: 'cat_report_terminal',
  suite: 'crab',
  version: '1.0.0',
  prompt: "Get the content of \"/home/crab/Documents/report.txt\" by printing it to the command line interface through a terminal",
  requiredTools: [],
  reference: [
    externalCall('hotkey_press', { keys: ['ctrl', 'alt', 't'] }),
    externalCall('write_text', { text: 'cat /home/crab/Documents/report.txt\n' }),
  ],
  referenceAnswer: '',
  tags: ['crab', 'ubuntu', '5b527839-0e58-426d-bab6-7160200b0d24'],
  utility: ({ trace, steps }) => runTask(GRAPH, { trace, steps }),
});
