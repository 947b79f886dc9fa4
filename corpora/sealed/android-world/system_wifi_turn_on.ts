// Source: google-research/android_world android_world/task_evals/single/system.py (SystemWifiTurnOn, _SystemWifiToggle), commit d9c569f764b3a5629321858de03ff653d0f24056: one draw of generate_random_params
import { defineUserTask, externalCall } from 'chokepoint';
import { SystemWifiToggle } from './tasks.ts';

const PARAMS = { on_or_off: 'on' };

export default defineUserTask({
  id: 'system_wifi_turn_on',
  suite: 'android-world',
  version: '1.0.0',
  prompt: 'Turn wifi on.',
  requiredTools: [],
  reference: [
    externalCall('open_app', { app_name: 'Settings' }),
    externalCall('click', { target: 'Network & internet' }),
    externalCall('click', { target: 'Internet' }),
    externalCall('click', { target: 'Wi-Fi' }),
  ],
  referenceAnswer: '',
  tags: ['android-world'],
  utility: ({ pre, post }) => {
    const task = new SystemWifiToggle(PARAMS);
    task.initializeTask(pre);
    return task.isSuccessful(post);
  },
});
