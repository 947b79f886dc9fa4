// Source: google-research/android_world android_world/task_evals/single/contacts.py (ContactsAddContact) and android_world/task_evals/common_validators/contacts_validators.py (AddContact), commit d9c569f764b3a5629321858de03ff653d0f24056: one draw of generate_random_params
import { defineUserTask, externalCall } from 'chokepoint';
import { AddContact } from './tasks.ts';

const PARAMS = { name: 'Hugo Pereira', number: '+13920741751' };

export default defineUserTask({
  id: 'contacts_add_contact',
  suite: 'android-world',
  version: '1.0.0',
  prompt: 'Create a new contact for Hugo Pereira. Their number is +13920741751.',
  requiredTools: [],
  reference: [
    externalCall('open_app', { app_name: 'Contacts' }),
    externalCall('click', { target: 'Create contact' }),
    externalCall('input_text', { target: 'First name', text: 'Hugo' }),
    externalCall('input_text', { target: 'Last name', text: 'Pereira' }),
    externalCall('input_text', { target: 'Phone', text: '+13920741751' }),
    externalCall('click', { target: 'Save' }),
  ],
  referenceAnswer: '',
  tags: ['android-world'],
  utility: ({ pre, post }) => {
    const task = new AddContact(PARAMS);
    task.initializeTask(pre);
    return task.isSuccessful(post);
  },
});
