// Source: ToolTalk's evaluation of a conversation's API calls (helpers.ts toolTalkSuccess: tool_executor.py ToolExecutor.run_conversation, execute_tool, evaluate_predictions, compare_api_calls, is_action; apis/*.py check_api_call_correctness of CreateEvent; commit there). The conversation and its ground truth are ours, in the form of ToolTalk's conversations
import { defineUserTask, externalCall } from 'chokepoint';
import { toolTalkSuccess, type Conversation } from './helpers.ts';

const CONVERSATION: Conversation = {
  name: "tt_create_meeting",
  user: {"username": "mreyes", "email": "mara.reyes@fmail.com", "phone": "555-201-4477", "name": "Mara Reyes", "password": "tidepool-42", "session_token": "7c1e9b2d-40af-9e13"},
  metadata: {"location": "New York", "timestamp": "2023-09-11 09:00:00", "username": "mreyes", "session_token": "7c1e9b2d-40af-9e13"},
  conversation: [
    { index: 0, role: 'user', text: "Set up a meeting called Budget review with jdoe and kpatel this Thursday from 2 to 3pm." },
    {
      index: 1,
      role: 'assistant',
      text: "The meeting is on your calendar.",
      apis: [
        {
          request: { api_name: "CreateEvent", parameters: {"session_token": "7c1e9b2d-40af-9e13", "name": "Budget review", "event_type": "meeting", "start_time": "2023-09-14 14:00:00", "end_time": "2023-09-14 15:00:00", "attendees": ["jdoe", "kpatel"]} },
          response: {"event_id": "e149636f-d9ca"},
          exception: null,
        },
      ],
    },
  ],
};

export default defineUserTask({
  id: 'tt_create_meeting',
  suite: 'tooltalk',
  version: '1.0.0',
  prompt: "Set up a meeting called Budget review with jdoe and kpatel this Thursday from 2 to 3pm.",
  requiredTools: [],
  reference: [
    externalCall("CreateEvent", {"name": "Budget review", "event_type": "meeting", "start_time": "2023-09-14 14:00:00", "end_time": "2023-09-14 15:00:00", "attendees": ["jdoe", "kpatel"]}),
  ],
  referenceAnswer: "The meeting is on your calendar.",
  tags: ["tooltalk", "calendar"],
  utility: ({ trace }) => toolTalkSuccess(trace, CONVERSATION),
});
