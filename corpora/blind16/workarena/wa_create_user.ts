// Source: WorkArena's form task create_user (GenericNewRecordTask.validate: src/browsergym/workarena/tasks/form.py; check_url_suffix_match; table_api_call) (helpers.ts; commit there). The task's configuration is ours, in the form of WorkArena's task configs.
import { defineUserTask, externalCall } from 'chokepoint';
import { GenericNewRecordTask, type NewRecordConfig } from './helpers.ts';

const CONFIG: NewRecordConfig = {
  table_name: 'sys_user',
  start_url: '/now/nav/ui/classic/params/target/sys_user.do',
  session_sys_id_field: '140337920.record_sys_id',
  template_record: {
    first_name: 'Ana',
    last_name: 'Lopez',
    user_name: 'ana.lopez',
    email: 'ana.lopez@example.com',
    title: 'Accountant',
  },
  task_fields: ['first_name', 'last_name', 'user_name', 'email', 'title'],
};

export default defineUserTask({
  id: 'wa_create_user',
  suite: 'workarena',
  version: '1.0.0',
  prompt: 'Create a new user: first name "Ana", last name "Lopez", user ID "ana.lopez", email "ana.lopez@example.com", title "Accountant".',
  requiredTools: [],
  reference: [
    externalCall('goto', { url: 'https://dev.service-now.com/now/nav/ui/classic/params/target/sys_user.do' }),
    externalCall('fill', { bid: 'a100', field: 'first_name', value: 'Ana' }),
    externalCall('fill', { bid: 'a101', field: 'last_name', value: 'Lopez' }),
    externalCall('fill', { bid: 'a102', field: 'user_name', value: 'ana.lopez' }),
    externalCall('fill', { bid: 'a103', field: 'email', value: 'ana.lopez@example.com' }),
    externalCall('fill', { bid: 'a104', field: 'title', value: 'Accountant' }),
    externalCall('click', { bid: 'a190', element: 'Submit' }),
  ],
  referenceAnswer: '',
  tags: ['workarena', 'form'],
  utility: ({ post }) => {
    const [reward] = new GenericNewRecordTask(CONFIG).validate(post);
    return reward;
  },
});
