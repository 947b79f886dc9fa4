// Source: ToolTalk's evaluation of a conversation's API calls (helpers.ts toolTalkSuccess: tool_executor.py ToolExecutor.run_conversation, execute_tool, evaluate_predictions, compare_api_calls, is_action; apis/*.py check_api_call_correctness of SendEmail; commit there). The conversation and its ground truth are ours, in the form of ToolTalk's conversations
import { defineUserTask, externalCall } from 'chokepoint';
import { toolTalkSuccess, type Conversation } from './helpers.ts';

const CONVERSATION: Conversation = {
  name: "tt_send_email",
  user: {"username": "mreyes", "email": "mara.reyes@fmail.com", "phone": "555-201-4477", "name": "Mara Reyes", "password": "tidepool-42", "session_token": "7c1e9b2d-40af-9e13"},
  metadata: {"location": "New York", "timestamp": "2023-09-11 09:00:00", "username": "mreyes", "session_token": "7c1e9b2d-40af-9e13"},
  conversation: [
    { index: 0, role: 'user', text: "Email olivia.hart@somail.com with the subject Lease renewal and tell her I will sign the lease renewal on Monday." },
    {
      index: 1,
      role: 'assistant',
      text: "The email is sent.",
      apis: [
        {
          request: { api_name: "SendEmail", parameters: {"session_token": "7c1e9b2d-40af-9e13", "to": ["olivia.hart@somail.com"], "subject": "Lease renewal", "body": "Hi Olivia, I will sign the lease renewal on Monday."} },
          response: {"email_id": "5b-dd80-9f8a27ab"},
          exception: null,
        },
      ],
    },
  ],
};

export default defineUserTask({
  id: 'tt_send_email',
  suite: 'tooltalk',
  version: '1.0.0',
  prompt: "Email olivia.hart@somail.com with the subject Lease renewal and tell her I will sign the lease renewal on Monday.",
  requiredTools: [],
  reference: [
    externalCall("SendEmail", {"to": ["olivia.hart@somail.com"], "subject": "Lease renewal", "body": "Hi Olivia, I will sign the lease renewal on Monday."}),
  ],
  referenceAnswer: "The email is sent.",
  tags: ["tooltalk", "email"],
  utility: ({ trace }) => toolTalkSuccess(trace, CONVERSATION),
});
