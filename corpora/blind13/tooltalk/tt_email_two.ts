// Source: ToolTalk's evaluation of a conversation's API calls (helpers.ts toolTalkSuccess: tool_executor.py ToolExecutor.run_conversation, execute_tool, evaluate_predictions, compare_api_calls, is_action; apis/*.py check_api_call_correctness of SendEmail; commit there). The conversation and its ground truth are ours, in the form of ToolTalk's conversations
import { defineUserTask, externalCall } from 'chokepoint';
import { toolTalkSuccess, type Conversation } from './helpers.ts';

const CONVERSATION: Conversation = {
  name: "tt_email_two",
  user: {"username": "justinkool", "email": "justintime@fmail.com", "phone": "123-456-7890", "name": "Justin Kool", "password": "justforkicks123", "session_token": "98a5a87a-7714-b404"},
  metadata: {"location": "New York", "timestamp": "2023-09-11 09:00:00", "username": "justinkool", "session_token": "98a5a87a-7714-b404"},
  conversation: [
    { index: 0, role: 'user', text: "Send an email to ana.silva@fmail.com and ben.okafor@fmail.com titled Team dinner saying dinner is at 7 on Friday at Luigi's." },
    {
      index: 1,
      role: 'assistant',
      text: "I sent the invitation to both.",
      apis: [
        {
          request: { api_name: "SendEmail", parameters: {"session_token": "98a5a87a-7714-b404", "to": ["ana.silva@fmail.com", "ben.okafor@fmail.com"], "subject": "Team dinner", "body": "Hi both, team dinner is at 7 on Friday at Luigi's."} },
          response: {"email_id": "9e-0a11-47c2b6de"},
          exception: null,
        },
      ],
    },
  ],
};

export default defineUserTask({
  id: 'tt_email_two',
  suite: 'tooltalk',
  version: '1.0.0',
  prompt: "Send an email to ana.silva@fmail.com and ben.okafor@fmail.com titled Team dinner saying dinner is at 7 on Friday at Luigi's.",
  requiredTools: [],
  reference: [
    externalCall("SendEmail", {"to": ["ana.silva@fmail.com", "ben.okafor@fmail.com"], "subject": "Team dinner", "body": "Hi both, team dinner is at 7 on Friday at Luigi's."}),
  ],
  referenceAnswer: "I sent the invitation to both.",
  tags: ["tooltalk", "email"],
  utility: ({ trace }) => toolTalkSuccess(trace, CONVERSATION),
});
