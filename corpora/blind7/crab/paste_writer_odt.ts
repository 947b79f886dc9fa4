// Source: camel-ai/crab crab-benchmark-v0/dataset/ubuntu_subtasks.py SubTask 76de4bdb-c980-4b3a-9bd3-c87db467dffe (its evaluator_generator's path graph), run by crab/core/benchmark.py Benchmark.step with crab/core/graph_evaluator.py GraphEvaluator (helpers.ts), commit 0fdb6a10709dfa16873200a57634b60bd2581fa0; the file path is ours
import { defineUserTask, externalCall } from 'chokepoint';
import { runTask, check_file_exist, check_text_in_current_window_name, verify_odt_file_content_with_clipboard } from './helpers.ts';

const FILE_PATH = "/home/crab/Documents/clip.odt";

/** Paste clipboard content into LibreOffice Writer and save it as an ODT file at "{file_path}". */
const GRAPH = [
  check_text_in_current_window_name("LibreOffice Writer"),
  check_file_exist(FILE_PATH),
  verify_odt_file_content_with_clipboard(FILE_PATH),
];

export default defineUserTask({
  id: 'paste_writer_odt',
  suite: 'crab',
  version: '1.0.0',
  prompt: "Paste clipboard content into LibreOffice Writer and save it as an ODT file at \"/home/crab/Documents/clip.odt\".",
  requiredTools: [],
  reference: [
    externalCall('search_application', { name: "LibreOffice Writer" }),
    externalCall('hotkey_press', { keys: ['ctrl', 'v'] }),
    externalCall('hotkey_press', { keys: ['ctrl', 's'] }),
    externalCall('write_text', { text: "/home/crab/Documents/clip.odt\n" }),
  ],
  referenceAnswer: '',
  tags: ['crab', 'ubuntu', '76de4bdb-c980-4b3a-9bd3-c87db467dffe'],
  utility: ({ trace, steps }) => runTask(GRAPH, { trace, steps }),
});
