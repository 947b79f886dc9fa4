// Source: ToolTalk's evaluation of a conversation's API calls (helpers.ts toolTalkSuccess: tool_executor.py ToolExecutor.run_conversation, execute_tool, evaluate_predictions, compare_api_calls, is_action; apis/*.py check_api_call_correctness of ModifyEvent; commit there). The conversation and its ground truth are ours, in the form of ToolTalk's conversations
import { defineUserTask, externalCall } from 'chokepoint';
import { toolTalkSuccess, type Conversation } from './helpers.ts';

const CONVERSATION: Conversation = {
  name: "tt_rename_meeting",
  user: {"username": "mreyes", "email": "mara.reyes@fmail.com", "phone": "555-201-4477", "name": "Mara Reyes", "password": "tidepool-42", "session_token": "7c1e9b2d-40af-9e13"},
  metadata: {"location": "New York", "timestamp": "2023-09-11 09:00:00", "username": "mreyes", "session_token": "7c1e9b2d-40af-9e13"},
  conversation: [
    { index: 0, role: 'user', text: "Rename my Friday meeting Sync to Design sync and make the attendees me, ravi and lena." },
    {
      index: 1,
      role: 'assistant',
      text: "The meeting is renamed and the attendees updated.",
      apis: [
        {
          request: { api_name: "ModifyEvent", parameters: {"session_token": "7c1e9b2d-40af-9e13", "event_id": "7a3b91c2-e4d0", "new_name": "Design sync", "new_attendees": ["mreyes", "ravi", "lena"]} },
          response: {"status": "success"},
          exception: null,
        },
      ],
    },
  ],
};

export default defineUserTask({
  id: 'tt_rename_meeting',
  suite: 'tooltalk',
  version: '1.0.0',
  prompt: "Rename my Friday meeting Sync to Design sync and make the attendees me, ravi and lena.",
  requiredTools: [],
  reference: [
    externalCall("ModifyEvent", {"event_id": "7a3b91c2-e4d0", "new_name": "Design sync", "new_attendees": ["mreyes", "ravi", "lena"]}),
  ],
  referenceAnswer: "The meeting is renamed and the attendees updated.",
  tags: ["tooltalk", "calendar"],
  utility: ({ trace }) => toolTalkSuccess(trace, CONVERSATION),
});
