// Source: ToolTalk's evaluation of a conversation's API calls (helpers.ts toolTalkSuccess: tool_executor.py ToolExecutor.run_conversation, execute_tool, evaluate_predictions, compare_api_calls, is_action; apis/*.py check_api_call_correctness of UserLogin, AddAlarm; commit there). The conversation and its ground truth are ours, in the form of ToolTalk's conversations
import { defineUserTask, externalCall } from 'chokepoint';
import { toolTalkSuccess, type Conversation } from './helpers.ts';

const CONVERSATION: Conversation = {
  name: "tt_login_alarm",
  user: {"username": "olivedo", "email": "olive.do@somail.com", "phone": "555-987-6543", "name": "Olive Do", "password": "olive-tree-7"},
  metadata: {"location": "New York", "timestamp": "2023-09-11 09:00:00", "username": "olivedo"},
  conversation: [
    { index: 0, role: 'user', text: "Log me in, my username is olivedo and my password is olive-tree-7, then set an alarm for 7:15." },
    {
      index: 1,
      role: 'assistant',
      text: "You're logged in and the alarm is set for 7:15.",
      apis: [
        {
          request: { api_name: "UserLogin", parameters: {"username": "olivedo", "password": "olive-tree-7"} },
          response: {"session_token": "e149636f-d9ca-0792"},
          exception: null,
        },
        {
          request: { api_name: "AddAlarm", parameters: {"session_token": "e149636f-d9ca-0792", "time": "07:15:00"} },
          response: {"alarm_id": "4e1b-77a0"},
          exception: null,
        },
      ],
    },
  ],
};

export default defineUserTask({
  id: 'tt_login_alarm',
  suite: 'tooltalk',
  version: '1.0.0',
  prompt: "Log me in, my username is olivedo and my password is olive-tree-7, then set an alarm for 7:15.",
  requiredTools: [],
  reference: [
    externalCall("UserLogin", {"username": "olivedo", "password": "olive-tree-7"}),
    externalCall("AddAlarm", {"time": "07:15:00"}),
  ],
  referenceAnswer: "You're logged in and the alarm is set for 7:15.",
  tags: ["tooltalk", "account", "alarm"],
  utility: ({ trace }) => toolTalkSuccess(trace, CONVERSATION),
});
