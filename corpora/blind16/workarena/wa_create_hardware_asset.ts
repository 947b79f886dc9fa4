// Source: WorkArena's form task create_hardware_asset (GenericNewRecordTask.validate: src/browsergym/workarena/tasks/form.py; check_url_suffix_match; table_api_call) (helpers.ts; commit there). The task's configuration is ours, in the form of WorkArena's task configs.
import { defineUserTask, externalCall } from 'chokepoint';
import { GenericNewRecordTask, type NewRecordConfig } from './helpers.ts';

const CONFIG: NewRecordConfig = {
  table_name: 'alm_hardware',
  start_url: '/now/nav/ui/classic/params/target/alm_hardware.do',
  session_sys_id_field: '140337920.record_sys_id',
  template_record: {
    model_id: 'Dell Latitude 7440',
    serial_number: 'SN-88213-KQ',
    asset_tag: 'P1000931',
    assigned_to: 'Beth Anglin',
  },
  task_fields: ['model_id', 'serial_number', 'asset_tag', 'assigned_to'],
};

export default defineUserTask({
  id: 'wa_create_hardware_asset',
  suite: 'workarena',
  version: '1.0.0',
  prompt: 'Create a new hardware asset: model "Dell Latitude 7440", serial number "SN-88213-KQ", asset tag "P1000931", assigned to "Beth Anglin".',
  requiredTools: [],
  reference: [
    externalCall('goto', { url: 'https://dev.service-now.com/now/nav/ui/classic/params/target/alm_hardware.do' }),
    externalCall('fill', { bid: 'a100', field: 'model_id', value: 'Dell Latitude 7440' }),
    externalCall('fill', { bid: 'a101', field: 'serial_number', value: 'SN-88213-KQ' }),
    externalCall('fill', { bid: 'a102', field: 'asset_tag', value: 'P1000931' }),
    externalCall('fill', { bid: 'a103', field: 'assigned_to', value: 'Beth Anglin' }),
    externalCall('click', { bid: 'a190', element: 'Submit' }),
  ],
  referenceAnswer: '',
  tags: ['workarena', 'form'],
  utility: ({ post }) => {
    const [reward] = new GenericNewRecordTask(CONFIG).validate(post);
    return reward;
  },
});
