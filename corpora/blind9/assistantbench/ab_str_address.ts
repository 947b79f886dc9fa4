// Source: AssistantBench's scorer, BrowserGym's AssistantBenchTask.validate calling question_scorer on the agent's final message (helpers.ts; ServiceNow/BrowserGym at 9e779f087de9a65668b6974d11f9ce9816026e96); the question and its gold answer are ours, in AssistantBench's style (gold type: string)
import { defineUserTask } from 'chokepoint';
import { AssistantBenchTask } from './helpers.ts';

const GOLD = "10 Grand Army Plaza";

const task = new AssistantBenchTask(GOLD);

export default defineUserTask({
  id: "ab_str_address",
  suite: 'assistantbench',
  version: '1.0.0',
  prompt: "What is the street address of the public library branch closest to the Brooklyn Museum?",
  requiredTools: [],
  reference: [],
  referenceAnswer: "10 Grand Army Plaza",
  tags: ['assistantbench', "string"],
  utility: ({ output }) => task.validate(output)[0],
});
