// Source: google-research/android_world android_world/task_evals/single/sms.py (SimpleSmsSendReceivedAddress) and android_world/task_evals/common_validators/sms_validators.py (SimpleSMSSendSms), commit d9c569f764b3a5629321858de03ff653d0f24056: one draw of generate_random_params
import { defineUserTask, externalCall } from 'chokepoint';
import { SimpleSMSSendSms } from './helpers.ts';

const PARAMS = { name1: 'Emma Fischer', number: '+14155550143', name2: 'Ravi Nair', message: '1415 W Cedar Ave Denver, CO, 80223' };

export default defineUserTask({
  id: 'sms_send_received_address',
  suite: 'android-world',
  version: '1.0.0',
  prompt: 'Text the address of the event to Emma Fischer that Ravi Nair just sent me in Simple SMS Messenger',
  requiredTools: [],
  reference: [
    externalCall('open_app', { app_name: 'Simple SMS Messenger' }),
    externalCall('click', { target: 'Ravi Nair' }),
    externalCall('navigate_back', {}),
    externalCall('click', { target: 'Start a conversation' }),
    externalCall('input_text', { target: 'Add Contact or Number', text: 'Emma Fischer' }),
    externalCall('input_text', { target: 'Type a message', text: '1415 W Cedar Ave Denver, CO, 80223' }),
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
