// sierra-research/tau-bench tau_bench/envs/base.py @ 59a200c6d575d595120f1cb70fea53cef0632f6b: Env.calculate_reward, instantiated with retail test task 2 (tau_bench/envs/retail/tasks_test.py)
import { defineUserTask, externalCall, type Snapshot } from 'chokepoint';
import { loadData, step, toHashable } from './hash.ts';
import { RETAIL_KEYS, returnDeliveredOrderItems } from './retail-tools.ts';

const OUTPUTS = ["10"];

function goldData(pre: Snapshot) {
  const data = loadData(pre.tables);
  step(() => returnDeliveredOrderItems(data, "#W2378156", ["4602305039", "4202497723", "9408160950"], "credit_card_9513926"));
  return data;
}

export default defineUserTask({
  id: 'retail_task_2',
  suite: 'tau-bench',
  version: '1.0.0',
  prompt: "You are Yusuf Rossi in 19122. You want to know how many tshirt options are available in the online store right now. You want to also return the cleaner, headphone, and smart watch.",
  requiredTools: [],
  reference: [
    externalCall("find_user_id_by_name_zip", {"first_name": "Yusuf", "last_name": "Rossi", "zip": "19122"}),
    externalCall("get_product_details", {"product_id": "6086499569"}),
    externalCall("list_all_product_types", {}),
    externalCall("get_product_details", {"product_id": "9523456873"}),
    externalCall("get_user_details", {"user_id": "yusuf_rossi_9620"}),
    externalCall("get_order_details", {"order_id": "#W6247578"}),
    externalCall("get_order_details", {"order_id": "#W9711842"}),
    externalCall("get_order_details", {"order_id": "#W4776164"}),
    externalCall("get_order_details", {"order_id": "#W6679257"}),
    externalCall("get_order_details", {"order_id": "#W2378156"}),
    externalCall("get_product_details", {"product_id": "9523456873"}),
    externalCall("return_delivered_order_items", {"order_id": "#W2378156", "item_ids": ["4602305039", "4202497723", "9408160950"], "payment_method_id": "credit_card_9513926"}),
  ],
  referenceAnswer: "There are 10 t-shirt options available. I have requested the return of the cleaner, the headphones and the smart watch to your credit card.",
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
