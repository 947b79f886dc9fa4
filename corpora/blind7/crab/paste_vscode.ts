// Source: camel-ai/crab crab-benchmark-v0/dataset/ubuntu_subtasks.py SubTask 8491e674-596b-452b-9e0e-58a44d90f947 (its evaluator_generator's path graph), run by crab/core/benchmark.py Benchmark.step with crab/core/graph_evaluator.py GraphEvaluator (helpers.ts), commit 0fdb6a10709dfa16873200a57634b60bd2581fa0; the file path is ours
import { defineUserTask, externalCall } from 'chokepoint';
import { runTask, check_file_exist, check_text_in_current_window_name, verify_file_content_with_clipboard } from './helpers.ts';

const FILE_PATH = "/home/crab/snippet.py";

/** Paste clipboard content into Visual Studio Code (VS Code) and save it as a file at "{file_path}". */
const GRAPH = [
  check_text_in_current_window_name("Visual Studio Code"),
  check_file_exist(FILE_PATH),
  verify_file_content_with_clipboard(FILE_PATH),
];

export default defineUserTask({
  id: 'paste_vscode',
  suite: 'crab',
  version: '1.0.0',
  prompt: "Paste clipboard content into Visual Studio Code (VS Code) and save it as a file at \"/home/crab/snippet.py\".",
  requiredTools: [],
  reference: [
    externalCall('search_application', { name: "Visual Studio Code" }),
    externalCall('hotkey_press', { keys: ['ctrl', 'v'] }),
    externalCall('hotkey_press', { keys: ['ctrl', 's'] }),
    externalCall('write_text', { text: "/home/crab/snippet.py\n" }),
  ],
  referenceAnswer: '',
  tags: ['crab', 'ubuntu', '8491e674-596b-452b-9e0e-58a44d90f947'],
  utility: ({ trace, steps }) => runTask(GRAPH, { trace, steps }),
});
