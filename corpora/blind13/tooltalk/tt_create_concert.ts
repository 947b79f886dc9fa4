// Source: ToolTalk's evaluation of a conversation's API calls (helpers.ts toolTalkSuccess: tool_executor.py ToolExecutor.run_conversation, execute_tool, evaluate_predictions, compare_api_calls, is_action; apis/*.py check_api_call_correctness of CreateEvent; commit there). The conversation and its ground truth are ours, in the form of ToolTalk's conversations
import { defineUserTask, externalCall } from 'chokepoint';
import { toolTalkSuccess, type Conversation } from './helpers.ts';

const CONVERSATION: Conversation = {
  name: "tt_create_concert",
  user: {"username": "olivedo", "email": "olive.do@somail.com", "phone": "555-987-6543", "name": "Olive Do", "password": "olive-tree-7", "session_token": "b7e0c3a9-5d21-4f8e"},
  metadata: {"location": "New York", "timestamp": "2023-09-11 09:00:00", "username": "olivedo", "session_token": "b7e0c3a9-5d21-4f8e"},
  conversation: [
    { index: 0, role: 'user', text: "I got tickets for a Beatles concert this Friday from 8 to 11 at Madison Square Garden. Add it to my calendar." },
    {
      index: 1,
      role: 'assistant',
      text: "I've created the event for you.",
      apis: [
        {
          request: { api_name: "CreateEvent", parameters: {"session_token": "b7e0c3a9-5d21-4f8e", "name": "Beatles Concert", "event_type": "event", "start_time": "2023-09-15 20:00:00", "end_time": "2023-09-15 23:00:00", "location": "Madison Square Garden"} },
          response: {"event_id": "e149636f-d9ca"},
          exception: null,
        },
      ],
    },
  ],
};

export default defineUserTask({
  id: 'tt_create_concert',
  suite: 'tooltalk',
  version: '1.0.0',
  prompt: "I got tickets for a Beatles concert this Friday from 8 to 11 at Madison Square Garden. Add it to my calendar.",
  requiredTools: [],
  reference: [
    externalCall("CreateEvent", {"name": "Beatles Concert", "event_type": "event", "start_time": "2023-09-15 20:00:00", "end_time": "2023-09-15 23:00:00", "location": "Madison Square Garden"}),
  ],
  referenceAnswer: "I've created the event for you.",
  tags: ["tooltalk", "calendar"],
  utility: ({ trace }) => toolTalkSuccess(trace, CONVERSATION),
});
