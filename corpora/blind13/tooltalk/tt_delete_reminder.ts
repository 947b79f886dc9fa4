// Source: ToolTalk's evaluation of a conversation's API calls (helpers.ts toolTalkSuccess: tool_executor.py ToolExecutor.run_conversation, execute_tool, evaluate_predictions, compare_api_calls, is_action; apis/*.py check_api_call_correctness of GetReminders, DeleteReminder; commit there). The conversation and its ground truth are ours, in the form of ToolTalk's conversations
import { defineUserTask, externalCall } from 'chokepoint';
import { toolTalkSuccess, type Conversation } from './helpers.ts';

const CONVERSATION: Conversation = {
  name: "tt_delete_reminder",
  user: {"username": "salcano", "email": "sal.cano@fmail.com", "phone": "555-310-2288", "name": "Sal Cano", "password": "sal-2023!", "session_token": "4d2f6e81-93c0-a7b5"},
  metadata: {"location": "New York", "timestamp": "2023-09-11 09:00:00", "username": "salcano", "session_token": "4d2f6e81-93c0-a7b5"},
  conversation: [
    { index: 0, role: 'user', text: "Delete my reminder to call grandma, I already called her." },
    {
      index: 1,
      role: 'assistant',
      text: "The reminder is deleted.",
      apis: [
        {
          request: { api_name: "GetReminders", parameters: {"session_token": "4d2f6e81-93c0-a7b5"} },
          response: {"reminders": [{"reminder_id": "0b-5119", "task": "Call grandma", "due_date": null, "status": "pending"}, {"reminder_id": "7d-e2a0", "task": "Pay rent", "due_date": "2023-10-01 00:00:00", "status": "pending"}]},
          exception: null,
        },
        {
          request: { api_name: "DeleteReminder", parameters: {"session_token": "4d2f6e81-93c0-a7b5", "reminder_id": "0b-5119"} },
          response: {"status": "success"},
          exception: null,
        },
      ],
    },
  ],
};

export default defineUserTask({
  id: 'tt_delete_reminder',
  suite: 'tooltalk',
  version: '1.0.0',
  prompt: "Delete my reminder to call grandma, I already called her.",
  requiredTools: [],
  reference: [
    externalCall("GetReminders", {}),
    externalCall("DeleteReminder", {"reminder_id": "0b-5119"}),
  ],
  referenceAnswer: "The reminder is deleted.",
  tags: ["tooltalk", "reminder"],
  utility: ({ trace }) => toolTalkSuccess(trace, CONVERSATION),
});
