// Source: THUDM/AgentBench data/os_interaction/data/dev.json (task 2), judged by src/server/tasks/os_interaction/task.py (_evaluate_answer; helpers.ts), commit 578c5e9f706fc2dd96188ca6c8cf9095ca0c6528
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluateAnswer, loadConfig } from './helpers.ts';

const CONFIG = loadConfig({ match: '.plain.log' });

export default defineUserTask({
  id: 'plain_log_filename',
  suite: 'agentbench-os',
  version: '1.0.0',
  prompt: "There's a program that writes something into /root every 1 second. I want to know what is the file. tell me the filename please. (without its directory)",
  requiredTools: [],
  reference: [externalCall('bash', { command: 'find /root -newermt "-2 seconds" -type f' }), externalCall('answer_action', { answer: '.plain.log' })],
  referenceAnswer: '.plain.log',
  tags: ['agentbench-os'],
  utility: ({ output, post }) => evaluateAnswer(output, CONFIG, post.files),
});
