// Source: THUDM/AgentBench data/os_interaction/data/dev.json (task 11), judged by src/server/tasks/os_interaction/task.py (_evaluate_answer, _evaluate_by_check_scripts; helpers.ts), commit 578c5e9f706fc2dd96188ca6c8cf9095ca0c6528
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluateAnswer, findDirs, integerMatch, lineCount, loadConfig, printed, type Files } from './helpers.ts';

// example: find /home -type d | wc -l
const example = (files: Files) => printed(lineCount(findDirs(files, '/home')));

const CONFIG = loadConfig({ check: [null, integerMatch], example });

export default defineUserTask({
  id: 'dirs_home',
  suite: 'agentbench-os',
  version: '1.0.0',
  prompt: "How many directories (recursively) are in the /home directory?",
  requiredTools: [],
  reference: [externalCall('bash', { command: 'find /home -mindepth 1 -type d | wc -l' }), externalCall('answer_action', { answer: '1' })],
  referenceAnswer: '1',
  tags: ['agentbench-os'],
  utility: ({ output, post }) => evaluateAnswer(output, CONFIG, post.files),
});
