// Source: AgentBoard's tool task "sheet" (helpers.ts evaluate_sheet: agentboard/tasks/tool.py EvalTool.evaluate_env; agentboard/environment/sheet_env.py SheetEnv.step, update, get_match_score; agentboard/utils/sheet/sheets_tools.py get_all_values, finish; commit there). The goal and the sheet are ours, in the form of AgentBoard's sheet data: the sheet is the table "Sheet2" of each step's state.
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluate_sheet, type SheetDataset } from './helpers.ts';

const DATASET: SheetDataset = {
  goal: 'Fill the "Total" column of "Sheet2" with the sum of Q1 and Q2 for each region.',
  ground_truth: '[["Region","Q1","Q2","Total"],["North","120","80","200"],["South","95","105","200"],["West","60","75","135"]]',
  sheet: 'Sheet2',
  columns: ['Region', 'Q1', 'Q2', 'Total'],
};

export default defineUserTask({
  id: 'ab_sheet_total_column',
  suite: 'agentboard',
  version: '1.0.0',
  prompt: DATASET.goal,
  requiredTools: [],
  reference: [
    externalCall('open_sheet', { name: 'Sheet2' }),
    externalCall('update_cell_by_formula', { start_position: 'B2', end_position: 'C2', result_position: 'D2', operator: 'SUM' }),
    externalCall('update_cell_by_formula', { start_position: 'B3', end_position: 'C3', result_position: 'D3', operator: 'SUM' }),
    externalCall('update_cell_by_formula', { start_position: 'B4', end_position: 'C4', result_position: 'D4', operator: 'SUM' }),
    externalCall('finish', {}),
  ],
  referenceAnswer: '',
  tags: ['agentboard', 'sheet'],
  utility: ({ trace, steps }) => evaluate_sheet(DATASET, trace, steps),
});
