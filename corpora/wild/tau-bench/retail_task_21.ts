// sierra-research/tau-bench tau_bench/envs/base.py @ 59a200c6d575d595120f1cb70fea53cef0632f6b: Env.calculate_reward, instantiated with retail test task 21 (tau_bench/envs/retail/tasks_test.py)
import { defineUserTask, externalCall, type Snapshot } from 'chokepoint';
import { loadData, step, toHashable } from './hash.ts';
import { RETAIL_KEYS, modifyPendingOrderItems } from './retail-tools.ts';

const OUTPUTS = ["44.08"];

function goldData(pre: Snapshot) {
  const data = loadData(pre.tables);
  step(() => modifyPendingOrderItems(data, "#W9911714", ["9791469541", "1340995114"], ["4107812777", "1421289881"], "gift_card_4332117"));
  return data;
}

export default defineUserTask({
  id: 'retail_task_21',
  suite: 'tau-bench',
  version: '1.0.0',
  prompt: "You are Ethan Garcia, and you live in Denver, 80280. You want to exchange your shoes to 4107812777, and use GC to cover possible charges. But if the agent asks for confirmation, you change you mind and also want to change product 1656367028 to 1421289881. You are not familiar with the domain and might confuse product and item ids, so ask the agent to figure out the details on its own if needed. You want to know your GC balance after all these. You are a mysterious person and do not want to reveal much about yourself.",
  requiredTools: [],
  reference: [
    externalCall("find_user_id_by_name_zip", {"first_name": "Ethan", "last_name": "Garcia", "zip": "80280"}),
    externalCall("get_user_details", {"user_id": "ethan_garcia_1261"}),
    externalCall("get_order_details", {"order_id": "#W4967593"}),
    externalCall("get_order_details", {"order_id": "#W9911714"}),
    externalCall("get_order_details", {"order_id": "#W5733668"}),
    externalCall("get_product_details", {"product_id": "4107812777"}),
    externalCall("get_product_details", {"product_id": "1421289881"}),
    externalCall("get_product_details", {"product_id": "1656367028"}),
    externalCall("get_product_details", {"product_id": "4107812777"}),
    externalCall("get_product_details", {"product_id": "6938111410"}),
    externalCall("calculate", {"expression": "155.33 - 147.05 + 268.77 - 235.13"}),
    externalCall("modify_pending_order_items", {"order_id": "#W9911714", "item_ids": ["9791469541", "1340995114"], "new_item_ids": ["4107812777", "1421289881"], "payment_method_id": "gift_card_4332117"}),
  ],
  referenceAnswer: "Both items are modified; the price difference of $44.08 was charged to your gift card.",
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
