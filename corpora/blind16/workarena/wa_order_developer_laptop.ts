// Source: WorkArena's service catalog task order_developer_laptop (OrderHardwareTask.validate, option_match_heuristic: src/browsergym/workarena/tasks/service_catalog.py; get_request_by_id, get_request_items: api/requests.py) (helpers.ts; commit there). The task's configuration is ours, in the form of WorkArena's task configs.
import { defineUserTask, externalCall } from 'chokepoint';
import { OrderHardwareTask, type OrderConfig } from './helpers.ts';

const CONFIG: OrderConfig = {
  short_description: 'Developer Laptop (Mac)',
  quantity: 1,
  requested_configuration: { adobe_acrobat: ['checkbox', 'true'], ram: ['radio', '16 GB'], additional_software_requirements: ['textarea', 'Docker Desktop'] },
};

export default defineUserTask({
  id: 'wa_order_developer_laptop',
  suite: 'workarena',
  version: '1.0.0',
  prompt:
    'Go to the hardware store and order 1 "Developer Laptop (Mac)" with the configuration: adobe acrobat: true, ram: 16 GB, additional software requirements: Docker Desktop.',
  requiredTools: [],
  reference: [
    externalCall('goto', { url: 'https://dev.service-now.com/now/nav/ui/classic/params/target/catalog_home.do%3Fsysparm_view%3Dcatalog_default' }),
    externalCall('click', { bid: 'a31', element: 'Hardware' }),
    externalCall('click', { bid: 'a64', element: 'Developer Laptop (Mac)' }),
    externalCall('click', { bid: 'a300', field: 'adobe_acrobat', value: 'true' }),
    externalCall('click', { bid: 'a301', field: 'ram', value: '16 GB' }),
    externalCall('fill', { bid: 'a302', field: 'additional_software_requirements', value: 'Docker Desktop' }),
    externalCall('select_option', { bid: 'a340', field: 'quantity', options: '1' }),
    externalCall('click', { bid: 'a350', element: 'Order Now' }),
  ],
  referenceAnswer: '',
  tags: ['workarena', 'service-catalog'],
  utility: ({ post }) => {
    const [reward] = new OrderHardwareTask(CONFIG).validate(post);
    return reward;
  },
});
