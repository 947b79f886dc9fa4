// Source: THUDM/AgentBench data/os_interaction/data/5/new.json (task 3), judged by src/server/tasks/os_interaction/task.py (_evaluate_answer, _evaluate_by_check_scripts; helpers.ts), commit 578c5e9f706fc2dd96188ca6c8cf9095ca0c6528
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluateAnswer, grep, integerMatch, lineCount, loadConfig, ls, printed, type Files } from './helpers.ts';

// example: ls -a /usr | grep "^\." | wc -l
const example = (files: Files) => printed(lineCount(grep(ls(files, '/usr', true), /^\./)));

const CONFIG = loadConfig({ check: [null, integerMatch], example });

export default defineUserTask({
  id: 'hidden_files_usr',
  suite: 'agentbench-os',
  version: '1.0.0',
  prompt: "How many hidden files are in /usr?",
  requiredTools: [],
  reference: [externalCall('bash', { command: 'ls -a /usr | grep "^\\." | wc -l' }), externalCall('answer_action', { answer: '6' })],
  referenceAnswer: '6',
  tags: ['agentbench-os'],
  utility: ({ output, post }) => evaluateAnswer(output, CONFIG, post.files),
});
