// Source: WorkArena's service catalog task order_sales_laptop (OrderHardwareTask.validate, option_match_heuristic: src/browsergym/workarena/tasks/service_catalog.py; get_request_by_id, get_request_items: api/requests.py) (helpers.ts; commit there). The task's configuration is ours, in the form of WorkArena's task configs.
import { defineUserTask, externalCall } from 'chokepoint';
import { OrderHardwareTask, type OrderConfig } from './helpers.ts';

const CONFIG: OrderConfig = {
  short_description: 'Sales Laptop',
  quantity: 3,
  requested_configuration: {
    microsoft_powerpoint: ['checkbox', 'true'],
    siebel_client: ['checkbox', 'false'],
    additional_software_requirements: ['textarea', 'Salesforce plugin'],
  },
};

export default defineUserTask({
  id: 'wa_order_sales_laptop',
  suite: 'workarena',
  version: '1.0.0',
  prompt:
    'Go to the hardware store and order 3 "Sales Laptop" with the configuration: microsoft powerpoint: true, siebel client: false, additional software requirements: Salesforce plugin.',
  requiredTools: [],
  reference: [
    externalCall('goto', { url: 'https://dev.service-now.com/now/nav/ui/classic/params/target/catalog_home.do%3Fsysparm_view%3Dcatalog_default' }),
    externalCall('click', { bid: 'a31', element: 'Hardware' }),
    externalCall('click', { bid: 'a64', element: 'Sales Laptop' }),
    externalCall('click', { bid: 'a300', field: 'microsoft_powerpoint', value: 'true' }),
    externalCall('click', { bid: 'a301', field: 'siebel_client', value: 'false' }),
    externalCall('fill', { bid: 'a302', field: 'additional_software_requirements', value: 'Salesforce plugin' }),
    externalCall('select_option', { bid: 'a340', field: 'quantity', options: '3' }),
    externalCall('click', { bid: 'a350', element: 'Order Now' }),
  ],
  referenceAnswer: '',
  tags: ['workarena', 'service-catalog'],
  utility: ({ post }) => {
    const [reward] = new OrderHardwareTask(CONFIG).validate(post);
    return reward;
  },
});
