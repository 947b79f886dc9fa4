// Source: AssistantBench's scorer, BrowserGym's AssistantBenchTask.validate calling question_scorer on the agent's final message (helpers.ts; ServiceNow/BrowserGym at 9e779f087de9a65668b6974d11f9ce9816026e96); the question and its gold answer are ours, in AssistantBench's style (gold type: string list)
import { defineUserTask } from 'chokepoint';
import { AssistantBenchTask } from './helpers.ts';

const GOLD = "Prospect Park\nFort Greene Park";

const task = new AssistantBenchTask(GOLD);

export default defineUserTask({
  id: "ab_list_parks",
  suite: 'assistantbench',
  version: '1.0.0',
  prompt: "Which two parks in Brooklyn have both a dog run and a public tennis court?",
  requiredTools: [],
  reference: [],
  referenceAnswer: "Prospect Park and Fort Greene Park",
  tags: ['assistantbench', "string list"],
  utility: ({ output }) => task.validate(output)[0],
});
