// Source: google-research/android_world android_world/task_evals/single/markor.py (MarkorDeleteAllNotes), commit d9c569f764b3a5629321858de03ff653d0f24056: one draw of generate_random_params
import { defineUserTask, externalCall } from 'chokepoint';
import { MarkorDeleteAllNotes } from './tasks.ts';

const PARAMS = {};

export default defineUserTask({
  id: 'markor_delete_all_notes',
  suite: 'android-world',
  version: '1.0.0',
  prompt: 'Delete all my notes in Markor.',
  requiredTools: [],
  reference: [
    externalCall('open_app', { app_name: 'Markor' }),
    externalCall('long_press', { target: 'first note' }),
    externalCall('click', { target: 'Select all' }),
    externalCall('click', { target: 'Delete' }),
    externalCall('click', { target: 'OK' }),
  ],
  referenceAnswer: '',
  tags: ['android-world'],
  utility: ({ pre, post }) => {
    const task = new MarkorDeleteAllNotes(PARAMS);
    task.initializeTask(pre);
    return task.isSuccessful(post);
  },
});
