// Source: google-research/android_world android_world/task_evals/single/expense.py (ExpenseDeleteMultiple), commit d9c569f764b3a5629321858de03ff653d0f24056: one draw of generate_random_params
import { defineUserTask, externalCall } from 'chokepoint';
import { ROW_OBJECTS } from './helpers.ts';
import { ExpenseDeleteMultiple, expense } from './expense.ts';

const PARAMS = {
  [ROW_OBJECTS]: [
    expense('Utilities', 12900, 4, 'Monthly recurring', 1696327200000),
    expense('Taxi Fare', 2350, 7, 'Paid by card', 1696759200000),
    expense('Concert Tickets', 15400, 6, 'Want to have', 1697104800000),
  ],
};
export default defineUserTask({
  id: 'expense_delete_multiple',
  suite: 'android-world',
  version: '1.0.0',
  prompt: 'Delete the following expenses from pro expense: Utilities, Taxi Fare, Concert Tickets.',
  requiredTools: [],
  reference: [
    externalCall('open_app', { app_name: 'Pro Expense' }),
    externalCall('long_press', { target: 'Utilities' }),
    externalCall('click', { target: 'Delete' }),
    externalCall('long_press', { target: 'Taxi Fare' }),
    externalCall('click', { target: 'Delete' }),
    externalCall('long_press', { target: 'Concert Tickets' }),
    externalCall('click', { target: 'Delete' }),
  ],
  referenceAnswer: '',
  tags: ['android-world', 'expense'],
  utility: ({ pre, post }) => {
    const task = new ExpenseDeleteMultiple(PARAMS);
    task.initializeTask(pre);
    return task.isSuccessful(post);
  },
});
