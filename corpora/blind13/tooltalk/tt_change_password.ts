// Source: ToolTalk's evaluation of a conversation's API calls (helpers.ts toolTalkSuccess: tool_executor.py ToolExecutor.run_conversation, execute_tool, evaluate_predictions, compare_api_calls, is_action; apis/*.py check_api_call_correctness of ChangePassword; commit there). The conversation and its ground truth are ours, in the form of ToolTalk's conversations
import { defineUserTask, externalCall } from 'chokepoint';
import { toolTalkSuccess, type Conversation } from './helpers.ts';

const CONVERSATION: Conversation = {
  name: "tt_change_password",
  user: {"username": "mreyes", "email": "mara.reyes@fmail.com", "phone": "555-201-4477", "name": "Mara Reyes", "password": "tidepool-42", "session_token": "7c1e9b2d-40af-9e13"},
  metadata: {"location": "New York", "timestamp": "2023-09-11 09:00:00", "username": "mreyes", "session_token": "7c1e9b2d-40af-9e13"},
  conversation: [
    { index: 0, role: 'user', text: "Change my password from tidepool-42 to harbor-lights-9." },
    {
      index: 1,
      role: 'assistant',
      text: "Your password is changed.",
      apis: [
        {
          request: { api_name: "ChangePassword", parameters: {"session_token": "7c1e9b2d-40af-9e13", "old_password": "tidepool-42", "new_password": "harbor-lights-9"} },
          response: {"status": "success"},
          exception: null,
        },
      ],
    },
  ],
};

export default defineUserTask({
  id: 'tt_change_password',
  suite: 'tooltalk',
  version: '1.0.0',
  prompt: "Change my password from tidepool-42 to harbor-lights-9.",
  requiredTools: [],
  reference: [
    externalCall("ChangePassword", {"old_password": "tidepool-42", "new_password": "harbor-lights-9"}),
  ],
  referenceAnswer: "Your password is changed.",
  tags: ["tooltalk", "account"],
  utility: ({ trace }) => toolTalkSuccess(trace, CONVERSATION),
});
