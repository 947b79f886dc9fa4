// Source: google-research/android_world android_world/task_evals/single/markor.py (MarkorCreateNoteFromClipboard) and android_world/task_evals/common_validators/file_validators.py (CreateFile), commit d9c569f764b3a5629321858de03ff653d0f24056: one draw of generate_random_params
import { defineUserTask, externalCall } from 'chokepoint';
import { MarkorCreateNoteFromClipboard } from './tasks.ts';

const PARAMS = { file_name: 'brave_owl_2023_08_30.txt', file_content: 'xq7Lm2PzR0' };

export default defineUserTask({
  id: 'markor_create_note_from_clipboard',
  suite: 'android-world',
  version: '1.0.0',
  prompt: 'Create a note in Markor named brave_owl_2023_08_30.txt. Perform a paste operation in the note and save the note.',
  requiredTools: [],
  reference: [
    externalCall('open_app', { app_name: 'Markor' }),
    externalCall('click', { target: 'Create' }),
    externalCall('input_text', { target: 'Name', text: 'brave_owl_2023_08_30' }),
    externalCall('click', { target: 'OK' }),
    externalCall('long_press', { target: 'note' }),
    externalCall('click', { target: 'Paste' }),
    externalCall('navigate_back', {}),
  ],
  referenceAnswer: '',
  tags: ['android-world'],
  utility: ({ pre, post }) => {
    const task = new MarkorCreateNoteFromClipboard(PARAMS);
    task.initializeTask(pre);
    return task.isSuccessful(post);
  },
});
