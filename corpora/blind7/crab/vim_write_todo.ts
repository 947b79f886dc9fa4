// Source: camel-ai/crab crab-benchmark-v0/dataset/ubuntu_subtasks.py SubTask 0f589bf9-9b26-4581-8b78-2961b115ab49 (its evaluator_generator's path graph), run by crab/core/benchmark.py Benchmark.step with crab/core/graph_evaluator.py GraphEvaluator (helpers.ts), commit 0fdb6a10709dfa16873200a57634b60bd2581fa0; the attributes are ours
import { defineUserTask, externalCall } from 'chokepoint';
import { runTask, check_current_window_process, check_file_content, is_process_open } from './helpers.ts';

const FILE_PATH = "/home/crab/todo.txt";
const CONTENT = "buy milk";

/** Open "{file_path}" using vim in a terminal, write "{content}", then save and exit vim. */
const GRAPH = [
  check_current_window_process('gnome-terminal-server'),
  is_process_open('vim'),
  is_process_open('vim').invert(),
  check_file_content(FILE_PATH, CONTENT),
];

export default defineUserTask({
  id: 'vim_write_todo',
  suite: 'crab',
  version: '1.0.0',
  prompt: "Open \"/home/crab/todo.txt\" using vim in a terminal, write \"buy milk\", then save and exit vim.",
  requiredTools: [],
  reference: [
    externalCall('hotkey_press', { keys: ['ctrl', 'alt', 't'] }),
    externalCall('write_text', { text: "vim /home/crab/todo.txt\n" }),
    externalCall('write_text', { text: "ibuy milk" }),
    externalCall('key_press', { key: 'esc' }),
    externalCall('write_text', { text: ':wq\n' }),
  ],
  referenceAnswer: '',
  tags: ['crab', 'ubuntu', '0f589bf9-9b26-4581-8b78-2961b115ab49'],
  utility: ({ trace, steps }) => runTask(GRAPH, { trace, steps }),
});
