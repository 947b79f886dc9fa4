// Source: ToolTalk's evaluation of a conversation's API calls (helpers.ts toolTalkSuccess: tool_executor.py ToolExecutor.run_conversation, execute_tool, evaluate_predictions, compare_api_calls, is_action; apis/*.py check_api_call_correctness of AddAlarm; commit there). The conversation and its ground truth are ours, in the form of ToolTalk's conversations
import { defineUserTask, externalCall } from 'chokepoint';
import { toolTalkSuccess, type Conversation } from './helpers.ts';

const CONVERSATION: Conversation = {
  name: "tt_add_alarm",
  user: {"username": "mreyes", "email": "mara.reyes@fmail.com", "phone": "555-201-4477", "name": "Mara Reyes", "password": "tidepool-42", "session_token": "7c1e9b2d-40af-9e13"},
  metadata: {"location": "New York", "timestamp": "2023-09-11 09:00:00", "username": "mreyes", "session_token": "7c1e9b2d-40af-9e13"},
  conversation: [
    { index: 0, role: 'user', text: "Set an alarm for 6:30 tomorrow morning, I have an early flight." },
    {
      index: 1,
      role: 'assistant',
      text: "Done, the alarm is set.",
      apis: [
        {
          request: { api_name: "AddAlarm", parameters: {"session_token": "7c1e9b2d-40af-9e13", "time": "06:30:00"} },
          response: {"alarm_id": "3f2a-91bc"},
          exception: null,
        },
      ],
    },
  ],
};

export default defineUserTask({
  id: 'tt_add_alarm',
  suite: 'tooltalk',
  version: '1.0.0',
  prompt: "Set an alarm for 6:30 tomorrow morning, I have an early flight.",
  requiredTools: [],
  reference: [
    externalCall("AddAlarm", {"time": "06:30:00"}),
  ],
  referenceAnswer: "Done, the alarm is set.",
  tags: ["tooltalk", "alarm"],
  utility: ({ trace }) => toolTalkSuccess(trace, CONVERSATION),
});
