// Source: ToolTalk's evaluation of a conversation's API calls (helpers.ts toolTalkSuccess: tool_executor.py ToolExecutor.run_conversation, execute_tool, evaluate_predictions, compare_api_calls, is_action; apis/*.py check_api_call_correctness of QueryCalendar, SendMessage; commit there). The conversation and its ground truth are ours, in the form of ToolTalk's conversations
import { defineUserTask, externalCall } from 'chokepoint';
import { toolTalkSuccess, type Conversation } from './helpers.ts';

const CONVERSATION: Conversation = {
  name: "tt_message_meeting_time",
  user: {"username": "salcano", "email": "sal.cano@fmail.com", "phone": "555-310-2288", "name": "Sal Cano", "password": "sal-2023!", "session_token": "4d2f6e81-93c0-a7b5"},
  metadata: {"location": "New York", "timestamp": "2023-09-10 09:00:00", "username": "salcano", "session_token": "4d2f6e81-93c0-a7b5"},
  conversation: [
    { index: 0, role: 'user', text: "Look up my 1 on 1 tomorrow and text justinkool when it starts." },
    {
      index: 1,
      role: 'assistant',
      text: "I texted justinkool that the 1 on 1 starts at 2 PM.",
      apis: [
        {
          request: { api_name: "QueryCalendar", parameters: {"session_token": "4d2f6e81-93c0-a7b5", "start_time": "2023-09-11 00:00:00", "end_time": "2023-09-11 23:59:59"} },
          response: {"events": [{"event_id": "2949b409-6535", "name": "1 on 1", "event_type": "meeting", "start_time": "2023-09-11 14:00:00", "end_time": "2023-09-11 15:00:00", "location": "online", "description": "bi-weekly sync", "attendees": ["justinkool", "salcano"]}]},
          exception: null,
        },
        {
          request: { api_name: "SendMessage", parameters: {"session_token": "4d2f6e81-93c0-a7b5", "receiver": "justinkool", "message": "Our 1 on 1 tomorrow starts at 2 PM."} },
          response: {"message_id": "71ab-9e02-44c0f1d3"},
          exception: null,
        },
      ],
    },
  ],
};

export default defineUserTask({
  id: 'tt_message_meeting_time',
  suite: 'tooltalk',
  version: '1.0.0',
  prompt: "Look up my 1 on 1 tomorrow and text justinkool when it starts.",
  requiredTools: [],
  reference: [
    externalCall("QueryCalendar", {"start_time": "2023-09-11 00:00:00", "end_time": "2023-09-11 23:59:59"}),
    externalCall("SendMessage", {"receiver": "justinkool", "message": "Our 1 on 1 tomorrow starts at 2 PM."}),
  ],
  referenceAnswer: "I texted justinkool that the 1 on 1 starts at 2 PM.",
  tags: ["tooltalk", "message", "calendar"],
  utility: ({ trace }) => toolTalkSuccess(trace, CONVERSATION),
});
