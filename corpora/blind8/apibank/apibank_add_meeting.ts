// Source: AlibabaResearch/DAMO-ConvAI api-bank, the level-1 evaluation of one API turn: evaluator.py Evaluator.evaluate with AddMeeting.check_api_call_correctness (helpers.ts apiCallCorrect; commits there); the dialogue turn and its ground truth are ours, in the shape of API-Bank's level-1 samples (the ground truth's result is what AddMeeting.call returns for its parameters)
import { defineUserTask, externalCall } from 'chokepoint';
import { apiCallCorrect, type GroundTruth } from './helpers.ts';

const GROUND_TRUTH: GroundTruth = {
  role: 'API',
  api_name: "AddMeeting",
  param_dict: {
    token: "a9s8d7f6g5h4j3k2l1",
    meeting_topic: "Q2 budget review",
    start_time: "2023-04-03 14:00:00",
    end_time: "2023-04-03 15:00:00",
    location: "Room 401",
    attendees: ["Alice Chen", "Bob Li", "Carol Diaz"],
  },
  result: {
    api_name: "AddMeeting",
    input: {
      token: "a9s8d7f6g5h4j3k2l1",
      meeting_topic: "Q2 budget review",
      start_time: "2023-04-03 14:00:00",
      end_time: "2023-04-03 15:00:00",
      location: "Room 401",
      attendees: ["Alice Chen", "Bob Li", "Carol Diaz"],
    },
    output: "success",
    exception: null,
  },
};

export default defineUserTask({
  id: "apibank_add_meeting",
  suite: 'apibank',
  version: '1.0.0',
  prompt: "Book a meeting \"Q2 budget review\" on April 3 from 14:00 to 15:00 in Room 401 with Alice Chen, Bob Li and Carol Diaz. Token a9s8d7f6g5h4j3k2l1.",
  requiredTools: [],
  reference: [externalCall("AddMeeting", { token: "a9s8d7f6g5h4j3k2l1", meeting_topic: "Q2 budget review", start_time: "2023-04-03 14:00:00", end_time: "2023-04-03 15:00:00", location: "Room 401", attendees: ["Alice Chen", "Bob Li", "Carol Diaz"] })],
  referenceAnswer: '',
  tags: ['api-bank', 'level-1', "AddMeeting"],
  utility: ({ trace }) => apiCallCorrect(GROUND_TRUTH, trace),
});
