// Source: ACEBench evaluate.py normal_single_turn_eval (candidate answers) with model_eval/checker.py normal_checker and simple_function_checker (helpers.ts normalTurnCorrect; commits there); the calls the agent proposed are the model's decoded calls. The question, function and ground truth are ours, in ACEBench's data_{category} form
import { defineUserTask, externalCall } from 'chokepoint';
import { normalTurnCorrect, type FuncDescription, type PyDict } from './helpers.ts';

const TEST_CATEGORY = "normal_single_turn_single_function";

const FUNCTIONS: FuncDescription[] = [
  {
    name: 'book_tickets',
    description: 'Book seats on a flight for a group of passengers.',
    parameters: {
      type: 'dict',
      properties: {
        flight_no: { type: 'string', description: 'The flight number' },
        passengers: { type: 'array', items: { type: 'string' }, description: 'Full names of the passengers' },
      },
      required: ['flight_no', 'passengers'],
    },
  },
];

const GROUND_TRUTH: PyDict = { book_tickets: { flight_no: 'LH441', passengers: ['Ana Ruiz', 'Ben Ode'] } };

export default defineUserTask({
  id: "ace_book_tickets_passengers",
  suite: 'acebench',
  version: '1.0.0',
  prompt: "Book flight LH441 for Ana Ruiz and Ben Ode.",
  requiredTools: [],
  reference: [
    externalCall('book_tickets', { flight_no: 'LH441', passengers: ['Ana Ruiz', 'Ben Ode'] }),
  ],
  referenceAnswer: '',
  tags: ['acebench', TEST_CATEGORY],
  utility: ({ trace }) => normalTurnCorrect(FUNCTIONS, trace, GROUND_TRUTH, TEST_CATEGORY),
});
