// Source: AssistantBench's scorer, BrowserGym's AssistantBenchTask.validate calling question_scorer on the agent's final message (helpers.ts; ServiceNow/BrowserGym at 9e779f087de9a65668b6974d11f9ce9816026e96); the question and its gold answer are ours, in AssistantBench's style (gold type: json)
import { defineUserTask } from 'chokepoint';
import { AssistantBenchTask } from './helpers.ts';

const GOLD = "{'museum': 'Tenement Museum', 'price': '$30'}";

const task = new AssistantBenchTask(GOLD);

export default defineUserTask({
  id: "ab_json_museum",
  suite: 'assistantbench',
  version: '1.0.0',
  prompt: "Which museum on the Lower East Side has the highest adult ticket price, and what is that price? Answer as JSON with keys \"museum\" and \"price\".",
  requiredTools: [],
  reference: [],
  referenceAnswer: "{\"museum\": \"Tenement Museum\", \"price\": \"$30\"}",
  tags: ['assistantbench', "json"],
  utility: ({ output }) => task.validate(output)[0],
});
