// Source: AssistantBench's scorer, BrowserGym's AssistantBenchTask.validate calling question_scorer on the agent's final message (helpers.ts; ServiceNow/BrowserGym at 9e779f087de9a65668b6974d11f9ce9816026e96); the question and its gold answer are ours, in AssistantBench's style (gold type: string)
import { defineUserTask } from 'chokepoint';
import { AssistantBenchTask } from './helpers.ts';

const GOLD = "Lisbon";

const task = new AssistantBenchTask(GOLD);

export default defineUserTask({
  id: "ab_str_city",
  suite: 'assistantbench',
  version: '1.0.0',
  prompt: "Which European capital had the lowest average hotel price for a weekend in May 2024, among Lisbon, Madrid and Rome?",
  requiredTools: [],
  reference: [],
  referenceAnswer: "Lisbon",
  tags: ['assistantbench', "string"],
  utility: ({ output }) => task.validate(output)[0],
});
