// Source: THUDM/AgentBench data/os_interaction/data/dev.json (task 0), judged by src/server/tasks/os_interaction/task.py (_evaluate_answer; helpers.ts), commit 578c5e9f706fc2dd96188ca6c8cf9095ca0c6528
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluateAnswer, loadConfig } from './helpers.ts';

const CONFIG = loadConfig({ match: '1' });

export default defineUserTask({
  id: 'interval_1',
  suite: 'agentbench-os',
  version: '1.0.0',
  prompt: "There's a program that writes 'succeed' into /root/log periodically. I only know the interval is 1 second, 2 seconds, or 3 seconds. Please find out the interval. Answer me only the integer number of seconds. (e.g. 1, 2, or 3)",
  requiredTools: [],
  reference: [externalCall('bash', { command: 'tail -f /root/log' }), externalCall('answer_action', { answer: '1' })],
  referenceAnswer: '1',
  tags: ['agentbench-os'],
  utility: ({ output, post }) => evaluateAnswer(output, CONFIG, post.files),
});
