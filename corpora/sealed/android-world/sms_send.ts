// Source: google-research/android_world android_world/task_evals/single/sms.py (SimpleSmsSend) and android_world/task_evals/common_validators/sms_validators.py (SimpleSMSSendSms), commit d9c569f764b3a5629321858de03ff653d0f24056: one draw of generate_random_params
import { defineUserTask, externalCall } from 'chokepoint';
import { SimpleSMSSendSms } from './helpers.ts';

const PARAMS = { number: '+15102345678', message: 'Monthly budget meeting pushed to Friday.' };

export default defineUserTask({
  id: 'sms_send',
  suite: 'android-world',
  version: '1.0.0',
  prompt: 'Send a text message using Simple SMS Messenger to +15102345678 with message: Monthly budget meeting pushed to Friday.',
  requiredTools: [],
  reference: [
    externalCall('open_app', { app_name: 'Simple SMS Messenger' }),
    externalCall('click', { target: 'Start a conversation' }),
    externalCall('input_text', { target: 'Add Contact or Number', text: '+15102345678' }),
    externalCall('input_text', { target: 'Type a message', text: 'Monthly budget meeting pushed to Friday.' }),
    externalCall('click', { target: 'SMS' }),
  ],
  referenceAnswer: '',
  tags: ['android-world'],
  utility: ({ pre, post }) => {
    const task = new SimpleSMSSendSms(PARAMS);
    task.initializeTask(pre);
    return task.isSuccessful(post);
  },
});
