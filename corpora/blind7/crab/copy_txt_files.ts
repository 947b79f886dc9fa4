// Source: camel-ai/crab crab-benchmark-v0/dataset/ubuntu_subtasks.py SubTask 217ababc-ccc7-4b9f-af07-c239d92848fe (its evaluator_generator's path graph), run by crab/core/benchmark.py Benchmark.step with crab/core/graph_evaluator.py GraphEvaluator (helpers.ts), commit 0fdb6a10709dfa16873200a57634b60bd2581fa0; the folders and the extension are ours
import { defineUserTask, externalCall } from 'chokepoint';
import { runTask, check_directory_exists, verify_files_copied } from './helpers.ts';

const FILE_EXTENSION = "txt";
const SOURCE_DIR = "/home/crab/Documents";
const TARGET_DIR = "/home/crab/Documents/txt_backup";

/** Create a new directory "{target_dir}" and copy all files with the specified "{file_extension}" extension from "{source_dir}" to the directory "{target_dir}". */
const GRAPH = [
  check_directory_exists(TARGET_DIR),
  verify_files_copied(SOURCE_DIR, TARGET_DIR, FILE_EXTENSION),
];

export default defineUserTask({
  id: 'copy_txt_files',
  suite: 'crab',
  version: '1.0.0',
  prompt: "Create a new directory \"/home/crab/Documents/txt_backup\" and copy all files with the specified \"txt\" extension from \"/home/crab/Documents\" to the directory \"/home/crab/Documents/txt_backup\".",
  requiredTools: [],
  reference: [
    externalCall('hotkey_press', { keys: ['ctrl', 'alt', 't'] }),
    externalCall('write_text', { text: 'mkdir /home/crab/Documents/txt_backup && cp /home/crab/Documents/*.txt /home/crab/Documents/txt_backup/\n' }),
  ],
  referenceAnswer: '',
  tags: ['crab', 'ubuntu', '217ababc-ccc7-4b9f-af07-c239d92848fe'],
  utility: ({ trace, steps }) => runTask(GRAPH, { trace, steps }),
});
