// sierra-research/tau-bench tau_bench/envs/base.py @ 59a200c6d575d595120f1cb70fea53cef0632f6b: Env.calculate_reward, instantiated with retail test task 25 (tau_bench/envs/retail/tasks_test.py)
import { defineUserTask, externalCall, type Snapshot } from 'chokepoint';
import { loadData, toHashable } from './hash.ts';
import { RETAIL_KEYS } from './retail-tools.ts';

function goldData(pre: Snapshot) {
  const data = loadData(pre.tables);
  return data;
}

export default defineUserTask({
  id: 'retail_task_25',
  suite: 'tau-bench',
  version: '1.0.0',
  prompt: "You are Isabella Johansson, and you live in 32286. You have an order sent to Texas by accident, and you want to know the tracking number of the order, and return all items in it except the pet bed. You want the refund to your amex credit card, and if the agent cannot help, transfer to a human. You don't remember the order number. It is urgent.",
  requiredTools: [],
  reference: [
    externalCall("find_user_id_by_name_zip", {"first_name": "Isabella", "last_name": "Johansson", "zip": "32286"}),
    externalCall("get_user_details", {"user_id": "isabella_johansson_2152"}),
    externalCall("get_order_details", {"order_id": "#W3792453"}),
    externalCall("get_order_details", {"order_id": "#W7181492"}),
    externalCall("get_order_details", {"order_id": "#W5565470"}),
    externalCall("get_order_details", {"order_id": "#W2575533"}),
  ],
  referenceAnswer: "I found your orders but cannot complete this request.",
  tags: ['retail'],
  utility: ({ pre, post }) => {
    let reward = 1;
    const dataHash = toHashable(post.tables, RETAIL_KEYS);
    const gtDataHash = toHashable(goldData(pre), RETAIL_KEYS);
    if (dataHash !== gtDataHash) reward = 0;
    return reward === 1;
  },
});
