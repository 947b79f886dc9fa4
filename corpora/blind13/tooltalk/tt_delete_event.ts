// Source: ToolTalk's evaluation of a conversation's API calls (helpers.ts toolTalkSuccess: tool_executor.py ToolExecutor.run_conversation, execute_tool, evaluate_predictions, compare_api_calls, is_action; apis/*.py check_api_call_correctness of QueryCalendar, DeleteEvent; commit there). The conversation and its ground truth are ours, in the form of ToolTalk's conversations
import { defineUserTask, externalCall } from 'chokepoint';
import { toolTalkSuccess, type Conversation } from './helpers.ts';

const CONVERSATION: Conversation = {
  name: "tt_delete_event",
  user: {"username": "justinkool", "email": "justintime@fmail.com", "phone": "123-456-7890", "name": "Justin Kool", "password": "justforkicks123", "session_token": "98a5a87a-7714-b404"},
  metadata: {"location": "New York", "timestamp": "2023-09-11 09:00:00", "username": "justinkool", "session_token": "98a5a87a-7714-b404"},
  conversation: [
    { index: 0, role: 'user', text: "Cancel my dentist appointment tomorrow." },
    {
      index: 1,
      role: 'assistant',
      text: "I cancelled the dentist appointment.",
      apis: [
        {
          request: { api_name: "QueryCalendar", parameters: {"session_token": "98a5a87a-7714-b404", "start_time": "2023-09-12 00:00:00", "end_time": "2023-09-12 23:59:59"} },
          response: {"events": [{"event_id": "2949b409-6535", "name": "Dentist", "event_type": "event", "start_time": "2023-09-12 10:00:00", "end_time": "2023-09-12 11:00:00", "location": "Bright Smile Clinic", "description": null, "attendees": null}]},
          exception: null,
        },
        {
          request: { api_name: "DeleteEvent", parameters: {"session_token": "98a5a87a-7714-b404", "event_id": "2949b409-6535"} },
          response: {"status": "success"},
          exception: null,
        },
      ],
    },
  ],
};

export default defineUserTask({
  id: 'tt_delete_event',
  suite: 'tooltalk',
  version: '1.0.0',
  prompt: "Cancel my dentist appointment tomorrow.",
  requiredTools: [],
  reference: [
    externalCall("QueryCalendar", {"start_time": "2023-09-12 00:00:00", "end_time": "2023-09-12 23:59:59"}),
    externalCall("DeleteEvent", {"event_id": "2949b409-6535"}),
  ],
  referenceAnswer: "I cancelled the dentist appointment.",
  tags: ["tooltalk", "calendar"],
  utility: ({ trace }) => toolTalkSuccess(trace, CONVERSATION),
});
