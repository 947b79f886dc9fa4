// Source: google-research/android_world android_world/task_evals/single/expense.py (ExpenseDeleteSingle), commit d9c569f764b3a5629321858de03ff653d0f24056: one draw of generate_random_params
import { defineUserTask, externalCall } from 'chokepoint';
import { ROW_OBJECTS } from './helpers.ts';
import { ExpenseDeleteSingle, expense } from './expense.ts';

const PARAMS = { [ROW_OBJECTS]: [expense('Fine Dining', 18250, 3, 'Want to have', 1696845600000)] };
export default defineUserTask({
  id: 'expense_delete_single',
  suite: 'android-world',
  version: '1.0.0',
  prompt: 'Delete the following expenses from pro expense: Fine Dining.',
  requiredTools: [],
  reference: [
    externalCall('open_app', { app_name: 'Pro Expense' }),
    externalCall('long_press', { target: 'Fine Dining' }),
    externalCall('click', { target: 'Delete' }),
  ],
  referenceAnswer: '',
  tags: ['android-world', 'expense'],
  utility: ({ pre, post }) => {
    const task = new ExpenseDeleteSingle(PARAMS);
    task.initializeTask(pre);
    return task.isSuccessful(post);
  },
});
