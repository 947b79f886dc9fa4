// Source: AlibabaResearch/DAMO-ConvAI api-bank, the level-1 evaluation of one API turn: evaluator.py Evaluator.evaluate with ModifyPassword.check_api_call_correctness (helpers.ts apiCallCorrect; commits there); the dialogue turn and its ground truth are ours, in the shape of API-Bank's level-1 samples (the ground truth's result is what ModifyPassword.call returns for its parameters)
import { defineUserTask, externalCall } from 'chokepoint';
import { apiCallCorrect, type GroundTruth } from './helpers.ts';

const GROUND_TRUTH: GroundTruth = {
  role: 'API',
  api_name: "ModifyPassword",
  param_dict: {
    token: "a9s8d7f6g5h4j3k2l1",
    old_password: "pass123",
    new_password: "n3wPass!2023",
  },
  result: {
    api_name: "ModifyPassword",
    input: {
      token: "a9s8d7f6g5h4j3k2l1",
      old_password: "pass123",
      new_password: "n3wPass!2023",
    },
    output: { status: "success" },
    exception: null,
  },
};

export default defineUserTask({
  id: "apibank_modify_password",
  suite: 'apibank',
  version: '1.0.0',
  prompt: "Change my password from pass123 to n3wPass!2023. My token is a9s8d7f6g5h4j3k2l1.",
  requiredTools: [],
  reference: [externalCall("ModifyPassword", { token: "a9s8d7f6g5h4j3k2l1", old_password: "pass123", new_password: "n3wPass!2023" })],
  referenceAnswer: '',
  tags: ['api-bank', 'level-1', "ModifyPassword"],
  utility: ({ trace }) => apiCallCorrect(GROUND_TRUTH, trace),
});
