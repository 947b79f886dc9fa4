// Source: AssistantBench's scorer, BrowserGym's AssistantBenchTask.validate calling question_scorer on the agent's final message (helpers.ts; ServiceNow/BrowserGym at 9e779f087de9a65668b6974d11f9ce9816026e96); the question and its gold answer are ours, in AssistantBench's style (gold type: json)
import { defineUserTask } from 'chokepoint';
import { AssistantBenchTask } from './helpers.ts';

const GOLD = "{\"airline\": \"TAP Air Portugal\", \"price\": 1250}";

const task = new AssistantBenchTask(GOLD);

export default defineUserTask({
  id: "ab_json_flight",
  suite: 'assistantbench',
  version: '1.0.0',
  prompt: "Which airline offers the cheapest non-stop flight from Boston to Lisbon on the first Monday of next month, and at what price in dollars? Answer as JSON with keys \"airline\" and \"price\".",
  requiredTools: [],
  reference: [],
  referenceAnswer: "{\"airline\": \"TAP Air Portugal\", \"price\": 1250}",
  tags: ['assistantbench', "json"],
  utility: ({ output }) => task.validate(output)[0],
});
