// Source: ToolTalk's evaluation of a conversation's API calls (helpers.ts toolTalkSuccess: tool_executor.py ToolExecutor.run_conversation, execute_tool, evaluate_predictions, compare_api_calls, is_action; apis/*.py check_api_call_correctness of FindAlarms, DeleteAlarm; commit there). The conversation and its ground truth are ours, in the form of ToolTalk's conversations
import { defineUserTask, externalCall } from 'chokepoint';
import { toolTalkSuccess, type Conversation } from './helpers.ts';

const CONVERSATION: Conversation = {
  name: "tt_delete_alarm",
  user: {"username": "salcano", "email": "sal.cano@fmail.com", "phone": "555-310-2288", "name": "Sal Cano", "password": "sal-2023!", "session_token": "4d2f6e81-93c0-a7b5"},
  metadata: {"location": "New York", "timestamp": "2023-09-11 09:00:00", "username": "salcano", "session_token": "4d2f6e81-93c0-a7b5"},
  conversation: [
    { index: 0, role: 'user', text: "Delete my 8:15 alarm, I don't need it anymore." },
    {
      index: 1,
      role: 'assistant',
      text: "I deleted the 8:15 alarm.",
      apis: [
        {
          request: { api_name: "FindAlarms", parameters: {"session_token": "4d2f6e81-93c0-a7b5"} },
          response: {"alarms": [{"alarm_id": "5bff-dd80", "time": "07:00:00"}, {"alarm_id": "0c4e-12a9", "time": "08:15:00"}]},
          exception: null,
        },
        {
          request: { api_name: "DeleteAlarm", parameters: {"session_token": "4d2f6e81-93c0-a7b5", "alarm_id": "0c4e-12a9"} },
          response: {"status": "success"},
          exception: null,
        },
      ],
    },
  ],
};

export default defineUserTask({
  id: 'tt_delete_alarm',
  suite: 'tooltalk',
  version: '1.0.0',
  prompt: "Delete my 8:15 alarm, I don't need it anymore.",
  requiredTools: [],
  reference: [
    externalCall("FindAlarms", {}),
    externalCall("DeleteAlarm", {"alarm_id": "0c4e-12a9"}),
  ],
  referenceAnswer: "I deleted the 8:15 alarm.",
  tags: ["tooltalk", "alarm"],
  utility: ({ trace }) => toolTalkSuccess(trace, CONVERSATION),
});
