// sierra-research/tau-bench tau_bench/envs/base.py @ 59a200c6d575d595120f1cb70fea53cef0632f6b: Env.calculate_reward, instantiated with retail test task 10 (tau_bench/envs/retail/tasks_test.py)
import { defineUserTask, externalCall, type Snapshot } from 'chokepoint';
import { loadData, toHashable } from './hash.ts';
import { RETAIL_KEYS } from './retail-tools.ts';

function goldData(pre: Snapshot) {
  const data = loadData(pre.tables);
  // transfer_to_human_agents is a terminate tool: calculate_reward does not replay it (and it changes no data).
  return data;
}

export default defineUserTask({
  id: 'retail_task_10',
  suite: 'tau-bench',
  version: '1.0.0',
  prompt: "You are mia_garcia_4516 (mia.garcia2723@example.com). For some reason, you want to return all things ordered. You have two payment methods and two orders, and you want to refund each order to the opposite order's payment method. If not possible, you are angry and swear for a few times, then asks for human representative. You are a mysterious person and do not want to reveal much about yourself or speak too many words at the same time.",
  requiredTools: [],
  reference: [
    externalCall("find_user_id_by_email", {"email": "mia.garcia2723@example.com"}),
    externalCall("get_user_details", {"user_id": "mia_garcia_4516"}),
    externalCall("get_order_details", {"order_id": "#W5490111"}),
    externalCall("get_order_details", {"order_id": "#W7387996"}),
    externalCall("transfer_to_human_agents", {"summary": "The user wants to refund each order to the opposite order's payment method, but the agent cannot help."}),
  ],
  referenceAnswer: "I cannot refund an order to another payment method, so I am transferring you to a human agent.",
  tags: ['retail'],
  utility: ({ pre, post }) => {
    let reward = 1;
    const dataHash = toHashable(post.tables, RETAIL_KEYS);
    const gtDataHash = toHashable(goldData(pre), RETAIL_KEYS);
    if (dataHash !== gtDataHash) reward = 0;
    return reward === 1;
  },
});
