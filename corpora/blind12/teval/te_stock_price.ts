// Source: T-Eval's instruct step, JSON format (helpers.ts instructArgsEm: instruct_evaluator.py InstructEvaluator._evaluate, json_format_parse, compute_args_em_metric; format_load.py format_load; commit there). The query, the tool and the ground truth are ours, in the form of T-Eval's instruct samples
import { defineUserTask } from 'chokepoint';
import { instructArgsEm, type InstructGroundTruth, type JsonTemplate } from './helpers.ts';

const TEMPLATE: JsonTemplate = { thought: 'thought', action: 'name', args: 'args' };

const GROUND_TRUTH: InstructGroundTruth = {
  action: 'Finance.get_stock_price',
  args: {
    symbol: 'NVDA',
    date: '2024-01-05',
  },
};

export default defineUserTask({
  id: 'te_stock_price',
  suite: 'teval',
  version: '1.0.0',
  prompt: "What was the closing price of NVDA on 5 January 2024?",
  requiredTools: [],
  reference: [],
  referenceAnswer: "{\"thought\": \"I need to call Finance.\", \"name\": \"Finance.get_stock_price\", \"args\": {\"symbol\": \"NVDA\", \"date\": \"2024-01-05\"}}",
  tags: ['teval', 'instruct', 'json'],
  utility: ({ output }) => instructArgsEm(output, TEMPLATE, GROUND_TRUTH),
});
