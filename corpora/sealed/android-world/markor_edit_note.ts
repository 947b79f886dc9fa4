// Source: google-research/android_world android_world/task_evals/single/markor.py (MarkorEditNote; the footer variant), commit d9c569f764b3a5629321858de03ff653d0f24056: one draw of generate_random_params
import { defineUserTask, externalCall } from 'chokepoint';
import { MarkorEditNote } from './tasks.ts';

const PARAMS = { file_name: 'note_kq2xz.md', edit_type: 'footer', footer: 'Your dentist appointment is scheduled for 2 PM on Thursday.' };

export default defineUserTask({
  id: 'markor_edit_note',
  suite: 'android-world',
  version: '1.0.0',
  prompt: 'Edit note_kq2xz.md in Markor. Add to the bottom of the note Your dentist appointment is scheduled for 2 PM on Thursday.',
  requiredTools: [],
  reference: [
    externalCall('open_app', { app_name: 'Markor' }),
    externalCall('click', { target: 'note_kq2xz.md' }),
    externalCall('input_text', { target: 'end of note', text: '\nYour dentist appointment is scheduled for 2 PM on Thursday.' }),
    externalCall('navigate_back', {}),
  ],
  referenceAnswer: '',
  tags: ['android-world'],
  utility: ({ pre, post }) => {
    const task = new MarkorEditNote(PARAMS);
    task.initializeTask(pre);
    return task.isSuccessful(post);
  },
});
