// Source: AgentBoard's tool task "sheet" (helpers.ts evaluate_sheet: agentboard/tasks/tool.py EvalTool.evaluate_env; agentboard/environment/sheet_env.py SheetEnv.step, update, get_match_score; agentboard/utils/sheet/sheets_tools.py get_all_values, finish; commit there). The goal and the sheet are ours, in the form of AgentBoard's sheet data: the sheet is the table "Sheet3" of each step's state.
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluate_sheet, type SheetDataset } from './helpers.ts';

const DATASET: SheetDataset = {
  goal: 'In "Sheet3", the price of the Stapler has gone up to 12.5. Update the sheet.',
  ground_truth: '[["Product","Price","Stock"],["Notebook","3.2","140"],["Stapler","12.5","35"],["Tape","1.9","210"]]',
  sheet: 'Sheet3',
  columns: ['Product', 'Price', 'Stock'],
};

export default defineUserTask({
  id: 'ab_sheet_update_price',
  suite: 'agentboard',
  version: '1.0.0',
  prompt: DATASET.goal,
  requiredTools: [],
  reference: [
    externalCall('open_sheet', { name: 'Sheet3' }),
    externalCall('get_all_values', {}),
    externalCall('update_cell', { position: 'B3', value: 12.5 }),
    externalCall('finish', {}),
  ],
  referenceAnswer: '',
  tags: ['agentboard', 'sheet'],
  utility: ({ trace, steps }) => evaluate_sheet(DATASET, trace, steps),
});
