// Source: ACEBench evaluate.py normal_single_turn_eval (candidate answers) with model_eval/checker.py normal_checker and simple_function_checker (helpers.ts normalTurnCorrect; commits there); the calls the agent proposed are the model's decoded calls. The question, function and ground truth are ours, in ACEBench's data_{category} form
import { defineUserTask, externalCall } from 'chokepoint';
import { normalTurnCorrect, type FuncDescription, type PyDict } from './helpers.ts';

const TEST_CATEGORY = "normal_multi_turn_user_adjust";

const FUNCTIONS: FuncDescription[] = [
  {
    name: 'search_hotels',
    description: 'Search hotels in a city.',
    parameters: {
      type: 'dict',
      properties: {
        city: { type: 'string', description: 'City' },
        guests: { type: 'integer', description: 'Number of guests' },
      },
      required: ['city'],
    },
  },
  {
    name: 'book_hotel',
    description: 'Book a hotel room.',
    parameters: {
      type: 'dict',
      properties: {
        hotel_name: { type: 'string', description: 'The hotel' },
        check_in: { type: 'string', description: 'YYYY-MM-DD' },
        check_out: { type: 'string', description: 'YYYY-MM-DD' },
      },
      required: ['hotel_name', 'check_in', 'check_out'],
    },
  },
];

const GROUND_TRUTH: PyDict = {
  search_hotels: { city: 'Lisbon', guests: 2 },
  book_hotel: { hotel_name: 'Casa Azul', check_in: '2024-06-10', check_out: '2024-06-12' },
};

export default defineUserTask({
  id: "ace_search_then_book_hotel",
  suite: 'acebench',
  version: '1.0.0',
  prompt: "Find hotels in Lisbon for 2 guests, then book the Casa Azul for June 10 to June 12.",
  requiredTools: [],
  reference: [
    externalCall('search_hotels', { city: 'Lisbon', guests: 2 }),
    externalCall('book_hotel', { hotel_name: 'Casa Azul', check_in: '2024-06-10', check_out: '2024-06-12' }),
  ],
  referenceAnswer: '',
  tags: ['acebench', TEST_CATEGORY],
  utility: ({ trace }) => normalTurnCorrect(FUNCTIONS, trace, GROUND_TRUTH, TEST_CATEGORY),
});
