// Source: AlibabaResearch/DAMO-ConvAI api-bank, the level-1 evaluation of one API turn: evaluator.py Evaluator.evaluate with AddAgenda.check_api_call_correctness (helpers.ts apiCallCorrect; commits there); the dialogue turn and its ground truth are ours, in the shape of API-Bank's level-1 samples (the ground truth's result is what AddAgenda.call returns for its parameters)
import { defineUserTask, externalCall } from 'chokepoint';
import { apiCallCorrect, type GroundTruth } from './helpers.ts';

const GROUND_TRUTH: GroundTruth = {
  role: 'API',
  api_name: "AddAgenda",
  param_dict: {
    token: "a9s8d7f6g5h4j3k2l1",
    content: "Mom's birthday dinner",
    time: "2023-03-26 19:00:00",
    location: "Olive Garden",
  },
  result: {
    api_name: "AddAgenda",
    input: {
      token: "a9s8d7f6g5h4j3k2l1",
      content: "Mom's birthday dinner",
      time: "2023-03-26 19:00:00",
      location: "Olive Garden",
    },
    output: "success",
    exception: null,
  },
};

export default defineUserTask({
  id: "apibank_add_agenda_apostrophe",
  suite: 'apibank',
  version: '1.0.0',
  prompt: "Put my mom's birthday dinner on my agenda: March 26 at 7 pm, at Olive Garden. Token a9s8d7f6g5h4j3k2l1.",
  requiredTools: [],
  reference: [externalCall("AddAgenda", { token: "a9s8d7f6g5h4j3k2l1", content: "Mom's birthday dinner", time: "2023-03-26 19:00:00", location: "Olive Garden" })],
  referenceAnswer: '',
  tags: ['api-bank', 'level-1', "AddAgenda"],
  utility: ({ trace }) => apiCallCorrect(GROUND_TRUTH, trace),
});
