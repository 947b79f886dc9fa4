// Source: AssistantBench's scorer, BrowserGym's AssistantBenchTask.validate calling question_scorer on the agent's final message (helpers.ts; ServiceNow/BrowserGym at 9e779f087de9a65668b6974d11f9ce9816026e96); the question and its gold answer are ours, in AssistantBench's style (gold type: string)
import { defineUserTask } from 'chokepoint';
import { AssistantBenchTask } from './helpers.ts';

const GOLD = "Maria Lopez";

const task = new AssistantBenchTask(GOLD);

export default defineUserTask({
  id: "ab_str_person",
  suite: 'assistantbench',
  version: '1.0.0',
  prompt: "Who is the head chef of the restaurant with the most Michelin stars in Lyon?",
  requiredTools: [],
  reference: [],
  referenceAnswer: "Maria Lopez",
  tags: ['assistantbench', "string"],
  utility: ({ output }) => task.validate(output)[0],
});
