// Source: AlibabaResearch/DAMO-ConvAI api-bank, the level-1 evaluation of one API turn: evaluator.py Evaluator.evaluate with AddAlarm.check_api_call_correctness (helpers.ts apiCallCorrect; commits there); the dialogue turn and its ground truth are ours, in the shape of API-Bank's level-1 samples (the ground truth's result is what AddAlarm.call returns for its parameters)
import { defineUserTask, externalCall } from 'chokepoint';
import { apiCallCorrect, type GroundTruth } from './helpers.ts';

const GROUND_TRUTH: GroundTruth = {
  role: 'API',
  api_name: "AddAlarm",
  param_dict: {
    token: "a9s8d7f6g5h4j3k2l1",
    time: "2023-03-24 06:30:00",
  },
  result: {
    api_name: "AddAlarm",
    input: {
      token: "a9s8d7f6g5h4j3k2l1",
      time: "2023-03-24 06:30:00",
    },
    output: "success",
    exception: null,
  },
};

export default defineUserTask({
  id: "apibank_add_alarm",
  suite: 'apibank',
  version: '1.0.0',
  prompt: "Set an alarm for 6:30 am on March 24. My token is a9s8d7f6g5h4j3k2l1.",
  requiredTools: [],
  reference: [externalCall("AddAlarm", { token: "a9s8d7f6g5h4j3k2l1", time: "2023-03-24 06:30:00" })],
  referenceAnswer: '',
  tags: ['api-bank', 'level-1', "AddAlarm"],
  utility: ({ trace }) => apiCallCorrect(GROUND_TRUTH, trace),
});
