// Source: ToolTalk's evaluation of a conversation's API calls (helpers.ts toolTalkSuccess: tool_executor.py ToolExecutor.run_conversation, execute_tool, evaluate_predictions, compare_api_calls, is_action; apis/*.py check_api_call_correctness of GetReminders, CompleteReminder; commit there). The conversation and its ground truth are ours, in the form of ToolTalk's conversations
import { defineUserTask, externalCall } from 'chokepoint';
import { toolTalkSuccess, type Conversation } from './helpers.ts';

const CONVERSATION: Conversation = {
  name: "tt_complete_reminder",
  user: {"username": "justinkool", "email": "justintime@fmail.com", "phone": "123-456-7890", "name": "Justin Kool", "password": "justforkicks123", "session_token": "98a5a87a-7714-b404"},
  metadata: {"location": "New York", "timestamp": "2023-09-11 09:00:00", "username": "justinkool", "session_token": "98a5a87a-7714-b404"},
  conversation: [
    { index: 0, role: 'user', text: "I wrote the abstract, mark that reminder as done." },
    {
      index: 1,
      role: 'assistant',
      text: "The Write abstract reminder is marked complete.",
      apis: [
        {
          request: { api_name: "GetReminders", parameters: {"session_token": "98a5a87a-7714-b404"} },
          response: {"reminders": [{"reminder_id": "59-80bc", "task": "Take out the trash", "due_date": null, "status": "complete"}, {"reminder_id": "14-579a", "task": "Write abstract", "due_date": "2023-09-12 00:00:00", "status": "pending"}]},
          exception: null,
        },
        {
          request: { api_name: "CompleteReminder", parameters: {"session_token": "98a5a87a-7714-b404", "reminder_id": "14-579a"} },
          response: {"status": "success"},
          exception: null,
        },
      ],
    },
  ],
};

export default defineUserTask({
  id: 'tt_complete_reminder',
  suite: 'tooltalk',
  version: '1.0.0',
  prompt: "I wrote the abstract, mark that reminder as done.",
  requiredTools: [],
  reference: [
    externalCall("GetReminders", {}),
    externalCall("CompleteReminder", {"reminder_id": "14-579a"}),
  ],
  referenceAnswer: "The Write abstract reminder is marked complete.",
  tags: ["tooltalk", "reminder"],
  utility: ({ trace }) => toolTalkSuccess(trace, CONVERSATION),
});
