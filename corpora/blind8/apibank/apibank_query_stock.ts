// Source: AlibabaResearch/DAMO-ConvAI api-bank, the level-1 evaluation of one API turn: evaluator.py Evaluator.evaluate with QueryStock.check_api_call_correctness (helpers.ts apiCallCorrect; commits there); the dialogue turn and its ground truth are ours, in the shape of API-Bank's level-1 samples (the ground truth's result is what QueryStock.call returns for its parameters)
import { defineUserTask, externalCall } from 'chokepoint';
import { apiCallCorrect, type GroundTruth } from './helpers.ts';

const GROUND_TRUTH: GroundTruth = {
  role: 'API',
  api_name: "QueryStock",
  param_dict: {
    stock_code: "AAPL",
    date: "2023-02-02",
  },
  result: {
    api_name: "QueryStock",
    input: {
      stock_code: "AAPL",
      date: "2023-02-02",
    },
    output: 150.82,
    exception: null,
  },
};

export default defineUserTask({
  id: "apibank_query_stock",
  suite: 'apibank',
  version: '1.0.0',
  prompt: "What was the price of Apple stock (AAPL) on February 2, 2023?",
  requiredTools: [],
  reference: [externalCall("QueryStock", { stock_code: "AAPL", date: "2023-02-02" })],
  referenceAnswer: '',
  tags: ['api-bank', 'level-1', "QueryStock"],
  utility: ({ trace }) => apiCallCorrect(GROUND_TRUTH, trace),
});
