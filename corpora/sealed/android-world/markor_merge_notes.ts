// Source: google-research/android_world android_world/task_evals/single/markor.py (MarkorMergeNotes) and android_world/task_evals/common_validators/file_validators.py (CreateFile), commit d9c569f764b3a5629321858de03ff653d0f24056: one draw of generate_random_params
import { defineUserTask, externalCall } from 'chokepoint';
import { MarkorMergeNotes } from './tasks.ts';

const PARAMS = {
  file1_name: 'proud_cat_2023_01_09.md',
  file2_name: 'wise_fox_2023_02_17.txt',
  file3_name: 'warm_tea_2023_03_25.md',
  new_file_name: 'Tq8LdvWx',
  file1_content: 'aP3kQ9zLm2WcX7vR1tYb',
  file2_content: 'Jd8sN4qE0uHf6ZkL2pMa',
  file3_content: 'r5TgB1xVy9CwQe3Ko7Ui',
};

export default defineUserTask({
  id: 'markor_merge_notes',
  suite: 'android-world',
  version: '1.0.0',
  prompt: 'Merge the contents of Markor notes proud_cat_2023_01_09.md, wise_fox_2023_02_17.txt and warm_tea_2023_03_25.md (in the same order) into a new Markor note named Tq8LdvWx and save it. Add a new line between the content of each note.',
  requiredTools: [],
  reference: [
    externalCall('open_app', { app_name: 'Markor' }),
    externalCall('click', { target: 'Create' }),
    externalCall('input_text', { target: 'Name', text: 'Tq8LdvWx' }),
    externalCall('click', { target: 'OK' }),
    externalCall('input_text', { target: 'note', text: 'aP3kQ9zLm2WcX7vR1tYb\n\nJd8sN4qE0uHf6ZkL2pMa\n\nr5TgB1xVy9CwQe3Ko7Ui\n' }),
    externalCall('navigate_back', {}),
  ],
  referenceAnswer: '',
  tags: ['android-world'],
  utility: ({ pre, post }) => {
    const task = new MarkorMergeNotes(PARAMS);
    task.initializeTask(pre);
    return task.isSuccessful(post);
  },
});
