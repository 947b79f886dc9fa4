// Source: ToolTalk's evaluation of a conversation's API calls (helpers.ts toolTalkSuccess: tool_executor.py ToolExecutor.run_conversation, execute_tool, evaluate_predictions, compare_api_calls, is_action; apis/*.py check_api_call_correctness of SearchMessages; commit there). The conversation and its ground truth are ours, in the form of ToolTalk's conversations
import { defineUserTask, externalCall } from 'chokepoint';
import { toolTalkSuccess, type Conversation } from './helpers.ts';

const CONVERSATION: Conversation = {
  name: "tt_search_messages",
  user: {"username": "salcano", "email": "sal.cano@fmail.com", "phone": "555-310-2288", "name": "Sal Cano", "password": "sal-2023!", "session_token": "4d2f6e81-93c0-a7b5"},
  metadata: {"location": "New York", "timestamp": "2023-09-11 09:00:00", "username": "salcano", "session_token": "4d2f6e81-93c0-a7b5"},
  conversation: [
    { index: 0, role: 'user', text: "What did justinkool text me about dinner?" },
    {
      index: 1,
      role: 'assistant',
      text: "He asked whether you want to get dinner at 8 at the Thai place.",
      apis: [
        {
          request: { api_name: "SearchMessages", parameters: {"session_token": "4d2f6e81-93c0-a7b5", "query": "dinner", "sender": "justinkool"} },
          response: {"messages": [{"message_id": "0f9e-33b1-c7a2d4e5", "sender": "justinkool", "receiver": "salcano", "message": "Want to get dinner at 8 at the Thai place?", "date": "2023-09-10 18:42:00"}]},
          exception: null,
        },
      ],
    },
  ],
};

export default defineUserTask({
  id: 'tt_search_messages',
  suite: 'tooltalk',
  version: '1.0.0',
  prompt: "What did justinkool text me about dinner?",
  requiredTools: [],
  reference: [
    externalCall("SearchMessages", {"query": "dinner", "sender": "justinkool"}),
  ],
  referenceAnswer: "He asked whether you want to get dinner at 8 at the Thai place.",
  tags: ["tooltalk", "message", "query"],
  utility: ({ trace }) => toolTalkSuccess(trace, CONVERSATION),
});
