// Source: google-research/android_world android_world/task_evals/single/system.py (SystemBrightnessMax, _SystemBrightnessToggle), commit d9c569f764b3a5629321858de03ff653d0f24056: one draw of generate_random_params
import { defineUserTask, externalCall } from 'chokepoint';
import { SystemBrightnessToggle } from './tasks.ts';

const PARAMS = { max_or_min: 'max' };

export default defineUserTask({
  id: 'system_brightness_max',
  suite: 'android-world',
  version: '1.0.0',
  prompt: 'Turn brightness to the max value.',
  requiredTools: [],
  reference: [
    externalCall('open_app', { app_name: 'Settings' }),
    externalCall('click', { target: 'Display' }),
    externalCall('swipe', { target: 'Brightness level', direction: 'right' }),
  ],
  referenceAnswer: '',
  tags: ['android-world'],
  utility: ({ pre, post }) => {
    const task = new SystemBrightnessToggle(PARAMS);
    task.initializeTask(pre);
    return task.isSuccessful(post);
  },
});
