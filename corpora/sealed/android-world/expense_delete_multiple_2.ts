// Source: google-research/android_world android_world/task_evals/single/expense.py (ExpenseDeleteMultiple2), commit d9c569f764b3a5629321858de03ff653d0f24056: one draw of generate_random_params
import { defineUserTask, externalCall } from 'chokepoint';
import { ROW_OBJECTS } from './helpers.ts';
import { ExpenseDeleteMultiple2, expense } from './expense.ts';

/** The 3 targets; its 50 noise expenses are in the starting table (initialize_task adds them first). */
const PARAMS = {
  [ROW_OBJECTS]: [
    expense('Gym Membership', 4500, 9, 'Monthly recurring', 1696154400000),
    expense('Bookstore', 3675, 10, 'I may repeat this', 1696500000000),
    expense('Pet Care', 8800, 1, 'A need', 1697018400000),
  ],
};
export default defineUserTask({
  id: 'expense_delete_multiple_2',
  suite: 'android-world',
  version: '1.0.0',
  prompt: 'Delete the following expenses from pro expense: Gym Membership, Bookstore, Pet Care.',
  requiredTools: [],
  reference: [
    externalCall('open_app', { app_name: 'Pro Expense' }),
    externalCall('long_press', { target: 'Gym Membership' }),
    externalCall('click', { target: 'Delete' }),
    externalCall('long_press', { target: 'Bookstore' }),
    externalCall('click', { target: 'Delete' }),
    externalCall('long_press', { target: 'Pet Care' }),
    externalCall('click', { target: 'Delete' }),
  ],
  referenceAnswer: '',
  tags: ['android-world', 'expense'],
  utility: ({ pre, post }) => {
    const task = new ExpenseDeleteMultiple2(PARAMS);
    task.initializeTask(pre);
    return task.isSuccessful(post);
  },
});
