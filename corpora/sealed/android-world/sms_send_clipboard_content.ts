// Source: google-research/android_world android_world/task_evals/single/sms.py (SimpleSmsSendClipboardContent) and android_world/task_evals/common_validators/sms_validators.py (SimpleSMSSendSms), commit d9c569f764b3a5629321858de03ff653d0f24056: one draw of generate_random_params
import { defineUserTask, externalCall } from 'chokepoint';
import { SimpleSMSSendSms } from './helpers.ts';

const PARAMS = { number: '+17735551234', message: 'Parents\' evening at school this Wednesday.' };

export default defineUserTask({
  id: 'sms_send_clipboard_content',
  suite: 'android-world',
  version: '1.0.0',
  prompt: 'Send a message to +17735551234 with the clipboard content in Simple SMS Messenger',
  requiredTools: [],
  reference: [
    externalCall('open_app', { app_name: 'Simple SMS Messenger' }),
    externalCall('click', { target: 'Start a conversation' }),
    externalCall('input_text', { target: 'Add Contact or Number', text: '+17735551234' }),
    externalCall('long_press', { target: 'Type a message' }),
    externalCall('click', { target: 'Paste' }),
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
