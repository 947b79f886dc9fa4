// Source: AlibabaResearch/DAMO-ConvAI api-bank, the level-1 evaluation of one API turn: evaluator.py Evaluator.evaluate with OpenBankAccount.check_api_call_correctness (helpers.ts apiCallCorrect; commits there); the dialogue turn and its ground truth are ours, in the shape of API-Bank's level-1 samples (the ground truth's result is what OpenBankAccount.call returns for its parameters)
import { defineUserTask, externalCall } from 'chokepoint';
import { apiCallCorrect, type GroundTruth } from './helpers.ts';

const GROUND_TRUTH: GroundTruth = {
  role: 'API',
  api_name: "OpenBankAccount",
  param_dict: {
    account: "mwilson88",
    password: "Tr33house",
    name: "Mark Wilson",
  },
  result: {
    api_name: "OpenBankAccount",
    input: {
      account: "mwilson88",
      password: "Tr33house",
      name: "Mark Wilson",
    },
    output: "success",
    exception: null,
  },
};

export default defineUserTask({
  id: "apibank_open_bank_account",
  suite: 'apibank',
  version: '1.0.0',
  prompt: "Open a bank account with the account name mwilson88, password Tr33house and holder name Mark Wilson.",
  requiredTools: [],
  reference: [externalCall("OpenBankAccount", { account: "mwilson88", password: "Tr33house", name: "Mark Wilson" })],
  referenceAnswer: '',
  tags: ['api-bank', 'level-1', "OpenBankAccount"],
  utility: ({ trace }) => apiCallCorrect(GROUND_TRUTH, trace),
});
