// Source: google-research/android_world android_world/task_evals/single/expense.py (ExpenseDeleteDuplicates), commit d9c569f764b3a5629321858de03ff653d0f24056: one draw of generate_random_params
import { defineUserTask, externalCall } from 'chokepoint';
import { ROW_OBJECTS } from './helpers.ts';
import { ExpenseDeleteDuplicates, expense } from './expense.ts';

const TARGET = expense('Coffee', 1250, 3, 'Urgent', 1696413600000);
const PARAMS = { [ROW_OBJECTS]: [TARGET, TARGET] };
export default defineUserTask({
  id: 'expense_delete_duplicates',
  suite: 'android-world',
  version: '1.0.0',
  prompt: 'Delete all but one of any expenses in pro expense that are exact duplicates, ensuring at least one instance of each unique expense remains.',
  requiredTools: [],
  reference: [
    externalCall('open_app', { app_name: 'Pro Expense' }),
    externalCall('long_press', { target: 'Coffee' }),
    externalCall('click', { target: 'Delete' }),
  ],
  referenceAnswer: '',
  tags: ['android-world', 'expense'],
  utility: ({ pre, post }) => {
    const task = new ExpenseDeleteDuplicates(PARAMS);
    task.initializeTask(pre);
    return task.isSuccessful(post);
  },
});
