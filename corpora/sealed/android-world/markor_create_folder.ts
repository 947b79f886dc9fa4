// Source: google-research/android_world android_world/task_evals/single/markor.py (MarkorCreateFolder), commit d9c569f764b3a5629321858de03ff653d0f24056: one draw of generate_random_params
import { defineUserTask, externalCall } from 'chokepoint';
import { MarkorCreateFolder } from './tasks.ts';

const PARAMS = { folder_name: 'folder_20231015_093512' };

export default defineUserTask({
  id: 'markor_create_folder',
  suite: 'android-world',
  version: '1.0.0',
  prompt: 'Create a new folder in Markor named folder_20231015_093512.',
  requiredTools: [],
  reference: [
    externalCall('open_app', { app_name: 'Markor' }),
    externalCall('click', { target: 'Create' }),
    externalCall('click', { target: 'Folder' }),
    externalCall('input_text', { target: 'Name', text: 'folder_20231015_093512' }),
    externalCall('click', { target: 'OK' }),
  ],
  referenceAnswer: '',
  tags: ['android-world'],
  utility: ({ pre, post }) => {
    const task = new MarkorCreateFolder(PARAMS);
    task.initializeTask(pre);
    return task.isSuccessful(post);
  },
});
