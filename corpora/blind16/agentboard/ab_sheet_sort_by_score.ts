// Source: AgentBoard's tool task "sheet" (helpers.ts evaluate_sheet: agentboard/tasks/tool.py EvalTool.evaluate_env; agentboard/environment/sheet_env.py SheetEnv.step, update, get_match_score; agentboard/utils/sheet/sheets_tools.py get_all_values, finish; commit there). The goal and the sheet are ours, in the form of AgentBoard's sheet data: the sheet is the table "Sheet5" of each step's state.
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluate_sheet, type SheetDataset } from './helpers.ts';

const DATASET: SheetDataset = {
  goal: 'Sort the students in "Sheet5" by their score, highest first.',
  ground_truth: '[["Student","Score"],["Mina","94"],["Olu","88"],["Karl","71"],["Ines","65"]]',
  sheet: 'Sheet5',
  columns: ['Student', 'Score'],
};

export default defineUserTask({
  id: 'ab_sheet_sort_by_score',
  suite: 'agentboard',
  version: '1.0.0',
  prompt: DATASET.goal,
  requiredTools: [],
  reference: [externalCall('open_sheet', { name: 'Sheet5' }), externalCall('sort_sheet_by_col', { col_num: 2, order: 'des' }), externalCall('finish', {})],
  referenceAnswer: '',
  tags: ['agentboard', 'sheet'],
  utility: ({ trace, steps }) => evaluate_sheet(DATASET, trace, steps),
});
