// Source: THUDM/AgentBench data/os_interaction/data/5/new.json (task 4), judged by src/server/tasks/os_interaction/task.py (_evaluate_answer, _evaluate_by_check_scripts; helpers.ts), commit 578c5e9f706fc2dd96188ca6c8cf9095ca0c6528
import { defineUserTask, externalCall } from 'chokepoint';
import { CWD, evaluateAnswer, grep, integerMatch, lineCount, loadConfig, ls, printed, type Files } from './helpers.ts';

// example: ls -1  | grep "^[[:alpha:]]" | wc -l (run in the working directory)
const example = (files: Files) => printed(lineCount(grep(ls(files, CWD, false), /^[A-Za-z]/)));

const CONFIG = loadConfig({ check: [null, integerMatch], example });

export default defineUserTask({
  id: 'letter_files_usr',
  suite: 'agentbench-os',
  version: '1.0.0',
  prompt: "How many files whose name starts with letter exist in /usr?",
  requiredTools: [],
  reference: [externalCall('bash', { command: 'ls -1 /usr | grep "^[[:alpha:]]" | wc -l' }), externalCall('answer_action', { answer: '2' })],
  referenceAnswer: '2',
  tags: ['agentbench-os'],
  utility: ({ output, post }) => evaluateAnswer(output, CONFIG, post.files),
});
