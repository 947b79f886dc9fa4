// Source: WorkArena's form task edit_problem (EditRecordTask.validate: src/browsergym/workarena/tasks/form.py; check_url_suffix_match; table_api_call) (helpers.ts; commit there). The task's configuration is ours, in the form of WorkArena's task configs.
import { defineUserTask, externalCall } from 'chokepoint';
import { EditRecordTask, type EditRecordConfig } from './helpers.ts';

const CONFIG: EditRecordConfig = {
  table_name: 'problem',
  start_url: '/now/nav/ui/classic/params/target/problem.do%3Fsys_id%3D62304320731823002728660c4cf6a7e8',
  record_sys_id: '62304320731823002728660c4cf6a7e8',
  template_record: {
    number: 'PRB0000011',
    short_description: 'Email server down',
    priority: '2 - High',
    state: 'Assess',
    sys_domain: 'global',
  },
  new_values: {
    priority: '2 - High',
    sys_domain: 'global',
  },
};

export default defineUserTask({
  id: 'wa_edit_problem',
  suite: 'workarena',
  version: '1.0.0',
  prompt: 'Edit problem PRB0000011: set its priority to "2 - High" and its domain to "global".',
  requiredTools: [],
  reference: [
    externalCall('goto', { url: 'https://dev.service-now.com/now/nav/ui/classic/params/target/problem.do%3Fsys_id%3D62304320731823002728660c4cf6a7e8' }),
    externalCall('fill', { bid: 'a200', field: 'priority', value: '2 - High' }),
    externalCall('fill', { bid: 'a201', field: 'sys_domain', value: 'global' }),
    externalCall('click', { bid: 'a290', element: 'Update' }),
  ],
  referenceAnswer: '',
  tags: ['workarena', 'form'],
  utility: ({ post }) => {
    const [reward] = new EditRecordTask(CONFIG).validate(post);
    return reward;
  },
});
