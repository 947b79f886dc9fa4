// Source: google-research/android_world android_world/task_evals/single/expense.py (ExpenseAddMultipleFromMarkor), commit d9c569f764b3a5629321858de03ff653d0f24056: one draw of generate_random_params
import { defineUserTask, externalCall } from 'chokepoint';
import { ROW_OBJECTS } from './helpers.ts';
import { ExpenseAddMultipleFromMarkor, expense } from './expense.ts';

/** The two targets as generated; the file shows their notes with '. Reimbursable.' appended, the table must hold them without it. */
const PARAMS = {
  [ROW_OBJECTS]: [expense('Legal Fees', 32000, 1, 'Remember to transfer funds', 1696932000000), expense('Taxi Fare', 4125, 7, 'Paid by card', 1697191200000)],
  text_representation_type: 'csv',
};
export default defineUserTask({
  id: 'expense_add_multiple_from_markor',
  suite: 'android-world',
  version: '1.0.0',
  prompt: 'Go through the transactions in my_expenses.txt in Markor. Log the reimbursable transactions in the pro expense.',
  requiredTools: [],
  reference: [
    externalCall('open_app', { app_name: 'Markor' }),
    externalCall('click', { target: 'my_expenses.txt' }),
    externalCall('open_app', { app_name: 'Pro Expense' }),
    externalCall('click', { target: 'Add' }),
    externalCall('input_text', { target: 'Name', text: 'Legal Fees' }),
    externalCall('input_text', { target: 'Amount', text: '320' }),
    externalCall('click', { target: 'Others' }),
    externalCall('input_text', { target: 'Note', text: 'Remember to transfer funds' }),
    externalCall('click', { target: 'Save' }),
    externalCall('click', { target: 'Add' }),
    externalCall('input_text', { target: 'Name', text: 'Taxi Fare' }),
    externalCall('input_text', { target: 'Amount', text: '41.25' }),
    externalCall('click', { target: 'Transportation' }),
    externalCall('input_text', { target: 'Note', text: 'Paid by card' }),
    externalCall('click', { target: 'Save' }),
  ],
  referenceAnswer: '',
  tags: ['android-world', 'expense'],
  utility: ({ pre, post }) => {
    const task = new ExpenseAddMultipleFromMarkor(PARAMS);
    task.initializeTask(pre);
    return task.isSuccessful(post);
  },
});
