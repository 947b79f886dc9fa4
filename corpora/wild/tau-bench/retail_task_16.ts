// sierra-research/tau-bench tau_bench/envs/base.py @ 59a200c6d575d595120f1cb70fea53cef0632f6b: Env.calculate_reward, instantiated with retail test task 16 (tau_bench/envs/retail/tasks_test.py)
import { defineUserTask, externalCall, type Snapshot } from 'chokepoint';
import { loadData, step, toHashable } from './hash.ts';
import { RETAIL_KEYS, cancelPendingOrder, returnDeliveredOrderItems } from './retail-tools.ts';

const OUTPUTS = ["8276.23"];

function goldData(pre: Snapshot) {
  const data = loadData(pre.tables);
  step(() => cancelPendingOrder(data, "#W5199551", "no longer needed"));
  step(() => cancelPendingOrder(data, "#W8665881", "no longer needed"));
  step(() => returnDeliveredOrderItems(data, "#W9389413", ["2554056026"], "paypal_5364164"));
  return data;
}

export default defineUserTask({
  id: 'retail_task_16',
  suite: 'tau-bench',
  version: '1.0.0',
  prompt: "You are Fatima Johnson in 78712. You want to cancel all pending orders (since they are no longer needed) and return the watch you have received (but nothing else), and you want to know the total amount you can get back. You are a private person that does not want to reveal much about yourself.",
  requiredTools: [],
  reference: [
    externalCall("find_user_id_by_name_zip", {"first_name": "Fatima", "last_name": "Johnson", "zip": "78712"}),
    externalCall("get_user_details", {"user_id": "fatima_johnson_7581"}),
    externalCall("get_order_details", {"order_id": "#W5199551"}),
    externalCall("get_order_details", {"order_id": "#W8665881"}),
    externalCall("get_order_details", {"order_id": "#W9389413"}),
    externalCall("calculate", {"expression": "3131.1 + 4777.75 + 367.38"}),
    externalCall("cancel_pending_order", {"order_id": "#W5199551", "reason": "no longer needed"}),
    externalCall("cancel_pending_order", {"order_id": "#W8665881", "reason": "no longer needed"}),
    externalCall("return_delivered_order_items", {"order_id": "#W9389413", "item_ids": ["2554056026"], "payment_method_id": "paypal_5364164"}),
  ],
  referenceAnswer: "Both pending orders are cancelled and the watch return is requested; in total you will get back $8276.23.",
  tags: ['retail'],
  utility: ({ output, pre, post }) => {
    let reward = 1;
    const dataHash = toHashable(post.tables, RETAIL_KEYS);
    const gtDataHash = toHashable(goldData(pre), RETAIL_KEYS);
    if (dataHash !== gtDataHash) reward = 0;
    for (const expected of OUTPUTS) {
      const found = output.toLowerCase().replaceAll(',', '').includes(expected.toLowerCase());
      if (!found) reward = 0;
    }
    return reward === 1;
  },
});
