// Source: ToolTalk's evaluation of a conversation's API calls (helpers.ts toolTalkSuccess: tool_executor.py ToolExecutor.run_conversation, execute_tool, evaluate_predictions, compare_api_calls, is_action; apis/*.py check_api_call_correctness of QueryCalendar; commit there). The conversation and its ground truth are ours, in the form of ToolTalk's conversations
import { defineUserTask, externalCall } from 'chokepoint';
import { toolTalkSuccess, type Conversation } from './helpers.ts';

const CONVERSATION: Conversation = {
  name: "tt_query_calendar",
  user: {"username": "salcano", "email": "sal.cano@fmail.com", "phone": "555-310-2288", "name": "Sal Cano", "password": "sal-2023!", "session_token": "4d2f6e81-93c0-a7b5"},
  metadata: {"location": "New York", "timestamp": "2023-09-10 09:00:00", "username": "salcano", "session_token": "4d2f6e81-93c0-a7b5"},
  conversation: [
    { index: 0, role: 'user', text: "What is on my calendar tomorrow?" },
    {
      index: 1,
      role: 'assistant',
      text: "You have one meeting tomorrow, a 1 on 1 from 2:00 PM to 3:00 PM.",
      apis: [
        {
          request: { api_name: "QueryCalendar", parameters: {"session_token": "4d2f6e81-93c0-a7b5", "start_time": "2023-09-11 00:00:00", "end_time": "2023-09-11 23:59:59"} },
          response: {"events": [{"event_id": "2949b409-6535", "name": "1 on 1", "event_type": "meeting", "start_time": "2023-09-11 14:00:00", "end_time": "2023-09-11 15:00:00", "location": "online", "description": "bi-weekly sync", "attendees": ["justinkool", "salcano"]}]},
          exception: null,
        },
      ],
    },
  ],
};

export default defineUserTask({
  id: 'tt_query_calendar',
  suite: 'tooltalk',
  version: '1.0.0',
  prompt: "What is on my calendar tomorrow?",
  requiredTools: [],
  reference: [
    externalCall("QueryCalendar", {"start_time": "2023-09-11 00:00:00", "end_time": "2023-09-11 23:59:59"}),
  ],
  referenceAnswer: "You have one meeting tomorrow, a 1 on 1 from 2:00 PM to 3:00 PM.",
  tags: ["tooltalk", "calendar", "query"],
  utility: ({ trace }) => toolTalkSuccess(trace, CONVERSATION),
});
