// Source: ToolTalk's evaluation of a conversation's API calls (helpers.ts toolTalkSuccess: tool_executor.py ToolExecutor.run_conversation, execute_tool, evaluate_predictions, compare_api_calls, is_action; apis/*.py check_api_call_correctness of SearchInbox; commit there). The conversation and its ground truth are ours, in the form of ToolTalk's conversations
import { defineUserTask, externalCall } from 'chokepoint';
import { toolTalkSuccess, type Conversation } from './helpers.ts';

const CONVERSATION: Conversation = {
  name: "tt_search_inbox",
  user: {"username": "mreyes", "email": "mara.reyes@fmail.com", "phone": "555-201-4477", "name": "Mara Reyes", "password": "tidepool-42", "session_token": "7c1e9b2d-40af-9e13"},
  metadata: {"location": "New York", "timestamp": "2023-09-11 09:00:00", "username": "mreyes", "session_token": "7c1e9b2d-40af-9e13"},
  conversation: [
    { index: 0, role: 'user', text: "Did Priya email me about the lease last week? What did she say?" },
    {
      index: 1,
      role: 'assistant',
      text: "Yes, Priya wrote on September 5 that the lease renewal is due by October 1.",
      apis: [
        {
          request: { api_name: "SearchInbox", parameters: {"session_token": "7c1e9b2d-40af-9e13", "query": "lease", "sender": "priya.n@fmail.com"} },
          response: {"emails": [{"email_id": "a41c-77e0-2b19d3f0", "subject": "Lease renewal", "sender": "priya.n@fmail.com", "recipient": "mara.reyes@fmail.com", "date": "2023-09-05 16:20:00", "body": "Hi Mara, the lease renewal is due by October 1."}]},
          exception: null,
        },
      ],
    },
  ],
};

export default defineUserTask({
  id: 'tt_search_inbox',
  suite: 'tooltalk',
  version: '1.0.0',
  prompt: "Did Priya email me about the lease last week? What did she say?",
  requiredTools: [],
  reference: [
    externalCall("SearchInbox", {"query": "lease", "sender": "priya.n@fmail.com"}),
  ],
  referenceAnswer: "Yes, Priya wrote on September 5 that the lease renewal is due by October 1.",
  tags: ["tooltalk", "email", "query"],
  utility: ({ trace }) => toolTalkSuccess(trace, CONVERSATION),
});
