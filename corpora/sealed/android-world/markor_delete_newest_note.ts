// Source: google-research/android_world android_world/task_evals/single/markor.py (MarkorDeleteNewestNote), commit d9c569f764b3a5629321858de03ff653d0f24056: one draw of generate_random_params
import { defineUserTask, externalCall } from 'chokepoint';
import { MarkorDeleteNewestNote } from './tasks.ts';

const PARAMS = {};

export default defineUserTask({
  id: 'markor_delete_newest_note',
  suite: 'android-world',
  version: '1.0.0',
  prompt: 'Delete the newest note in Markor.',
  requiredTools: [],
  reference: [
    externalCall('open_app', { app_name: 'Markor' }),
    externalCall('click', { target: 'Sort by date' }),
    externalCall('long_press', { target: 'quiet_forest_2023_09_14.md' }),
    externalCall('click', { target: 'Delete' }),
    externalCall('click', { target: 'OK' }),
  ],
  referenceAnswer: '',
  tags: ['android-world'],
  utility: ({ pre, post }) => {
    const task = new MarkorDeleteNewestNote(PARAMS);
    task.initializeTask(pre);
    return task.isSuccessful(post);
  },
});
