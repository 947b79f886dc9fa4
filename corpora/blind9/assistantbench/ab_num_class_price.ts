// Source: AssistantBench's scorer, BrowserGym's AssistantBenchTask.validate calling question_scorer on the agent's final message (helpers.ts; ServiceNow/BrowserGym at 9e779f087de9a65668b6974d11f9ce9816026e96); the question and its gold answer are ours, in AssistantBench's style (gold type: number)
import { defineUserTask } from 'chokepoint';
import { AssistantBenchTask } from './helpers.ts';

const GOLD = "$28";

const task = new AssistantBenchTask(GOLD);

export default defineUserTask({
  id: "ab_num_class_price",
  suite: 'assistantbench',
  version: '1.0.0',
  prompt: "What is the price in dollars of a single drop-in yoga class at the studio closest to Dupont Circle that opens before 7am?",
  requiredTools: [],
  reference: [],
  referenceAnswer: "28",
  tags: ['assistantbench', "number"],
  utility: ({ output }) => task.validate(output)[0],
});
