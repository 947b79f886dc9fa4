// Source: AssistantBench's scorer, BrowserGym's AssistantBenchTask.validate calling question_scorer on the agent's final message (helpers.ts; ServiceNow/BrowserGym at 9e779f087de9a65668b6974d11f9ce9816026e96); the question and its gold answer are ours, in AssistantBench's style (gold type: json)
import { defineUserTask } from 'chokepoint';
import { AssistantBenchTask } from './helpers.ts';

const GOLD = "{\"store\": \"Key Food\", \"distance\": 0.4}\n{\"store\": \"Whole Foods Market\", \"distance\": 0.9}";

const task = new AssistantBenchTask(GOLD);

export default defineUserTask({
  id: "ab_json_stores",
  suite: 'assistantbench',
  version: '1.0.0',
  prompt: "Which two supermarkets are closest to Washington Square Park, and how far is each in miles? Give one JSON object per line with keys \"store\" and \"distance\".",
  requiredTools: [],
  reference: [],
  referenceAnswer: "{\"store\": \"Key Food\", \"distance\": 0.4}\n{\"store\": \"Whole Foods Market\", \"distance\": 0.9}",
  tags: ['assistantbench', "json"],
  utility: ({ output }) => task.validate(output)[0],
});
