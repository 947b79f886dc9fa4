// Source: AssistantBench's scorer, BrowserGym's AssistantBenchTask.validate calling question_scorer on the agent's final message (helpers.ts; ServiceNow/BrowserGym at 9e779f087de9a65668b6974d11f9ce9816026e96); the question and its gold answer are ours, in AssistantBench's style (gold type: string list)
import { defineUserTask } from 'chokepoint';
import { AssistantBenchTask } from './helpers.ts';

const GOLD = "1998\n2004";

const task = new AssistantBenchTask(GOLD);

export default defineUserTask({
  id: "ab_list_years",
  suite: 'assistantbench',
  version: '1.0.0',
  prompt: "In which years did the Chicago Marathon have more than 45,000 finishers before 2010? List the years.",
  requiredTools: [],
  reference: [],
  referenceAnswer: "1998, 2004",
  tags: ['assistantbench', "string list"],
  utility: ({ output }) => task.validate(output)[0],
});
