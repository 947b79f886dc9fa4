// Source: google-research/android_world android_world/task_evals/single/markor.py (MarkorChangeNoteContent), commit d9c569f764b3a5629321858de03ff653d0f24056: one draw of generate_random_params
import { defineUserTask, externalCall } from 'chokepoint';
import { MarkorChangeNoteContent } from './tasks.ts';

const PARAMS = { original_name: 'gentle_wave_2023_04_12.md', new_name: 'silent_hill_2023_10_01.txt', updated_content: 'Zp4Rk8Lq1Xs7Bn3Vd6Hy' };

export default defineUserTask({
  id: 'markor_change_note_content',
  suite: 'android-world',
  version: '1.0.0',
  prompt: 'Update the content of gentle_wave_2023_04_12.md to "Zp4Rk8Lq1Xs7Bn3Vd6Hy" in Markor and change its name to silent_hill_2023_10_01.txt.',
  requiredTools: [],
  reference: [
    externalCall('open_app', { app_name: 'Markor' }),
    externalCall('click', { target: 'gentle_wave_2023_04_12.md' }),
    externalCall('input_text', { target: 'note', text: 'Zp4Rk8Lq1Xs7Bn3Vd6Hy', clear_text: true }),
    externalCall('click', { target: 'Rename' }),
    externalCall('input_text', { target: 'Name', text: 'silent_hill_2023_10_01.txt' }),
    externalCall('click', { target: 'OK' }),
  ],
  referenceAnswer: '',
  tags: ['android-world'],
  utility: ({ pre, post }) => {
    const task = new MarkorChangeNoteContent(PARAMS);
    task.initializeTask(pre);
    return task.isSuccessful(post);
  },
});
