// Source: camel-ai/crab crab-benchmark-v0/dataset/ubuntu_subtasks.py SubTask bcd03c9f-62c9-4001-8d86-78358c59ce22 (its evaluator_generator's path graph), run by crab/core/benchmark.py Benchmark.step with crab/core/graph_evaluator.py GraphEvaluator (helpers.ts), commit 0fdb6a10709dfa16873200a57634b60bd2581fa0; the keyword is ours
import { defineUserTask, externalCall } from 'chokepoint';
import { runTask, check_contain_input_text, check_text_in_current_window_name, is_github_repo_url_in_clipboard } from './helpers.ts';

const KEYWORD = "langchain";

/** Use Firefox to find a code repository about "{keyword}" in GitHub and copy the URL of the repository to the clipboard. */
const GRAPH = [
  check_text_in_current_window_name('GitHub — Mozilla Firefox'),
  check_contain_input_text(KEYWORD),
  is_github_repo_url_in_clipboard(KEYWORD),
];

export default defineUserTask({
  id: 'github_langchain',
  suite: 'crab',
  version: '1.0.0',
  prompt: "Use Firefox to find a code repository about \"langchain\" in GitHub and copy the URL of the repository to the clipboard.",
  requiredTools: [],
  reference: [
    externalCall('search_application', { name: 'firefox' }),
    externalCall('write_text', { text: 'github.com\n' }),
    externalCall('write_text', { text: "langchain\n" }),
    externalCall('click', { element: 12 }),
    externalCall('hotkey_press', { keys: ['ctrl', 'l'] }),
    externalCall('hotkey_press', { keys: ['ctrl', 'c'] }),
  ],
  referenceAnswer: '',
  tags: ['crab', 'ubuntu', 'bcd03c9f-62c9-4001-8d86-78358c59ce22'],
  utility: ({ trace, steps }) => runTask(GRAPH, { trace, steps }),
});
