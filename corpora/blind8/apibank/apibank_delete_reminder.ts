// Source: AlibabaResearch/DAMO-ConvAI api-bank, the level-1 evaluation of one API turn: evaluator.py Evaluator.evaluate with DeleteReminder.check_api_call_correctness (helpers.ts apiCallCorrect; commits there); the dialogue turn and its ground truth are ours, in the shape of API-Bank's level-1 samples (the ground truth's result is what DeleteReminder.call returns for its parameters)
import { defineUserTask, externalCall } from 'chokepoint';
import { apiCallCorrect, type GroundTruth } from './helpers.ts';

const GROUND_TRUTH: GroundTruth = {
  role: 'API',
  api_name: "DeleteReminder",
  param_dict: {
    token: "a9s8d7f6g5h4j3k2l1",
    content: "Call the dentist",
    time: "2023-03-22 10:00:00",
  },
  result: {
    api_name: "DeleteReminder",
    input: {
      token: "a9s8d7f6g5h4j3k2l1",
      content: "Call the dentist",
      time: "2023-03-22 10:00:00",
    },
    output: "success",
    exception: null,
  },
};

export default defineUserTask({
  id: "apibank_delete_reminder",
  suite: 'apibank',
  version: '1.0.0',
  prompt: "Delete my reminder to call the dentist on March 22 at 10 am. Token a9s8d7f6g5h4j3k2l1.",
  requiredTools: [],
  reference: [externalCall("DeleteReminder", { token: "a9s8d7f6g5h4j3k2l1", content: "Call the dentist", time: "2023-03-22 10:00:00" })],
  referenceAnswer: '',
  tags: ['api-bank', 'level-1', "DeleteReminder"],
  utility: ({ trace }) => apiCallCorrect(GROUND_TRUTH, trace),
});
