// Source: ToolTalk's evaluation of a conversation's API calls (helpers.ts toolTalkSuccess: tool_executor.py ToolExecutor.run_conversation, execute_tool, evaluate_predictions, compare_api_calls, is_action; apis/*.py check_api_call_correctness of SendVerificationCode, ResetPassword; commit there). The conversation and its ground truth are ours, in the form of ToolTalk's conversations
import { defineUserTask, externalCall } from 'chokepoint';
import { toolTalkSuccess, type Conversation } from './helpers.ts';

const CONVERSATION: Conversation = {
  name: "tt_reset_password",
  user: {"username": "olivedo", "email": "olive.do@somail.com", "phone": "555-987-6543", "name": "Olive Do", "password": "olive-tree-7"},
  metadata: {"location": "New York", "timestamp": "2023-09-11 09:00:00", "username": "olivedo"},
  conversation: [
    { index: 0, role: 'user', text: "I forgot my password. My username is olivedo and my email is olive.do@somail.com. Send me a verification code. The code is 837461; reset my password to river-stone-3." },
    {
      index: 1,
      role: 'assistant',
      text: "Your password has been reset.",
      apis: [
        {
          request: { api_name: "SendVerificationCode", parameters: {"username": "olivedo", "email": "olive.do@somail.com"} },
          response: {"status": "success"},
          exception: null,
        },
        {
          request: { api_name: "ResetPassword", parameters: {"username": "olivedo", "verification_code": "837461", "new_password": "river-stone-3"} },
          response: {"status": "success"},
          exception: null,
        },
      ],
    },
  ],
};

export default defineUserTask({
  id: 'tt_reset_password',
  suite: 'tooltalk',
  version: '1.0.0',
  prompt: "I forgot my password. My username is olivedo and my email is olive.do@somail.com. Send me a verification code. The code is 837461; reset my password to river-stone-3.",
  requiredTools: [],
  reference: [
    externalCall("SendVerificationCode", {"username": "olivedo", "email": "olive.do@somail.com"}),
    externalCall("ResetPassword", {"username": "olivedo", "verification_code": "837461", "new_password": "river-stone-3"}),
  ],
  referenceAnswer: "Your password has been reset.",
  tags: ["tooltalk", "account"],
  utility: ({ trace }) => toolTalkSuccess(trace, CONVERSATION),
});
