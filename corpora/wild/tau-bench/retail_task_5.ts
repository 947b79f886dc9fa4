// sierra-research/tau-bench tau_bench/envs/base.py @ 59a200c6d575d595120f1cb70fea53cef0632f6b: Env.calculate_reward, instantiated with retail test task 5 (tau_bench/envs/retail/tasks_test.py)
import { defineUserTask, externalCall, type Snapshot } from 'chokepoint';
import { loadData, step, toHashable } from './hash.ts';
import { RETAIL_KEYS, returnDeliveredOrderItems } from './retail-tools.ts';

function goldData(pre: Snapshot) {
  const data = loadData(pre.tables);
  step(() => returnDeliveredOrderItems(data, "#W6390527", ["8538875209"], "paypal_7644869"));
  return data;
}

export default defineUserTask({
  id: 'retail_task_5',
  suite: 'tau-bench',
  version: '1.0.0',
  prompt: "You are mei_kovacs_8020 (zip code 28236) and you want to exchange the water bottle and the desk lamp. You want to exchange the water bottle to a bigger one, and the desk lamp to a less bright one (prefer battery > USB > AC). If the agent asks for confirmation, only exchange the desk lamp. If the agent asks for confirmation again, do not exchange anything, and return the water bottle instead.",
  requiredTools: [],
  reference: [
    externalCall("find_user_id_by_name_zip", {"first_name": "Mei", "last_name": "Kovacs", "zip": "28236"}),
    externalCall("get_user_details", {"user_id": "mei_kovacs_8020"}),
    externalCall("get_order_details", {"order_id": "#W6390527"}),
    externalCall("get_product_details", {"product_id": "6817146515"}),
    externalCall("return_delivered_order_items", {"order_id": "#W6390527", "item_ids": ["8538875209"], "payment_method_id": "paypal_7644869"}),
  ],
  referenceAnswer: "The desk lamp return has been requested; the refund goes to your PayPal account.",
  tags: ['retail'],
  utility: ({ pre, post }) => {
    let reward = 1;
    const dataHash = toHashable(post.tables, RETAIL_KEYS);
    const gtDataHash = toHashable(goldData(pre), RETAIL_KEYS);
    if (dataHash !== gtDataHash) reward = 0;
    return reward === 1;
  },
});
