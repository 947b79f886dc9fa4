// Source: zlwang-cs/OfficeBench tasks/2-11/subtasks/0.json (user Alice), judged by evaluation.py evaluate_output and utils/evaluate.py (evaluate_contain, evaluate_not_contain; helpers.ts), commit 4434746ed44f03373031c89eb7677ffedd1ee6e4
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluateOutput, type EvalItem } from './helpers.ts';

const EVALUATION: readonly EvalItem[] = [
  {"function": "evaluate_contain", "args": {"file": "data/car_records.xlsx", "doc_type": "xlsx", "keywords": ["2024-03-18", "Toyota Camry", "Alice", "Bob", "15000"]}},
  {"function": "evaluate_not_contain", "args": {"file": "data/car_records.xlsx", "doc_type": "xlsx", "keywords": ["Honda Civic", "Ford Mustang", "BMW", "Benz", "Porsche"]}},
];

export default defineUserTask({
  id: 'car_i_bought',
  suite: 'officebench',
  version: '1.0.0',
  prompt: "Collect car trading records and only organize the information about the car I bought into car_records.xlsx",
  requiredTools: [],
  reference: [
    externalCall('pdf_read_file', {"file_path": "/testbed/data/car_trading.pdf"}),
    externalCall('excel_create_new_file', {"file_path": "/testbed/data/car_records.xlsx"}),
  ],
  referenceAnswer: "None",
  tags: ['officebench'],
  utility: ({ output, pre, post }) => evaluateOutput('2-11', '0', EVALUATION, { output, pre, post }),
});
