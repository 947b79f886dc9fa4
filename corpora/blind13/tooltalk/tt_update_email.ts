// Source: ToolTalk's evaluation of a conversation's API calls (helpers.ts toolTalkSuccess: tool_executor.py ToolExecutor.run_conversation, execute_tool, evaluate_predictions, compare_api_calls, is_action; apis/*.py check_api_call_correctness of UpdateAccountInformation; commit there). The conversation and its ground truth are ours, in the form of ToolTalk's conversations
import { defineUserTask, externalCall } from 'chokepoint';
import { toolTalkSuccess, type Conversation } from './helpers.ts';

const CONVERSATION: Conversation = {
  name: "tt_update_email",
  user: {"username": "justinkool", "email": "justintime@fmail.com", "phone": "123-456-7890", "name": "Justin Kool", "password": "justforkicks123", "session_token": "98a5a87a-7714-b404"},
  metadata: {"location": "New York", "timestamp": "2023-09-11 09:00:00", "username": "justinkool", "session_token": "98a5a87a-7714-b404"},
  conversation: [
    { index: 0, role: 'user', text: "Update my account email to justin.kool@proton.test. My password is justforkicks123." },
    {
      index: 1,
      role: 'assistant',
      text: "Your email address is updated.",
      apis: [
        {
          request: { api_name: "UpdateAccountInformation", parameters: {"session_token": "98a5a87a-7714-b404", "password": "justforkicks123", "new_email": "justin.kool@proton.test"} },
          response: {"status": "success"},
          exception: null,
        },
      ],
    },
  ],
};

export default defineUserTask({
  id: 'tt_update_email',
  suite: 'tooltalk',
  version: '1.0.0',
  prompt: "Update my account email to justin.kool@proton.test. My password is justforkicks123.",
  requiredTools: [],
  reference: [
    externalCall("UpdateAccountInformation", {"password": "justforkicks123", "new_email": "justin.kool@proton.test"}),
  ],
  referenceAnswer: "Your email address is updated.",
  tags: ["tooltalk", "account"],
  utility: ({ trace }) => toolTalkSuccess(trace, CONVERSATION),
});
