// Source: google-research/android_world android_world/task_evals/composite/markor_sms.py (MarkorCreateNoteAndSms), with markor.py (MarkorCreateNote) and common_validators/sms_validators.py (SimpleSMSSendSms), commit d9c569f764b3a5629321858de03ff653d0f24056: one draw of generate_random_params
import { defineUserTask, externalCall } from 'chokepoint';
import { MarkorCreateNoteAndSms } from './tasks.ts';

const PARAMS = { file_name: 'happy_tree_2023_05_30.md', text: "Don't forget to water the plants while I'm away.", number: '+13125550178' };

export default defineUserTask({
  id: 'markor_create_note_and_sms',
  suite: 'android-world',
  version: '1.0.0',
  prompt: 'Create a new note in Markor named happy_tree_2023_05_30.md with the following text: Don\'t forget to water the plants while I\'m away.. Share the entire content of the note with the phone number +13125550178 via SMS using Simple SMS Messenger',
  requiredTools: [],
  reference: [
    externalCall('open_app', { app_name: 'Markor' }),
    externalCall('click', { target: 'Create' }),
    externalCall('input_text', { target: 'Name', text: 'happy_tree_2023_05_30' }),
    externalCall('click', { target: 'OK' }),
    externalCall('input_text', { target: 'note', text: "Don't forget to water the plants while I'm away." }),
    externalCall('navigate_back', {}),
    externalCall('open_app', { app_name: 'Simple SMS Messenger' }),
    externalCall('click', { target: 'Start a conversation' }),
    externalCall('input_text', { target: 'Add Contact or Number', text: '+13125550178' }),
    externalCall('input_text', { target: 'Type a message', text: "Don't forget to water the plants while I'm away." }),
    externalCall('click', { target: 'SMS' }),
  ],
  referenceAnswer: '',
  tags: ['android-world'],
  utility: ({ pre, post }) => {
    const task = new MarkorCreateNoteAndSms(PARAMS);
    task.initializeTask(pre);
    return task.isSuccessful(post);
  },
});
