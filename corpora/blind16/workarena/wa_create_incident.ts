// Source: WorkArena's form task create_incident (GenericNewRecordTask.validate: src/browsergym/workarena/tasks/form.py; check_url_suffix_match; table_api_call) (helpers.ts; commit there). The task's configuration is ours, in the form of WorkArena's task configs.
import { defineUserTask, externalCall } from 'chokepoint';
import { GenericNewRecordTask, type NewRecordConfig } from './helpers.ts';

const CONFIG: NewRecordConfig = {
  table_name: 'incident',
  start_url: '/now/nav/ui/classic/params/target/incident.do',
  session_sys_id_field: '140337920.record_sys_id',
  template_record: {
    caller_id: 'Abel Tuter',
    category: 'Network',
    short_description: 'VPN drops every 10 minutes',
    impact: '2 - Medium',
    urgency: '2 - Medium',
  },
  task_fields: ['caller_id', 'category', 'short_description', 'impact', 'urgency'],
};

export default defineUserTask({
  id: 'wa_create_incident',
  suite: 'workarena',
  version: '1.0.0',
  prompt:
    'Create a new incident with caller "Abel Tuter", category "Network", short description "VPN drops every 10 minutes", impact "2 - Medium" and urgency "2 - Medium".',
  requiredTools: [],
  reference: [
    externalCall('goto', { url: 'https://dev.service-now.com/now/nav/ui/classic/params/target/incident.do' }),
    externalCall('fill', { bid: 'a100', field: 'caller_id', value: 'Abel Tuter' }),
    externalCall('fill', { bid: 'a101', field: 'category', value: 'Network' }),
    externalCall('fill', { bid: 'a102', field: 'short_description', value: 'VPN drops every 10 minutes' }),
    externalCall('fill', { bid: 'a103', field: 'impact', value: '2 - Medium' }),
    externalCall('fill', { bid: 'a104', field: 'urgency', value: '2 - Medium' }),
    externalCall('click', { bid: 'a190', element: 'Submit' }),
  ],
  referenceAnswer: '',
  tags: ['workarena', 'form'],
  utility: ({ post }) => {
    const [reward] = new GenericNewRecordTask(CONFIG).validate(post);
    return reward;
  },
});
