// Source: google-research/android_world android_world/task_evals/single/expense.py (ExpenseAddSingle), commit d9c569f764b3a5629321858de03ff653d0f24056: one draw of generate_random_params
import { defineUserTask, externalCall } from 'chokepoint';
import { ROW_OBJECTS } from './helpers.ts';
import { ExpenseAddSingle, expense } from './expense.ts';

const PARAMS = { [ROW_OBJECTS]: [expense('Wedding Gift', 21500, 5, 'A need', 1696672800000)], text_representation_type: 'csv' };
export default defineUserTask({
  id: 'expense_add_single',
  suite: 'android-world',
  version: '1.0.0',
  prompt: 'Add the following expenses into the pro expense:\nname, amount_dollars, category_name, note\nWedding Gift, $215.0, Social, A need',
  requiredTools: [],
  reference: [
    externalCall('open_app', { app_name: 'Pro Expense' }),
    externalCall('click', { target: 'Add' }),
    externalCall('input_text', { target: 'Name', text: 'Wedding Gift' }),
    externalCall('input_text', { target: 'Amount', text: '215' }),
    externalCall('click', { target: 'Social' }),
    externalCall('input_text', { target: 'Note', text: 'A need' }),
    externalCall('click', { target: 'Save' }),
  ],
  referenceAnswer: '',
  tags: ['android-world', 'expense'],
  utility: ({ pre, post }) => {
    const task = new ExpenseAddSingle(PARAMS);
    task.initializeTask(pre);
    return task.isSuccessful(post);
  },
});
