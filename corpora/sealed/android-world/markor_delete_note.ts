// Source: google-research/android_world android_world/task_evals/single/markor.py (MarkorDeleteNote) and android_world/task_evals/common_validators/file_validators.py (DeleteFile), commit d9c569f764b3a5629321858de03ff653d0f24056: one draw of generate_random_params
import { defineUserTask, externalCall } from 'chokepoint';
import { MarkorDeleteNote } from './tasks.ts';

const PARAMS = { file_name: 'shiny_lamp_2023_06_02.txt' };

export default defineUserTask({
  id: 'markor_delete_note',
  suite: 'android-world',
  version: '1.0.0',
  prompt: 'Delete the note in Markor named shiny_lamp_2023_06_02.txt.',
  requiredTools: [],
  reference: [
    externalCall('open_app', { app_name: 'Markor' }),
    externalCall('long_press', { target: 'shiny_lamp_2023_06_02.txt' }),
    externalCall('click', { target: 'Delete' }),
    externalCall('click', { target: 'OK' }),
  ],
  referenceAnswer: '',
  tags: ['android-world'],
  utility: ({ pre, post }) => {
    const task = new MarkorDeleteNote(PARAMS);
    task.initializeTask(pre);
    return task.isSuccessful(post);
  },
});
