// Source: WorkArena's form task edit_hardware_asset (EditRecordTask.validate: src/browsergym/workarena/tasks/form.py; check_url_suffix_match; table_api_call) (helpers.ts; commit there). The task's configuration is ours, in the form of WorkArena's task configs.
import { defineUserTask, externalCall } from 'chokepoint';
import { EditRecordTask, type EditRecordConfig } from './helpers.ts';

const CONFIG: EditRecordConfig = {
  table_name: 'alm_hardware',
  start_url: '/now/nav/ui/classic/params/target/alm_hardware.do%3Fsys_id%3D00a9a80d3790200044e0bfc8bcbe5d1c',
  record_sys_id: '00a9a80d3790200044e0bfc8bcbe5d1c',
  template_record: {
    asset_tag: 'P1000479',
    model_id: 'Apple MacBook Pro 15"',
    install_status: 'In stock',
    substatus: 'Available',
    assigned_to: '',
  },
  new_values: {
    install_status: 'In stock',
    substatus: 'Available',
  },
};

export default defineUserTask({
  id: 'wa_edit_hardware_asset',
  suite: 'workarena',
  version: '1.0.0',
  prompt: 'Edit the hardware asset P1000479: set its state to "In stock" and its substate to "Available".',
  requiredTools: [],
  reference: [
    externalCall('goto', { url: 'https://dev.service-now.com/now/nav/ui/classic/params/target/alm_hardware.do%3Fsys_id%3D00a9a80d3790200044e0bfc8bcbe5d1c' }),
    externalCall('fill', { bid: 'a200', field: 'install_status', value: 'In stock' }),
    externalCall('fill', { bid: 'a201', field: 'substatus', value: 'Available' }),
    externalCall('click', { bid: 'a290', element: 'Update' }),
  ],
  referenceAnswer: '',
  tags: ['workarena', 'form'],
  utility: ({ post }) => {
    const [reward] = new EditRecordTask(CONFIG).validate(post);
    return reward;
  },
});
