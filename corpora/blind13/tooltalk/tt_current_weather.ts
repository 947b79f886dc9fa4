// Source: ToolTalk's evaluation of a conversation's API calls (helpers.ts toolTalkSuccess: tool_executor.py ToolExecutor.run_conversation, execute_tool, evaluate_predictions, compare_api_calls, is_action; apis/*.py check_api_call_correctness of CurrentWeather; commit there). The conversation and its ground truth are ours, in the form of ToolTalk's conversations
import { defineUserTask, externalCall } from 'chokepoint';
import { toolTalkSuccess, type Conversation } from './helpers.ts';

const CONVERSATION: Conversation = {
  name: "tt_current_weather",
  user: {"username": "mreyes", "email": "mara.reyes@fmail.com", "phone": "555-201-4477", "name": "Mara Reyes", "password": "tidepool-42", "session_token": "7c1e9b2d-40af-9e13"},
  metadata: {"location": "New York", "timestamp": "2023-09-11 09:00:00", "username": "mreyes", "session_token": "7c1e9b2d-40af-9e13"},
  conversation: [
    { index: 0, role: 'user', text: "What's the weather like in Seattle right now?" },
    {
      index: 1,
      role: 'assistant',
      text: "It is 61 degrees and light rain in Seattle.",
      apis: [
        {
          request: { api_name: "CurrentWeather", parameters: {"location": "Seattle"} },
          response: {"weather": {"date": "2023-09-11", "location": "Seattle", "temperature": 61, "condition": "light rain", "humidity": 88}},
          exception: null,
        },
      ],
    },
  ],
};

export default defineUserTask({
  id: 'tt_current_weather',
  suite: 'tooltalk',
  version: '1.0.0',
  prompt: "What's the weather like in Seattle right now?",
  requiredTools: [],
  reference: [
    externalCall("CurrentWeather", {"location": "Seattle"}),
  ],
  referenceAnswer: "It is 61 degrees and light rain in Seattle.",
  tags: ["tooltalk", "weather", "query"],
  utility: ({ trace }) => toolTalkSuccess(trace, CONVERSATION),
});
