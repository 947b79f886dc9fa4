// sierra-research/tau-bench tau_bench/envs/base.py @ 59a200c6d575d595120f1cb70fea53cef0632f6b: Env.calculate_reward, instantiated with retail test task 0 (tau_bench/envs/retail/tasks_test.py)
import { defineUserTask, externalCall, type Snapshot } from 'chokepoint';
import { loadData, step, toHashable } from './hash.ts';
import { RETAIL_KEYS, exchangeDeliveredOrderItems } from './retail-tools.ts';

function goldData(pre: Snapshot) {
  const data = loadData(pre.tables);
  step(() => exchangeDeliveredOrderItems(data, "#W2378156", ["1151293680", "4983901480"], ["7706410293", "7747408585"], "credit_card_9513926"));
  return data;
}

export default defineUserTask({
  id: 'retail_task_0',
  suite: 'tau-bench',
  version: '1.0.0',
  prompt: "You are Yusuf Rossi in 19122. You received your order #W2378156 and wish to exchange the mechanical keyboard for a similar one but with clicky switches and the smart thermostat for one compatible with Google Home instead of Apple HomeKit. If there is no keyboard that is clicky, RGB backlight, full size, you'd go for no backlight. You are detail-oriented and want to make sure everything is addressed in one go.",
  requiredTools: [],
  reference: [
    externalCall("find_user_id_by_name_zip", {"first_name": "Yusuf", "last_name": "Rossi", "zip": "19122"}),
    externalCall("get_order_details", {"order_id": "#W2378156"}),
    externalCall("get_product_details", {"product_id": "1656367028"}),
    externalCall("get_product_details", {"product_id": "4896585277"}),
    externalCall("exchange_delivered_order_items", {"order_id": "#W2378156", "item_ids": ["1151293680", "4983901480"], "new_item_ids": ["7706410293", "7747408585"], "payment_method_id": "credit_card_9513926"}),
  ],
  referenceAnswer: "I have requested the exchange of the keyboard and the thermostat; you will receive an email with return instructions.",
  tags: ['retail'],
  utility: ({ pre, post }) => {
    let reward = 1;
    const dataHash = toHashable(post.tables, RETAIL_KEYS);
    const gtDataHash = toHashable(goldData(pre), RETAIL_KEYS);
    if (dataHash !== gtDataHash) reward = 0;
    return reward === 1;
  },
});
