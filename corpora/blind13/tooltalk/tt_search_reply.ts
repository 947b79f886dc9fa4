// Source: ToolTalk's evaluation of a conversation's API calls (helpers.ts toolTalkSuccess: tool_executor.py ToolExecutor.run_conversation, execute_tool, evaluate_predictions, compare_api_calls, is_action; apis/*.py check_api_call_correctness of SearchInbox, SendEmail; commit there). The conversation and its ground truth are ours, in the form of ToolTalk's conversations
import { defineUserTask, externalCall } from 'chokepoint';
import { toolTalkSuccess, type Conversation } from './helpers.ts';

const CONVERSATION: Conversation = {
  name: "tt_search_reply",
  user: {"username": "salcano", "email": "sal.cano@fmail.com", "phone": "555-310-2288", "name": "Sal Cano", "password": "sal-2023!", "session_token": "4d2f6e81-93c0-a7b5"},
  metadata: {"location": "New York", "timestamp": "2023-09-11 09:00:00", "username": "salcano", "session_token": "4d2f6e81-93c0-a7b5"},
  conversation: [
    { index: 0, role: 'user', text: "Find the email from my landlord about the broken heater and email him back at tom.barker@lettings.test to say the repair visit on Wednesday at 10 works for me, subject Heater repair." },
    {
      index: 1,
      role: 'assistant',
      text: "I found his email and replied that Wednesday at 10 works.",
      apis: [
        {
          request: { api_name: "SearchInbox", parameters: {"session_token": "4d2f6e81-93c0-a7b5", "query": "heater", "sender": "tom.barker@lettings.test"} },
          response: {"emails": [{"email_id": "c2d4-1f60-8a9b7e31", "subject": "Broken heater", "sender": "tom.barker@lettings.test", "recipient": "sal.cano@fmail.com", "date": "2023-09-08 11:02:00", "body": "Hi Sal, a technician can come on Wednesday at 10 to repair the heater."}]},
          exception: null,
        },
        {
          request: { api_name: "SendEmail", parameters: {"session_token": "4d2f6e81-93c0-a7b5", "to": ["tom.barker@lettings.test"], "subject": "Heater repair", "body": "Hi Tom, the repair visit on Wednesday at 10 works for me."} },
          response: {"email_id": "3a-77c1-0d4e9f12"},
          exception: null,
        },
      ],
    },
  ],
};

export default defineUserTask({
  id: 'tt_search_reply',
  suite: 'tooltalk',
  version: '1.0.0',
  prompt: "Find the email from my landlord about the broken heater and email him back at tom.barker@lettings.test to say the repair visit on Wednesday at 10 works for me, subject Heater repair.",
  requiredTools: [],
  reference: [
    externalCall("SearchInbox", {"query": "heater", "sender": "tom.barker@lettings.test"}),
    externalCall("SendEmail", {"to": ["tom.barker@lettings.test"], "subject": "Heater repair", "body": "Hi Tom, the repair visit on Wednesday at 10 works for me."}),
  ],
  referenceAnswer: "I found his email and replied that Wednesday at 10 works.",
  tags: ["tooltalk", "email"],
  utility: ({ trace }) => toolTalkSuccess(trace, CONVERSATION),
});
