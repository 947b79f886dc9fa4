// Source: google-research/android_world android_world/task_evals/single/markor.py (MarkorCreateNote) and android_world/task_evals/common_validators/file_validators.py (CreateFile), commit d9c569f764b3a5629321858de03ff653d0f24056: one draw of generate_random_params
import { defineUserTask, externalCall } from 'chokepoint';
import { MarkorCreateNote } from './tasks.ts';

const PARAMS = { file_name: 'bright_sun_2023_07_21.md', text: 'Monthly budget meeting pushed to Friday.' };

export default defineUserTask({
  id: 'markor_create_note',
  suite: 'android-world',
  version: '1.0.0',
  prompt: 'Create a new note in Markor named bright_sun_2023_07_21.md with the following text: Monthly budget meeting pushed to Friday.',
  requiredTools: [],
  reference: [
    externalCall('open_app', { app_name: 'Markor' }),
    externalCall('click', { target: 'Create' }),
    externalCall('input_text', { target: 'Name', text: 'bright_sun_2023_07_21' }),
    externalCall('click', { target: 'OK' }),
    externalCall('input_text', { target: 'note', text: 'Monthly budget meeting pushed to Friday.' }),
    externalCall('navigate_back', {}),
  ],
  referenceAnswer: '',
  tags: ['android-world'],
  utility: ({ pre, post }) => {
    const task = new MarkorCreateNote(PARAMS);
    task.initializeTask(pre);
    return task.isSuccessful(post);
  },
});
