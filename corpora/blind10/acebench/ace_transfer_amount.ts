// Source: ACEBench evaluate.py normal_single_turn_eval (candidate answers) with model_eval/checker.py normal_checker and simple_function_checker (helpers.ts normalTurnCorrect; commits there); the calls the agent proposed are the model's decoded calls. The question, function and ground truth are ours, in ACEBench's data_{category} form
import { defineUserTask, externalCall } from 'chokepoint';
import { normalTurnCorrect, type FuncDescription, type PyDict } from './helpers.ts';

const TEST_CATEGORY = "normal_single_turn_single_function";

const FUNCTIONS: FuncDescription[] = [
  {
    name: 'transfer_funds',
    description: 'Transfer money between two accounts.',
    parameters: {
      type: 'dict',
      properties: {
        from_account: { type: 'string', description: 'Source account id' },
        to_account: { type: 'string', description: 'Destination account id' },
        amount: { type: 'float', description: 'Amount in euros' },
      },
      required: ['from_account', 'to_account', 'amount'],
    },
  },
];

const GROUND_TRUTH: PyDict = { transfer_funds: { from_account: 'ACC-1001', to_account: 'ACC-2002', amount: 249.5 } };

export default defineUserTask({
  id: "ace_transfer_amount",
  suite: 'acebench',
  version: '1.0.0',
  prompt: "Transfer 249.50 euros from my checking account ACC-1001 to account ACC-2002.",
  requiredTools: [],
  reference: [
    externalCall('transfer_funds', { from_account: 'ACC-1001', to_account: 'ACC-2002', amount: 249.5 }),
  ],
  referenceAnswer: '',
  tags: ['acebench', TEST_CATEGORY],
  utility: ({ trace }) => normalTurnCorrect(FUNCTIONS, trace, GROUND_TRUTH, TEST_CATEGORY),
});
