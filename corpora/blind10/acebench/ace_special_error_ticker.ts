// Source: ACEBench evaluate.py special_eval (helpers.ts specialCorrect; commits there): the model's answer text judged by the needles of its category (incomplete, error, irrelevant). The question and ground truth are ours, in ACEBench's data_special_* form
import { defineUserTask } from 'chokepoint';
import { specialCorrect } from './helpers.ts';

const CATEGORY = "special_error_param";

const GROUND_TRUTH: Record<string, string[]> = { get_stock_price: ['APPL'] };

export default defineUserTask({
  id: "ace_special_error_ticker",
  suite: 'acebench',
  version: '1.0.0',
  prompt: "Get the stock price of APPL with get_stock_price.",
  requiredTools: [],
  reference: [],
  referenceAnswer: "There is incorrect value (APPL) for the parameters (symbol) in the conversation history.",
  tags: ['acebench', CATEGORY],
  utility: ({ output }) => specialCorrect(CATEGORY, output, GROUND_TRUTH),
});
