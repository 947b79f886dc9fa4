// Source: zlwang-cs/OfficeBench tasks/1-6/subtasks/0.json (user Alice), judged by evaluation.py evaluate_output and utils/evaluate.py (evaluate_excel_cell_comparator, evaluate_excel_cell_value; helpers.ts), commit 4434746ed44f03373031c89eb7677ffedd1ee6e4
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluateOutput, type EvalItem } from './helpers.ts';

/** The comparator string `lambda x: x in ['1', '2', '3', '4', '5']`, as eval() makes it. */
const inClasses = (x: string): boolean => ['1', '2', '3', '4', '5'].includes(x);

const EVALUATION: readonly EvalItem[] = [
  {"function": "evaluate_excel_cell_value", "args": {"file": "./data/class_member.xlsx", "matches": [{"row": "1", "col": "2", "value": "Class"}]}},
  {"function": "evaluate_excel_cell_comparator", "args": {"file": "./data/class_member.xlsx", "matches": [{"row": "2", "col": "2", "comparator": inClasses}, {"row": "3", "col": "2", "comparator": inClasses}, {"row": "4", "col": "2", "comparator": inClasses}, {"row": "5", "col": "2", "comparator": inClasses}, {"row": "6", "col": "2", "comparator": inClasses}]}},
];

export default defineUserTask({
  id: 'class_header_random',
  suite: 'officebench',
  version: '1.0.0',
  prompt: "add a new header Class, randomly assign each student to class 1 to class 5 in class member excel file",
  requiredTools: [],
  reference: [
    externalCall('excel_set_cell', {"file_path": "/testbed/data/class_member.xlsx", "row": 1, "column": 2, "text": "Class"}),
    externalCall('excel_set_cell', {"file_path": "/testbed/data/class_member.xlsx", "row": 2, "column": 2, "text": "3"}),
    externalCall('excel_set_cell', {"file_path": "/testbed/data/class_member.xlsx", "row": 3, "column": 2, "text": "4"}),
    externalCall('excel_set_cell', {"file_path": "/testbed/data/class_member.xlsx", "row": 4, "column": 2, "text": "5"}),
    externalCall('excel_set_cell', {"file_path": "/testbed/data/class_member.xlsx", "row": 5, "column": 2, "text": "1"}),
    externalCall('excel_set_cell', {"file_path": "/testbed/data/class_member.xlsx", "row": 6, "column": 2, "text": "2"}),
  ],
  referenceAnswer: "None",
  tags: ['officebench'],
  utility: ({ output, pre, post }) => evaluateOutput('1-6', '0', EVALUATION, { output, pre, post }),
});
