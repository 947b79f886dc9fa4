// Source: AssistantBench's scorer, BrowserGym's AssistantBenchTask.validate calling question_scorer on the agent's final message (helpers.ts; ServiceNow/BrowserGym at 9e779f087de9a65668b6974d11f9ce9816026e96); the question and its gold answer are ours, in AssistantBench's style (gold type: number)
import { defineUserTask } from 'chokepoint';
import { AssistantBenchTask } from './helpers.ts';

const GOLD = "12.5";

const task = new AssistantBenchTask(GOLD);

export default defineUserTask({
  id: "ab_num_percent",
  suite: 'assistantbench',
  version: '1.0.0',
  prompt: "By what percentage did the price of a monthly transit pass in Boston rise between 2022 and 2024? Answer with a number only.",
  requiredTools: [],
  reference: [],
  referenceAnswer: "12.5",
  tags: ['assistantbench', "number"],
  utility: ({ output }) => task.validate(output)[0],
});
