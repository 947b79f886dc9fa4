// Source: ToolTalk's evaluation of a conversation's API calls (helpers.ts toolTalkSuccess: tool_executor.py ToolExecutor.run_conversation, execute_tool, evaluate_predictions, compare_api_calls, is_action; apis/*.py check_api_call_correctness of ForecastWeather; commit there). The conversation and its ground truth are ours, in the form of ToolTalk's conversations
import { defineUserTask, externalCall } from 'chokepoint';
import { toolTalkSuccess, type Conversation } from './helpers.ts';

const CONVERSATION: Conversation = {
  name: "tt_forecast_weather",
  user: {"username": "justinkool", "email": "justintime@fmail.com", "phone": "123-456-7890", "name": "Justin Kool", "password": "justforkicks123", "session_token": "98a5a87a-7714-b404"},
  metadata: {"location": "New York", "timestamp": "2023-09-11 09:00:00", "username": "justinkool", "session_token": "98a5a87a-7714-b404"},
  conversation: [
    { index: 0, role: 'user', text: "Will it rain in Denver this week?" },
    {
      index: 1,
      role: 'assistant',
      text: "Only on Thursday: Denver has a 60% chance of rain then, the other days are dry.",
      apis: [
        {
          request: { api_name: "ForecastWeather", parameters: {"location": "Denver"} },
          response: {"forecast": [{"date": "2023-09-12", "condition": "sunny", "precipitation": 0}, {"date": "2023-09-13", "condition": "cloudy", "precipitation": 10}, {"date": "2023-09-14", "condition": "rain", "precipitation": 60}]},
          exception: null,
        },
      ],
    },
  ],
};

export default defineUserTask({
  id: 'tt_forecast_weather',
  suite: 'tooltalk',
  version: '1.0.0',
  prompt: "Will it rain in Denver this week?",
  requiredTools: [],
  reference: [
    externalCall("ForecastWeather", {"location": "Denver"}),
  ],
  referenceAnswer: "Only on Thursday: Denver has a 60% chance of rain then, the other days are dry.",
  tags: ["tooltalk", "weather", "query"],
  utility: ({ trace }) => toolTalkSuccess(trace, CONVERSATION),
});
