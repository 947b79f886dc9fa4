// Source: THUDM/AgentBench data/os_interaction/data/dev.json (task 1), judged by src/server/tasks/os_interaction/task.py (_evaluate_answer; helpers.ts), commit 578c5e9f706fc2dd96188ca6c8cf9095ca0c6528
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluateAnswer, loadConfig } from './helpers.ts';

const CONFIG = loadConfig({ match: 'log' });

export default defineUserTask({
  id: 'log_filename',
  suite: 'agentbench-os',
  version: '1.0.0',
  prompt: "There's a program that writes something into /root every 1 second. I want to know what is the file. tell me the filename please. (without its directory)",
  requiredTools: [],
  reference: [externalCall('bash', { command: 'ls -la --time-style=full-iso /root' }), externalCall('answer_action', { answer: 'log' })],
  referenceAnswer: 'log',
  tags: ['agentbench-os'],
  utility: ({ output, post }) => evaluateAnswer(output, CONFIG, post.files),
});
