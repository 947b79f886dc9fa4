// Source: AlibabaResearch/DAMO-ConvAI api-bank, the level-1 evaluation of one API turn: evaluator.py Evaluator.evaluate with RegisterUser.check_api_call_correctness (helpers.ts apiCallCorrect; commits there); the dialogue turn and its ground truth are ours, in the shape of API-Bank's level-1 samples (the ground truth's result is what RegisterUser.call returns for its parameters)
import { defineUserTask, externalCall } from 'chokepoint';
import { apiCallCorrect, type GroundTruth } from './helpers.ts';

const GROUND_TRUTH: GroundTruth = {
  role: 'API',
  api_name: "RegisterUser",
  param_dict: {
    username: "alicewong",
    password: "Sunset#77",
    email: "alice.wong@example.com",
  },
  result: {
    input: {
      username: "alicewong",
      password: "Sunset#77",
      email: "alice.wong@example.com",
    },
    output: { token: "tok1000000000000000" },
    exception: null,
  },
};

export default defineUserTask({
  id: "apibank_register_user",
  suite: 'apibank',
  version: '1.0.0',
  prompt: "Register a new user: username alicewong, password Sunset#77, e-mail alice.wong@example.com.",
  requiredTools: [],
  reference: [externalCall("RegisterUser", { username: "alicewong", password: "Sunset#77", email: "alice.wong@example.com" })],
  referenceAnswer: '',
  tags: ['api-bank', 'level-1', "RegisterUser"],
  utility: ({ trace }) => apiCallCorrect(GROUND_TRUTH, trace),
});
