// Source: ToolTalk's evaluation of a conversation's API calls (helpers.ts toolTalkSuccess: tool_executor.py ToolExecutor.run_conversation, execute_tool, evaluate_predictions, compare_api_calls, is_action; apis/*.py check_api_call_correctness of AddReminder; commit there). The conversation and its ground truth are ours, in the form of ToolTalk's conversations
import { defineUserTask, externalCall } from 'chokepoint';
import { toolTalkSuccess, type Conversation } from './helpers.ts';

const CONVERSATION: Conversation = {
  name: "tt_add_reminder",
  user: {"username": "mreyes", "email": "mara.reyes@fmail.com", "phone": "555-201-4477", "name": "Mara Reyes", "password": "tidepool-42", "session_token": "7c1e9b2d-40af-9e13"},
  metadata: {"location": "New York", "timestamp": "2023-09-11 09:00:00", "username": "mreyes", "session_token": "7c1e9b2d-40af-9e13"},
  conversation: [
    { index: 0, role: 'user', text: "Remind me to call the plumber tomorrow at 4pm." },
    {
      index: 1,
      role: 'assistant',
      text: "I added the reminder.",
      apis: [
        {
          request: { api_name: "AddReminder", parameters: {"session_token": "7c1e9b2d-40af-9e13", "task": "Call the plumber", "due_date": "2023-09-12 16:00:00"} },
          response: {"reminder_id": "2c-8f41"},
          exception: null,
        },
      ],
    },
  ],
};

export default defineUserTask({
  id: 'tt_add_reminder',
  suite: 'tooltalk',
  version: '1.0.0',
  prompt: "Remind me to call the plumber tomorrow at 4pm.",
  requiredTools: [],
  reference: [
    externalCall("AddReminder", {"task": "Call the plumber", "due_date": "2023-09-12 16:00:00"}),
  ],
  referenceAnswer: "I added the reminder.",
  tags: ["tooltalk", "reminder"],
  utility: ({ trace }) => toolTalkSuccess(trace, CONVERSATION),
});
