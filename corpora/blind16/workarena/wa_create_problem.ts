// Source: WorkArena's form task create_problem (GenericNewRecordTask.validate: src/browsergym/workarena/tasks/form.py; check_url_suffix_match; table_api_call) (helpers.ts; commit there). The task's configuration is ours, in the form of WorkArena's task configs.
import { defineUserTask, externalCall } from 'chokepoint';
import { GenericNewRecordTask, type NewRecordConfig } from './helpers.ts';

const CONFIG: NewRecordConfig = {
  table_name: 'problem',
  start_url: '/now/nav/ui/classic/params/target/problem.do',
  session_sys_id_field: '140337920.record_sys_id',
  template_record: {
    short_description: 'Printers in building B lose their queue',
    category: 'Hardware',
    impact: '1 - High',
    assigned_to: 'David Loo',
  },
  task_fields: ['short_description', 'category', 'impact', 'assigned_to'],
};

export default defineUserTask({
  id: 'wa_create_problem',
  suite: 'workarena',
  version: '1.0.0',
  prompt:
    'Create a new problem with short description "Printers in building B lose their queue", category "Hardware", impact "1 - High" and assigned to "David Loo".',
  requiredTools: [],
  reference: [
    externalCall('goto', { url: 'https://dev.service-now.com/now/nav/ui/classic/params/target/problem.do' }),
    externalCall('fill', { bid: 'a100', field: 'short_description', value: 'Printers in building B lose their queue' }),
    externalCall('fill', { bid: 'a101', field: 'category', value: 'Hardware' }),
    externalCall('fill', { bid: 'a102', field: 'impact', value: '1 - High' }),
    externalCall('fill', { bid: 'a103', field: 'assigned_to', value: 'David Loo' }),
    externalCall('click', { bid: 'a190', element: 'Submit' }),
  ],
  referenceAnswer: '',
  tags: ['workarena', 'form'],
  utility: ({ post }) => {
    const [reward] = new GenericNewRecordTask(CONFIG).validate(post);
    return reward;
  },
});
