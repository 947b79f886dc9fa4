// Source: google-research/android_world android_world/task_evals/single/markor.py (MarkorMoveNote) and android_world/task_evals/common_validators/file_validators.py (MoveFile), commit d9c569f764b3a5629321858de03ff653d0f24056: one draw of generate_random_params
import { defineUserTask, externalCall } from 'chokepoint';
import { MarkorMoveNote } from './tasks.ts';

const PARAMS = { file_name: 'calm_river_2023_05_11.md', source_folder: 'DailyNotes', destination_folder: 'WorkProjects' };

export default defineUserTask({
  id: 'markor_move_note',
  suite: 'android-world',
  version: '1.0.0',
  prompt: 'In Markor, move the note calm_river_2023_05_11.md from DailyNotes to WorkProjects.',
  requiredTools: [],
  reference: [
    externalCall('open_app', { app_name: 'Markor' }),
    externalCall('click', { target: 'DailyNotes' }),
    externalCall('long_press', { target: 'calm_river_2023_05_11.md' }),
    externalCall('click', { target: 'Move' }),
    externalCall('click', { target: 'WorkProjects' }),
    externalCall('click', { target: 'OK' }),
  ],
  referenceAnswer: '',
  tags: ['android-world'],
  utility: ({ pre, post }) => {
    const task = new MarkorMoveNote(PARAMS);
    task.initializeTask(pre);
    return task.isSuccessful(post);
  },
});
