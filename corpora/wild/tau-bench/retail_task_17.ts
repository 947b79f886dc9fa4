// sierra-research/tau-bench tau_bench/envs/base.py @ 59a200c6d575d595120f1cb70fea53cef0632f6b: Env.calculate_reward, instantiated with retail test task 17 (tau_bench/envs/retail/tasks_test.py)
import { defineUserTask, externalCall, type Snapshot } from 'chokepoint';
import { loadData, step, toHashable } from './hash.ts';
import { RETAIL_KEYS, modifyPendingOrderAddress } from './retail-tools.ts';

function goldData(pre: Snapshot) {
  const data = loadData(pre.tables);
  step(() => modifyPendingOrderAddress(data, "#W8665881", { address1: "123 Elm Street", address2: "Suite 641", city: "Austin", state: "TX", country: "USA", zip: "78712" }));
  return data;
}

export default defineUserTask({
  id: 'retail_task_17',
  suite: 'tau-bench',
  version: '1.0.0',
  prompt: "You are Fatima Johnson in 78712. You want to change #W8665881 to be delivered to Suite 641 instead. You are a private person that does not want to reveal much about yourself.",
  requiredTools: [],
  reference: [
    externalCall("find_user_id_by_name_zip", {"first_name": "Fatima", "last_name": "Johnson", "zip": "78712"}),
    externalCall("get_user_details", {"user_id": "fatima_johnson_7581"}),
    externalCall("get_order_details", {"order_id": "#W5199551"}),
    externalCall("get_order_details", {"order_id": "#W8665881"}),
    externalCall("get_order_details", {"order_id": "#W9389413"}),
    externalCall("modify_pending_order_address", {"order_id": "#W8665881", "address1": "123 Elm Street", "address2": "Suite 641", "city": "Austin", "state": "TX", "country": "USA", "zip": "78712"}),
  ],
  referenceAnswer: "Order #W8665881 will now be delivered to 123 Elm Street, Suite 641, Austin, TX 78712.",
  tags: ['retail'],
  utility: ({ pre, post }) => {
    let reward = 1;
    const dataHash = toHashable(post.tables, RETAIL_KEYS);
    const gtDataHash = toHashable(goldData(pre), RETAIL_KEYS);
    if (dataHash !== gtDataHash) reward = 0;
    return reward === 1;
  },
});
