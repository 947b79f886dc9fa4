// Source: AgentBoard's tool task "sheet" (helpers.ts evaluate_sheet: agentboard/tasks/tool.py EvalTool.evaluate_env; agentboard/environment/sheet_env.py SheetEnv.step, update, get_match_score; agentboard/utils/sheet/sheets_tools.py get_all_values, finish; commit there). The goal and the sheet are ours, in the form of AgentBoard's sheet data: the sheet is the table "Sheet7" of each step's state.
import { defineUserTask, externalCall } from 'chokepoint';
import { evaluate_sheet, type SheetDataset } from './helpers.ts';

const DATASET: SheetDataset = {
  goal: 'Add the expense "Taxi" of 23 on 2023-05-09 as a new last row of "Sheet7".',
  ground_truth: '[["Date","Item","Amount"],["2023-05-02","Lunch","14"],["2023-05-04","Train","41"],["2023-05-09","Taxi","23"]]',
  sheet: 'Sheet7',
  columns: ['Date', 'Item', 'Amount'],
};

export default defineUserTask({
  id: 'ab_sheet_append_row',
  suite: 'agentboard',
  version: '1.0.0',
  prompt: DATASET.goal,
  requiredTools: [],
  reference: [
    externalCall('open_sheet', { name: 'Sheet7' }),
    externalCall('get_all_values', {}),
    externalCall('insert_rows', { values_list: [['2023-05-09', 'Taxi', 23]], row_idx: 4 }),
    externalCall('finish', {}),
  ],
  referenceAnswer: '',
  tags: ['agentboard', 'sheet'],
  utility: ({ trace, steps }) => evaluate_sheet(DATASET, trace, steps),
});
