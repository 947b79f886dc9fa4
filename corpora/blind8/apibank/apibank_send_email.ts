// Source: AlibabaResearch/DAMO-ConvAI api-bank, the level-1 evaluation of one API turn: evaluator.py Evaluator.evaluate with SendEmail.check_api_call_correctness (helpers.ts apiCallCorrect; commits there); the dialogue turn and its ground truth are ours, in the shape of API-Bank's level-1 samples (the ground truth's result is what SendEmail.call returns for its parameters)
import { defineUserTask, externalCall } from 'chokepoint';
import { apiCallCorrect, type GroundTruth } from './helpers.ts';

const GROUND_TRUTH: GroundTruth = {
  role: 'API',
  api_name: "SendEmail",
  param_dict: {
    receiver: "jane.smith@example.com",
    subject: "Invoice 2291",
    content: "Please find the invoice attached.",
  },
  result: {
    api_name: "SendEmail",
    input: {
      receiver: "jane.smith@example.com",
      subject: "Invoice 2291",
      content: "Please find the invoice attached.",
    },
    output: "success",
    exception: null,
  },
};

export default defineUserTask({
  id: "apibank_send_email",
  suite: 'apibank',
  version: '1.0.0',
  prompt: "Email jane.smith@example.com with the subject \"Invoice 2291\" and the text \"Please find the invoice attached.\"",
  requiredTools: [],
  reference: [externalCall("SendEmail", { receiver: "jane.smith@example.com", subject: "Invoice 2291", content: "Please find the invoice attached." })],
  referenceAnswer: '',
  tags: ['api-bank', 'level-1', "SendEmail"],
  utility: ({ trace }) => apiCallCorrect(GROUND_TRUTH, trace),
});
