// Source: THUDM/AgentBench data/os_interaction/data/3/ac.json (task 2), judged by src/server/tasks/os_interaction/task.py (_evaluate_answer, _evaluate_by_check_scripts; helpers.ts), commit 578c5e9f706fc2dd96188ca6c8cf9095ca0c6528
import { defineUserTask, externalCall } from 'chokepoint';
import { CWD, evaluateAnswer, findFiles, integerMatch, lineCount, loadConfig, printed, type Files } from './helpers.ts';

// example: find . -type f -name "*.tep" | wc -l
const example = (files: Files) => printed(lineCount(findFiles(files, '.', CWD).filter((p) => /^[^/]*\.tep$/.test(p.slice(p.lastIndexOf('/') + 1)))));

const CONFIG = loadConfig({ check: [null, integerMatch], example });

export default defineUserTask({
  id: 'tep_files',
  suite: 'agentbench-os',
  version: '1.0.0',
  prompt: "Recursively Find how many files have the extension .tep",
  requiredTools: [],
  reference: [externalCall('bash', { command: 'find . -type f -name "*.tep" | wc -l' }), externalCall('answer_action', { answer: '2' })],
  referenceAnswer: '2',
  tags: ['agentbench-os'],
  utility: ({ output, post }) => evaluateAnswer(output, CONFIG, post.files),
});
