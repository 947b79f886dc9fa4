// Source: google-research/android_world android_world/task_evals/single/expense.py (ExpenseAddMultiple), commit d9c569f764b3a5629321858de03ff653d0f24056: one draw of generate_random_params
import { defineUserTask, externalCall } from 'chokepoint';
import { ROW_OBJECTS } from './helpers.ts';
import { ExpenseAddMultiple, expense } from './expense.ts';

const PARAMS = {
  [ROW_OBJECTS]: [
    expense('Groceries', 8840, 3, 'Paid by card', 1696240800000),
    expense('Bus Ticket', 275, 7, 'I may repeat this', 1696586400000),
    expense('Movie Tickets', 3100, 6, 'Want to have', 1697277600000),
  ],
  text_representation_type: 'csv',
};
export default defineUserTask({
  id: 'expense_add_multiple',
  suite: 'android-world',
  version: '1.0.0',
  prompt: 'Add the following expenses into the pro expense:\nname, amount_dollars, category_name, note\nGroceries, $88.4, Food, Paid by card\nBus Ticket, $2.75, Transportation, I may repeat this\nMovie Tickets, $31.0, Entertainment, Want to have',
  requiredTools: [],
  reference: [
    externalCall('open_app', { app_name: 'Pro Expense' }),
    externalCall('click', { target: 'Add' }),
    externalCall('input_text', { target: 'Name', text: 'Groceries' }),
    externalCall('input_text', { target: 'Amount', text: '88.40' }),
    externalCall('click', { target: 'Food' }),
    externalCall('input_text', { target: 'Note', text: 'Paid by card' }),
    externalCall('click', { target: 'Save' }),
    externalCall('click', { target: 'Add' }),
    externalCall('input_text', { target: 'Name', text: 'Bus Ticket' }),
    externalCall('input_text', { target: 'Amount', text: '2.75' }),
    externalCall('click', { target: 'Transportation' }),
    externalCall('input_text', { target: 'Note', text: 'I may repeat this' }),
    externalCall('click', { target: 'Save' }),
    externalCall('click', { target: 'Add' }),
    externalCall('input_text', { target: 'Name', text: 'Movie Tickets' }),
    externalCall('input_text', { target: 'Amount', text: '31' }),
    externalCall('click', { target: 'Entertainment' }),
    externalCall('input_text', { target: 'Note', text: 'Want to have' }),
    externalCall('click', { target: 'Save' }),
  ],
  referenceAnswer: '',
  tags: ['android-world', 'expense'],
  utility: ({ pre, post }) => {
    const task = new ExpenseAddMultiple(PARAMS);
    task.initializeTask(pre);
    return task.isSuccessful(post);
  },
});
