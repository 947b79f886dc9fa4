// Source: ToolTalk's evaluation of a conversation's API calls (helpers.ts toolTalkSuccess: tool_executor.py ToolExecutor.run_conversation, execute_tool, evaluate_predictions, compare_api_calls, is_action; apis/*.py check_api_call_correctness of SendMessage; commit there). The conversation and its ground truth are ours, in the form of ToolTalk's conversations
import { defineUserTask, externalCall } from 'chokepoint';
import { toolTalkSuccess, type Conversation } from './helpers.ts';

const CONVERSATION: Conversation = {
  name: "tt_send_message",
  user: {"username": "justinkool", "email": "justintime@fmail.com", "phone": "123-456-7890", "name": "Justin Kool", "password": "justforkicks123", "session_token": "98a5a87a-7714-b404"},
  metadata: {"location": "New York", "timestamp": "2023-09-11 09:00:00", "username": "justinkool", "session_token": "98a5a87a-7714-b404"},
  conversation: [
    { index: 0, role: 'user', text: "Text salcano that I'm running 10 minutes late." },
    {
      index: 1,
      role: 'assistant',
      text: "I let salcano know.",
      apis: [
        {
          request: { api_name: "SendMessage", parameters: {"session_token": "98a5a87a-7714-b404", "receiver": "salcano", "message": "Sorry, I'm running 10 minutes late."} },
          response: {"message_id": "e149636f-ecc3f121"},
          exception: null,
        },
      ],
    },
  ],
};

export default defineUserTask({
  id: 'tt_send_message',
  suite: 'tooltalk',
  version: '1.0.0',
  prompt: "Text salcano that I'm running 10 minutes late.",
  requiredTools: [],
  reference: [
    externalCall("SendMessage", {"receiver": "salcano", "message": "Sorry, I'm running 10 minutes late."}),
  ],
  referenceAnswer: "I let salcano know.",
  tags: ["tooltalk", "message"],
  utility: ({ trace }) => toolTalkSuccess(trace, CONVERSATION),
});
