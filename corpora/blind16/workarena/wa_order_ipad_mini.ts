// Source: WorkArena's service catalog task order_ipad_mini (OrderHardwareTask.validate, option_match_heuristic: src/browsergym/workarena/tasks/service_catalog.py; get_request_by_id, get_request_items: api/requests.py) (helpers.ts; commit there). The task's configuration is ours, in the form of WorkArena's task configs.
import { defineUserTask, externalCall } from 'chokepoint';
import { OrderHardwareTask, type OrderConfig } from './helpers.ts';

const CONFIG: OrderConfig = {
  short_description: 'iPad mini',
  quantity: 2,
  requested_configuration: { choose_the_colour: ['radio', 'Space Grey'], choose_the_storage: ['radio', '256 GB'] },
};

export default defineUserTask({
  id: 'wa_order_ipad_mini',
  suite: 'workarena',
  version: '1.0.0',
  prompt: 'Go to the hardware store and order 2 "iPad mini" with the configuration: choose the colour: Space Grey, choose the storage: 256 GB.',
  requiredTools: [],
  reference: [
    externalCall('goto', { url: 'https://dev.service-now.com/now/nav/ui/classic/params/target/catalog_home.do%3Fsysparm_view%3Dcatalog_default' }),
    externalCall('click', { bid: 'a31', element: 'Hardware' }),
    externalCall('click', { bid: 'a64', element: 'iPad mini' }),
    externalCall('click', { bid: 'a300', field: 'choose_the_colour', value: 'Space Grey' }),
    externalCall('click', { bid: 'a301', field: 'choose_the_storage', value: '256 GB' }),
    externalCall('select_option', { bid: 'a340', field: 'quantity', options: '2' }),
    externalCall('click', { bid: 'a350', element: 'Order Now' }),
  ],
  referenceAnswer: '',
  tags: ['workarena', 'service-catalog'],
  utility: ({ post }) => {
    const [reward] = new OrderHardwareTask(CONFIG).validate(post);
    return reward;
  },
});
