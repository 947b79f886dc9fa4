// Source: google-research/android_world android_world/task_evals/single/sms.py (SimpleSmsResend) and android_world/task_evals/common_validators/sms_validators.py (parse_message, sms_are_equal), commit d9c569f764b3a5629321858de03ff653d0f24056: one draw of generate_random_params
import { defineUserTask, externalCall } from 'chokepoint';
import { SimpleSmsResend } from './tasks.ts';

const PARAMS = { name: 'Lena Novak', number: '+16175550199', message: 'Lunch meeting with Sarah at 1 PM Cafe L\'amour.' };

export default defineUserTask({
  id: 'sms_resend',
  suite: 'android-world',
  version: '1.0.0',
  prompt: 'Resend the message I just sent to Lena Novak in Simple SMS Messenger',
  requiredTools: [],
  reference: [
    externalCall('open_app', { app_name: 'Simple SMS Messenger' }),
    externalCall('click', { target: 'Lena Novak' }),
    externalCall('input_text', { target: 'Type a message', text: "Lunch meeting with Sarah at 1 PM Cafe L'amour." }),
    externalCall('click', { target: 'SMS' }),
  ],
  referenceAnswer: '',
  tags: ['android-world'],
  utility: ({ pre, post }) => {
    const task = new SimpleSmsResend(PARAMS);
    task.initializeTask(pre);
    return task.isSuccessful(post);
  },
});
