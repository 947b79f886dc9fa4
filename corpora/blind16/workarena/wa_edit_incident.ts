// Source: WorkArena's form task edit_incident (EditRecordTask.validate: src/browsergym/workarena/tasks/form.py; check_url_suffix_match; table_api_call) (helpers.ts; commit there). The task's configuration is ours, in the form of WorkArena's task configs.
import { defineUserTask, externalCall } from 'chokepoint';
import { EditRecordTask, type EditRecordConfig } from './helpers.ts';

const CONFIG: EditRecordConfig = {
  table_name: 'incident',
  start_url: '/now/nav/ui/classic/params/target/incident.do%3Fsys_id%3Da9e30c7dc61122760116894de7bcc7bd',
  record_sys_id: 'a9e30c7dc61122760116894de7bcc7bd',
  template_record: {
    number: 'INC0000055',
    short_description: 'SAP Materials Management is slow',
    state: 'In Progress',
    assigned_to: 'Fred Luddy',
    priority: '3 - Moderate',
  },
  new_values: {
    state: 'In Progress',
    assigned_to: 'Fred Luddy',
  },
};

export default defineUserTask({
  id: 'wa_edit_incident',
  suite: 'workarena',
  version: '1.0.0',
  prompt: 'Edit incident INC0000055: set its state to "In Progress" and assign it to "Fred Luddy".',
  requiredTools: [],
  reference: [
    externalCall('goto', { url: 'https://dev.service-now.com/now/nav/ui/classic/params/target/incident.do%3Fsys_id%3Da9e30c7dc61122760116894de7bcc7bd' }),
    externalCall('fill', { bid: 'a200', field: 'state', value: 'In Progress' }),
    externalCall('fill', { bid: 'a201', field: 'assigned_to', value: 'Fred Luddy' }),
    externalCall('click', { bid: 'a290', element: 'Update' }),
  ],
  referenceAnswer: '',
  tags: ['workarena', 'form'],
  utility: ({ post }) => {
    const [reward] = new EditRecordTask(CONFIG).validate(post);
    return reward;
  },
});
