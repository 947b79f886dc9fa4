// Source: ToolTalk's evaluation of a conversation's API calls (helpers.ts toolTalkSuccess: tool_executor.py ToolExecutor.run_conversation, execute_tool, evaluate_predictions, compare_api_calls, is_action; apis/*.py check_api_call_correctness of ModifyEvent; commit there). The conversation and its ground truth are ours, in the form of ToolTalk's conversations
import { defineUserTask, externalCall } from 'chokepoint';
import { toolTalkSuccess, type Conversation } from './helpers.ts';

const CONVERSATION: Conversation = {
  name: "tt_move_event",
  user: {"username": "salcano", "email": "sal.cano@fmail.com", "phone": "555-310-2288", "name": "Sal Cano", "password": "sal-2023!", "session_token": "4d2f6e81-93c0-a7b5"},
  metadata: {"location": "New York", "timestamp": "2023-09-11 09:00:00", "username": "salcano", "session_token": "4d2f6e81-93c0-a7b5"},
  conversation: [
    { index: 0, role: 'user', text: "My dentist appointment today from 3 to 5 is rescheduled to the same time on October 18. Update my calendar." },
    {
      index: 1,
      role: 'assistant',
      text: "I've updated your calendar.",
      apis: [
        {
          request: { api_name: "ModifyEvent", parameters: {"session_token": "4d2f6e81-93c0-a7b5", "event_id": "29496535-b409", "new_start_time": "2023-10-18 15:00:00", "new_end_time": "2023-10-18 17:00:00"} },
          response: {"status": "success"},
          exception: null,
        },
      ],
    },
  ],
};

export default defineUserTask({
  id: 'tt_move_event',
  suite: 'tooltalk',
  version: '1.0.0',
  prompt: "My dentist appointment today from 3 to 5 is rescheduled to the same time on October 18. Update my calendar.",
  requiredTools: [],
  reference: [
    externalCall("ModifyEvent", {"event_id": "29496535-b409", "new_start_time": "2023-10-18 15:00:00", "new_end_time": "2023-10-18 17:00:00"}),
  ],
  referenceAnswer: "I've updated your calendar.",
  tags: ["tooltalk", "calendar"],
  utility: ({ trace }) => toolTalkSuccess(trace, CONVERSATION),
});
