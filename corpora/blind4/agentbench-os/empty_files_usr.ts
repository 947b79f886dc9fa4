// Source: THUDM/AgentBench data/os_interaction/data/5/new.json (task 6), judged by src/server/tasks/os_interaction/task.py (_evaluate_answer, _evaluate_by_check_scripts; helpers.ts), commit 578c5e9f706fc2dd96188ca6c8cf9095ca0c6528
import { defineUserTask, externalCall } from 'chokepoint';
import { CWD, evaluateAnswer, findFiles, integerMatch, lineCount, loadConfig, printed, type Files } from './helpers.ts';

// example: find /usr -type f -size 0 | wc -l
const example = (files: Files) => printed(lineCount(findFiles(files, '/usr', CWD).filter((p) => files[p] === '')));

const CONFIG = loadConfig({ check: [null, integerMatch], example });

export default defineUserTask({
  id: 'empty_files_usr',
  suite: 'agentbench-os',
  version: '1.0.0',
  prompt: "How many empty files are there in /usr and all of its content?",
  requiredTools: [],
  reference: [externalCall('bash', { command: 'find /usr -type f -size 0 | wc -l' }), externalCall('answer_action', { answer: '2' })],
  referenceAnswer: '2',
  tags: ['agentbench-os'],
  utility: ({ output, post }) => evaluateAnswer(output, CONFIG, post.files),
});
