// Source: AssistantBench's scorer, BrowserGym's AssistantBenchTask.validate calling question_scorer on the agent's final message (helpers.ts; ServiceNow/BrowserGym at 9e779f087de9a65668b6974d11f9ce9816026e96); the question and its gold answer are ours, in AssistantBench's style (gold type: number)
import { defineUserTask } from 'chokepoint';
import { AssistantBenchTask } from './helpers.ts';

const GOLD = "7";

const task = new AssistantBenchTask(GOLD);

export default defineUserTask({
  id: "ab_num_trails",
  suite: 'assistantbench',
  version: '1.0.0',
  prompt: "How many hiking trails in Acadia National Park that are rated easy are longer than 3 miles, according to the park service trail list?",
  requiredTools: [],
  reference: [],
  referenceAnswer: "7",
  tags: ['assistantbench', "number"],
  utility: ({ output }) => task.validate(output)[0],
});
