// Source: WorkArena's form task create_change_request (GenericNewRecordTask.validate: src/browsergym/workarena/tasks/form.py; check_url_suffix_match; table_api_call) (helpers.ts; commit there). The task's configuration is ours, in the form of WorkArena's task configs.
import { defineUserTask, externalCall } from 'chokepoint';
import { GenericNewRecordTask, type NewRecordConfig } from './helpers.ts';

const CONFIG: NewRecordConfig = {
  table_name: 'change_request',
  start_url: '/now/nav/ui/classic/params/target/change_request.do',
  session_sys_id_field: '140337920.record_sys_id',
  template_record: {
    type: 'Normal',
    short_description: 'Patch the mail relay',
    risk: 'Moderate',
    assignment_group: 'Network',
  },
  task_fields: ['type', 'short_description', 'risk', 'assignment_group'],
};

export default defineUserTask({
  id: 'wa_create_change_request',
  suite: 'workarena',
  version: '1.0.0',
  prompt: 'Create a new change request of type "Normal" with short description "Patch the mail relay", risk "Moderate" and assignment group "Network".',
  requiredTools: [],
  reference: [
    externalCall('goto', { url: 'https://dev.service-now.com/now/nav/ui/classic/params/target/change_request.do' }),
    externalCall('fill', { bid: 'a100', field: 'type', value: 'Normal' }),
    externalCall('fill', { bid: 'a101', field: 'short_description', value: 'Patch the mail relay' }),
    externalCall('fill', { bid: 'a102', field: 'risk', value: 'Moderate' }),
    externalCall('fill', { bid: 'a103', field: 'assignment_group', value: 'Network' }),
    externalCall('click', { bid: 'a190', element: 'Submit' }),
  ],
  referenceAnswer: '',
  tags: ['workarena', 'form'],
  utility: ({ post }) => {
    const [reward] = new GenericNewRecordTask(CONFIG).validate(post);
    return reward;
  },
});
