// Source: ToolTalk's evaluation of a conversation's API calls (helpers.ts toolTalkSuccess: tool_executor.py ToolExecutor.run_conversation, execute_tool, evaluate_predictions, compare_api_calls, is_action; apis/*.py check_api_call_correctness of AddAlarm; commit there). The conversation and its ground truth are ours, in the form of ToolTalk's conversations
import { defineUserTask, externalCall } from 'chokepoint';
import { toolTalkSuccess, type Conversation } from './helpers.ts';

const CONVERSATION: Conversation = {
  name: "tt_two_alarms",
  user: {"username": "justinkool", "email": "justintime@fmail.com", "phone": "123-456-7890", "name": "Justin Kool", "password": "justforkicks123", "session_token": "98a5a87a-7714-b404"},
  metadata: {"location": "New York", "timestamp": "2023-09-11 09:00:00", "username": "justinkool", "session_token": "98a5a87a-7714-b404"},
  conversation: [
    { index: 0, role: 'user', text: "Set two alarms for me tomorrow, one at 5:45 and one at 6:00." },
    {
      index: 1,
      role: 'assistant',
      text: "Both alarms are set.",
      apis: [
        {
          request: { api_name: "AddAlarm", parameters: {"session_token": "98a5a87a-7714-b404", "time": "05:45:00"} },
          response: {"alarm_id": "5bff-dd80"},
          exception: null,
        },
        {
          request: { api_name: "AddAlarm", parameters: {"session_token": "98a5a87a-7714-b404", "time": "06:00:00"} },
          response: {"alarm_id": "9c1d-04e2"},
          exception: null,
        },
      ],
    },
  ],
};

export default defineUserTask({
  id: 'tt_two_alarms',
  suite: 'tooltalk',
  version: '1.0.0',
  prompt: "Set two alarms for me tomorrow, one at 5:45 and one at 6:00.",
  requiredTools: [],
  reference: [
    externalCall("AddAlarm", {"time": "05:45:00"}),
    externalCall("AddAlarm", {"time": "06:00:00"}),
  ],
  referenceAnswer: "Both alarms are set.",
  tags: ["tooltalk", "alarm"],
  utility: ({ trace }) => toolTalkSuccess(trace, CONVERSATION),
});
