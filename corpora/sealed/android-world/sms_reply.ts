// Source: google-research/android_world android_world/task_evals/single/sms.py (SimpleSmsReply) and android_world/task_evals/common_validators/sms_validators.py (SimpleSMSSendSms), commit d9c569f764b3a5629321858de03ff653d0f24056: one draw of generate_random_params
import { defineUserTask, externalCall } from 'chokepoint';
import { SimpleSMSSendSms } from './helpers.ts';

const PARAMS = { number: '+12064490388', message: "The dog's vet appointment is next Monday at 11 AM." };

export default defineUserTask({
  id: 'sms_reply',
  suite: 'android-world',
  version: '1.0.0',
  prompt: 'Reply to +12064490388 with message: The dog\'s vet appointment is next Monday at 11 AM. in Simple SMS Messenger',
  requiredTools: [],
  reference: [
    externalCall('open_app', { app_name: 'Simple SMS Messenger' }),
    externalCall('click', { target: '+12064490388' }),
    externalCall('input_text', { target: 'Type a message', text: "The dog's vet appointment is next Monday at 11 AM." }),
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
